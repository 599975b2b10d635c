import type { Field } from 'payload'

import { lastEditedBy } from '@/collections/hooks/last-edited-by'

/**
 * Drafts for everything the public sees: saved every 2 s while an editor types, kept 50
 * deep for restoring, and publishable or unpublishable at a set time.
 */
const drafts = { autosave: { interval: 2000 }, schedulePublish: true } as const
export const EDITORIAL_VERSIONS = 50

export const collectionVersions = { drafts, maxPerDoc: EDITORIAL_VERSIONS }
export const globalVersions = { drafts, max: EDITORIAL_VERSIONS }

/** Who saved this version: shown in the sidebar and in every version of the history. */
export const lastEditedByField: Field = {
  name: 'lastEditedBy',
  label: 'Last edited by',
  type: 'relationship',
  relationTo: 'users',
  admin: { position: 'sidebar', readOnly: true },
  hooks: { beforeChange: [lastEditedBy] },
}
