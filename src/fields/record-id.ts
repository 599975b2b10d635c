import type { TextField } from 'payload'

import { canonicalRecordId, generateRecordId, RECORD_ID_PREFIX, type RecordKind } from '@/lib/record-id'

/**
 * The platform-style 18-character identifier a visitor can reach a record by, kept
 * beside Payload's own id. Generated on create unless given (the seed gives fixed ones).
 */
export function recordIdField(kind: RecordKind): TextField {
  const prefix = RECORD_ID_PREFIX[kind]
  return {
    name: 'recordId',
    label: 'Permanent link number',
    type: 'text',
    unique: true,
    index: true,
    required: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'Set by the site and never changes: the item always opens at /detail/ followed by this number.',
    },
    hooks: {
      beforeValidate: [({ value }) => (typeof value === 'string' && value ? value : generateRecordId(kind))],
      // A copy is another record: it gets its own number.
      beforeDuplicate: [() => generateRecordId(kind)],
    },
    validate: (value: string | null | undefined, { data }: { data: Partial<{ salesforce: unknown }> }) => {
      if (!value) return 'A record identifier is required.'
      // A record moved from Salesforce keeps its id, whatever object prefix the org gave it.
      const moved = Boolean((data?.salesforce as { importFingerprint?: string } | undefined)?.importFingerprint)
      if (canonicalRecordId(value) !== value || (!moved && !value.startsWith(prefix))) {
        return `The record identifier must be 18 letters and digits starting with ${prefix}, with a valid checksum.`
      }
      return true
    },
  }
}
