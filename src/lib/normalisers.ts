/**
 * The configuration normalisers of the spec (section 5) that a field of the site uses:
 * each takes whatever an editor or a caller supplied and returns an allowed value. The
 * others (action, alignment, size, column portion, coordinates) govern no field here:
 * ADR 0021.
 */

/** Direction: left or right (a button's icon position), falling back to left. */
export function normaliseDirection(value: unknown): 'left' | 'right' {
  return typeof value === 'string' && value.trim().toLowerCase() === 'right' ? 'right' : 'left'
}
