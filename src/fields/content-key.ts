import type { TextField } from 'payload'

import { CONTENT_KEY_SHAPE, generateContentKey } from '@/lib/record-id'

/**
 * The key the managed-content delivery API names an item by (MC and 26 letters and
 * digits), kept beside Payload's own id. Generated on create unless given.
 */
export const contentKeyField: TextField = {
  name: 'contentKey',
  // Applies to pages and news items too, not only images; never a list column (issue 48).
  label: 'Key for older systems',
  type: 'text',
  unique: true,
  index: true,
  required: true,
  admin: {
    position: 'sidebar',
    readOnly: true,
    disableListColumn: true,
    description: 'Set by the site: how older systems ask for this item. Nothing to change here.',
  },
  hooks: {
    beforeValidate: [({ value }) => (typeof value === 'string' && value ? value : generateContentKey())],
    // A copy is another item: it gets its own key.
    beforeDuplicate: [() => generateContentKey()],
  },
  validate: (value: string | null | undefined) =>
    value && CONTENT_KEY_SHAPE.test(value) ? true : 'A content key is MC followed by 26 letters and digits.',
}
