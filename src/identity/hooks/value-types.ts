/**
 * A write to an account whose values are of the wrong kind (a list or an object where
 * text belongs, as in `{"email": ["x@example.mil"]}`) is refused with a 400 before any
 * other hook runs. Otherwise Payload's own e-mail hook fails on it (a 500), and a text
 * field stores the list as text (`["1234567890"]` as a card number). The fields are read
 * from the collection, so a field added later is checked too.
 */
import { ValidationError, type CollectionBeforeOperationHook, type FlattenedField } from 'payload'

type Problem = { path: string; message: string }

/** In plain words, what kind of value arrived. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (value === null) return 'empty'
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'number') return 'a number'
  if (typeof value === 'boolean') return 'true or false'
  if (typeof value === 'string') return 'text'
  return typeof value
}

/** The field's label, or its name in words ("createdAt" as "Created at"). */
const labelOf = (field: FlattenedField) => {
  if ('label' in field && typeof field.label === 'string' && field.label) return field.label
  const words = field.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}

const TEXT = new Set(['text', 'email', 'textarea', 'code', 'radio', 'select', 'password'])

function problemOf(field: FlattenedField, value: unknown): string | undefined {
  const label = labelOf(field)
  const many = 'hasMany' in field && field.hasMany === true
  if (TEXT.has(field.type)) {
    if (many)
      return Array.isArray(value) && value.every((one) => typeof one === 'string')
        ? undefined
        : `${label} must be a list of text.`
    return typeof value === 'string' ? undefined : `${label} must be text, not ${kindOf(value)}.`
  }
  switch (field.type) {
    case 'checkbox':
      // Forms send "true" and "false"; Payload reads them as the booleans.
      return typeof value === 'boolean' || value === 'true' || value === 'false'
        ? undefined
        : `${label} must be true or false, not ${kindOf(value)}.`
    case 'number': {
      const isNumber = (one: unknown) =>
        (typeof one === 'number' && Number.isFinite(one)) ||
        (typeof one === 'string' && one.trim() !== '' && Number.isFinite(Number(one)))
      if (many) return Array.isArray(value) && value.every(isNumber) ? undefined : `${label} must be a list of numbers.`
      return isNumber(value) ? undefined : `${label} must be a number, not ${kindOf(value)}.`
    }
    case 'date':
      return value instanceof Date || (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
        ? undefined
        : `${label} must be a date (such as 2026-01-31T09:00:00Z), not ${kindOf(value)}.`
    default:
      return undefined
  }
}

/** Every value of `data` of the wrong kind for its field; empty (null) is left to the field's own rules. */
function problemsIn(fields: FlattenedField[], data: Record<string, unknown>, prefix = ''): Problem[] {
  const problems: Problem[] = []
  for (const field of fields) {
    if (!(field.name in data)) continue
    const value = data[field.name]
    const path = `${prefix}${field.name}`
    if (value === null || value === undefined) continue
    if (field.type === 'group' || field.type === 'tab') {
      if (typeof value !== 'object' || Array.isArray(value))
        problems.push({ path, message: `${labelOf(field)} must be an object.` })
      else problems.push(...problemsIn(field.flattenedFields, value as Record<string, unknown>, `${path}.`))
      continue
    }
    if (field.type === 'array') {
      if (!Array.isArray(value))
        problems.push({ path, message: `${labelOf(field)} must be a list, not ${kindOf(value)}.` })
      else
        value.forEach((row, index) => {
          if (typeof row !== 'object' || row === null || Array.isArray(row))
            problems.push({ path: `${path}.${index}`, message: `Each entry of ${labelOf(field)} must be an object.` })
          else problems.push(...problemsIn(field.flattenedFields, row as Record<string, unknown>, `${path}.${index}.`))
        })
      continue
    }
    const message = problemOf(field, value)
    if (message) problems.push({ path, message })
  }
  return problems
}

/** The password and the proof of identity are read from the request's data, not from fields. */
const SIGN_IN_VALUES = [
  { name: 'password', label: 'The new password' },
  { name: 'currentPassword', label: 'Your current password' },
  { name: 'currentCode', label: 'The code from your authenticator app' },
] as const

export const refuseValuesOfWrongKind: CollectionBeforeOperationHook = ({ args, collection, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = (args as { data?: unknown }).data
  if (data === undefined || data === null) return args
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'data', message: 'Send the account’s fields as one JSON object.' }],
    })
  }
  const values = data as Record<string, unknown>
  const problems = problemsIn(collection.flattenedFields, values)
  for (const { name, label } of SIGN_IN_VALUES) {
    const value = values[name]
    if (collection.flattenedFields.some((field) => field.name === name)) continue
    if (value !== undefined && value !== null && typeof value !== 'string')
      problems.push({ path: name, message: `${label} must be text, not ${kindOf(value)}.` })
  }
  if (problems.length) throw new ValidationError({ collection: collection.slug, errors: problems })
  return args
}
