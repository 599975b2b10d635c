import type { FieldHook } from 'payload'

/** A few letters that keep two copies of one document apart. */
const suffix = () => Math.random().toString(36).slice(2, 6)

/** offerings/stratus → offerings/stratus-copy-k3x9; a banner's key: maintenance → maintenance-copy-k3x9 */
const suffixed: FieldHook = ({ value }) => (typeof value === 'string' && value ? `${value}-copy-${suffix()}` : value)

/**
 * What a copy ("Duplicate") starts with: for fields that must be unique, a new value in the
 * field's own shape, so the copy saves as a draft at once (issue 37, problem 7) and the
 * editor renames it before it is published; for its title, the same words marked as a copy.
 */
export const copyOf = {
  /** A copy says it is one in lists and in its heading: Stratus → Stratus (copy). */
  title: (({ value }) => (typeof value === 'string' && value ? `${value} (copy)` : value)) as FieldHook,
  path: suffixed,
  /** Stratus__c → Stratus_copy_k3x9__c */
  apiName: (({ value }) =>
    typeof value === 'string' && value.endsWith('__c')
      ? `${value.slice(0, -3)}_copy_${suffix()}__c`
      : value) as FieldHook,
  key: suffixed,
}
