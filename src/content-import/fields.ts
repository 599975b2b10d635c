import type { Field } from 'payload'

/** Collections the importer writes, by slug. */
export const IMPORTED_COLLECTIONS = ['media', 'carousel-items', 'named-pages', 'announcements'] as const
export type ImportedCollection = (typeof IMPORTED_COLLECTIONS)[number]

/**
 * Where an item came from, kept so the site answers the old platform's ids and a second
 * import recognises what it brought before. Editors see it, nobody types it.
 */
export const movedFromSalesforceField: Field = {
  name: 'salesforce',
  label: 'Moved from Salesforce',
  type: 'group',
  admin: {
    position: 'sidebar',
    readOnly: true,
    condition: (data) => Boolean(data?.salesforce?.managedContentId || data?.salesforce?.urlName),
    description: 'Set by the content import. The site still answers the old managed-content id and address.',
  },
  fields: [
    {
      name: 'managedContentId',
      label: 'Managed-content id on Salesforce',
      type: 'text',
      index: true,
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || /^[a-zA-Z0-9]{18}$/.test(String(value))
          ? true
          : 'A managed-content id has 18 letters and digits.',
    },
    { name: 'urlName', label: 'Name in its old address', type: 'text' },
    {
      name: 'importFingerprint',
      type: 'text',
      // What the last import brought, so an unchanged item is left alone.
      admin: { hidden: true },
    },
  ],
}
