import type { Field, FieldHook } from 'payload'

import { NO_DIFF } from './review-fields'

/**
 * Drafts for everything the public sees: saved every 2 s while an editor types, kept 50
 * deep for restoring, and publishable or unpublishable at a set time.
 */
const drafts = { autosave: { interval: 2000 }, schedulePublish: true } as const
const EDITORIAL_VERSIONS = 50

/**
 * Collections also check drafts against their rules: then "Create new" opens an empty form
 * and stores nothing until the editor saves (Payload otherwise creates an empty draft the
 * moment the form opens, left behind as "<No Title>" when abandoned: issue 28, problem 4).
 * Autosave then keeps each change once the form is complete enough to save.
 */
export const collectionVersions = { drafts: { ...drafts, validate: true }, maxPerDoc: EDITORIAL_VERSIONS }
export const globalVersions = { drafts, max: EDITORIAL_VERSIONS }

/**
 * Images, videos and redirects keep drafts without autosave: a replacement file, new
 * alternative text or a redirect to another website waits beside the live one until
 * approved (Payload keeps a published file in place while a draft holds its successor).
 */
export const uploadVersions = { drafts: true, maxPerDoc: 20 } as const

/**
 * The "Versions" tab of every document above: newest first, with who saved each version,
 * its status and review state (admin/VersionHistory.tsx, ADR 0031).
 */
export const versionHistoryViews = {
  edit: { versions: { Component: '/publishing/admin/VersionHistory#VersionHistory' } },
}

/** The signed-in author of a change; a change without one (seed, job, review step) keeps the last author. */
const lastEditedBy: FieldHook = ({ req, value }) =>
  req.user && req.context.reviewAction !== true ? req.user.id : value

/** Who saved this version: shown in the sidebar and in every version of the history. */
export const lastEditedByField: Field = {
  name: 'lastEditedBy',
  label: 'Last edited by',
  type: 'relationship',
  relationTo: 'users',
  admin: {
    position: 'sidebar',
    readOnly: true,
    components: { Field: '/admin/fields/LastEditedByField#LastEditedByField', Diff: NO_DIFF },
  },
  hooks: { beforeChange: [lastEditedBy] },
}
