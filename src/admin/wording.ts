/**
 * Payload's own admin wording where it misled editors (issue 28, problems 5, 6 and 10;
 * issue 37, problem 8): restoring says what happens to the site, reverting says what it discards, scheduling names the zone,
 * a new document says it is not saved yet, and the account page's settings are not named
 * after the platform.
 */
export const adminWording = {
  en: {
    general: {
      // The line above a new document's form ("Create new"), where a saved one shows its
      // save status: nothing is stored until the first save (drafts validate, ADR 0031).
      creatingNewLabel: 'New {{label}}, not saved yet',
      // The account page's own settings (language, light or dark): not named after the platform.
      payloadSettings: 'Display settings',
      // After Duplicate the admin opens the copy: say so, and that the original is untouched (issue 48).
      // Beside a date picker: the zone its time is entered in, in plain words (issue 48).
      timezone: 'Time zone',
      successfullyDuplicated:
        '{{label}} copied. You are now editing the copy, a draft titled “… (copy)”; the original is unchanged.',
    },
    version: {
      // One dialog serves both choices (Payload's), so its words are true of both (issue 37, problem 8).
      restoreThisVersion: 'Restore this version',
      restoreAsDraft: 'Restore as a draft (for review)',
      confirmVersionRestoration: 'Restore this version?',
      aboutToRestore:
        'This item goes back to how it was on {{versionDate}}. As a draft, the site keeps showing the published version until the change is approved. “Restore this version” publishes it at once only for editors who may publish directly; for everyone else it too becomes a draft for review.',
      aboutToRestoreGlobal:
        'This item goes back to how it was on {{versionDate}}. As a draft, the site keeps showing the published version until the change is approved. “Restore this version” publishes it at once only for editors who may publish directly; for everyone else it too becomes a draft for review.',
      revertToPublished: 'Revert to published',
      confirmRevertToSaved: 'Discard changes and go back to the published version?',
      aboutToRevertToPublished:
        'Your changes that are not published yet are discarded, and the form shows the published version again. The site does not change.',
      reverting: 'Going back to the published version…',
      schedulePublish: 'Schedule publishing',
      comparingAgainst: 'Compared with',
      compareVersion: 'Compare this version with:',
    },
  },
}
