/**
 * Configuration normalisers of the spec (section 5): each takes whatever an editor or a
 * caller supplied and returns an allowed value, falling back as the spec says.
 */

function oneOf<T extends string>(allowed: readonly T[], fallback: T) {
  return (value: unknown): T => {
    const candidate = typeof value === 'string' ? value.trim().toLowerCase() : ''
    return (allowed as readonly string[]).includes(candidate) ? (candidate as T) : fallback
  }
}

/** action: inline or redirect, falling back to inline. */
export const normaliseAction = oneOf(['inline', 'redirect'] as const, 'inline')

/** Alignment: left, center or right, falling back to left. */
export const normaliseAlignment = oneOf(['left', 'center', 'right'] as const, 'left')

/** Direction: left or right (icon position and the like), falling back to left. */
export const normaliseDirection = oneOf(['left', 'right'] as const, 'left')

/** Size: small, medium or large, falling back to small. */
export const normaliseSize = oneOf(['small', 'medium', 'large'] as const, 'small')

export const COLUMN_PORTIONS = ['50%', '16.67%', '33.33%', '66.67%'] as const
export type ColumnPortion = (typeof COLUMN_PORTIONS)[number]

/** Column portion: one of 50%, 16.67%, 33.33% or 66.67%, default 50%. */
export function normaliseColumnPortion(value: unknown): ColumnPortion {
  const candidate = typeof value === 'string' ? value.trim() : ''
  return (COLUMN_PORTIONS as readonly string[]).includes(candidate) ? (candidate as ColumnPortion) : '50%'
}

export type Coordinates = { latitude: number; longitude: number }

/** Geographic coordinates: latitude within ±90 and longitude within ±180, else null. */
export function normaliseCoordinates(latitude: unknown, longitude: unknown): Coordinates | null {
  const lat = typeof latitude === 'string' && latitude.trim() !== '' ? Number(latitude) : latitude
  const lon = typeof longitude === 'string' && longitude.trim() !== '' ? Number(longitude) : longitude
  if (typeof lat !== 'number' || typeof lon !== 'number') return null
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null
  return { latitude: lat, longitude: lon }
}

export { isCssLength, normaliseCssLength } from './css-length'
