/**
 * Payload's own admin wording where it misled editors (issue 28, problems 5, 6 and 10):
 * restoring says it publishes, reverting says what it discards, scheduling names the zone,
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
    },
    version: {
      restoreThisVersion: 'Restore this version and publish it',
      restoreAsDraft: 'Restore as a draft (publish later)',
      confirmVersionRestoration: 'Restore and publish this version?',
      aboutToRestore:
        'The {{label}} goes back to how it was on {{versionDate}} and that version is published on the site at once. To check it first, choose “Restore as a draft” instead.',
      aboutToRestoreGlobal:
        'The {{label}} goes back to how it was on {{versionDate}} and that version is published on the site at once. To check it first, choose “Restore as a draft” instead.',
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
