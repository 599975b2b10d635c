/**
 * Image source sets (spec section 5): an entry is a URL followed by an optional density
 * (1x, 1.5x) or width (640w) descriptor; invalid entries are skipped.
 */

import { classifyResourcePath } from './media-paths'

const DESCRIPTOR = /^(\d+(\.\d+)?x|\d+w)$/

/**
 * A URL is valid if it starts with http(s) or is an image data URI; on this site, a path
 * to one of its own CMS, static image or asset resources is valid too.
 */
export function isValidImageUrl(value: string | null | undefined): boolean {
  if (!value) return false
  if (/^https?:\/\/\S+$/i.test(value) || /^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true
  return /^\/(?!\/)\S*$/.test(value) && classifyResourcePath(value) !== null
}

export function isValidSrcSetEntry(entry: string): boolean {
  const parts = entry.trim().split(/\s+/)
  if (parts.length === 0 || parts.length > 2) return false
  const [url, descriptor] = parts
  if (!isValidImageUrl(url)) return false
  return descriptor === undefined || DESCRIPTOR.test(descriptor)
}

/** Keeps the valid entries of a srcset string. */
export function sanitiseSrcSet(srcSet: string): string {
  return srcSet
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && isValidSrcSetEntry(entry))
    .join(', ')
}

type Source = { url: string; width: number }

/** A srcset string from the sources for mobile, tablet and desktop, skipping invalid URLs. */
export function buildSrcSet(sources: { mobile?: Source; tablet?: Source; desktop?: Source }): string {
  return sanitiseSrcSet(
    [sources.mobile, sources.tablet, sources.desktop]
      .filter((source): source is Source => source !== undefined)
      .map(({ url, width }) => `${encodeURI(url)} ${Math.round(width)}w`)
      .join(', '),
  )
}
