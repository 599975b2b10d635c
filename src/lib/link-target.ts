/**
 * Where a link value sends the visitor (spec section 2, carousel card navigation):
 * http(s) addresses open in a new tab, 15-18 letters and digits name a record, anything
 * else names a page of the site.
 */
import { looksLikeRecordId } from './record-id'

export type LinkTarget =
  { kind: 'external'; href: string } | { kind: 'record'; recordId: string } | { kind: 'named-page'; name: string }

function isExternalAddress(value: string): boolean {
  return /^https?:\/\//i.test(value)
}

export function classifyLinkTarget(value: string): LinkTarget {
  const trimmed = value.trim()
  if (isExternalAddress(trimmed)) return { kind: 'external', href: trimmed }
  if (looksLikeRecordId(trimmed)) return { kind: 'record', recordId: trimmed }
  return { kind: 'named-page', name: trimmed }
}

/** An API name of a named page: letters, digits and underscores, ending in __c. */
export const API_NAME_SHAPE = /^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*__c$/

/** A site path such as offerings/stratus: lower-case words separated by / and -. */
export const PAGE_PATH_SHAPE = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/

/**
 * What an editor may type as a link: an http(s) address, a record identifier, a page
 * API name or a site path. Refuses other schemes (javascript:, data:) and spaces.
 */
export function isAcceptableLinkValue(value: string): boolean {
  const trimmed = value.trim()
  if (isExternalAddress(trimmed)) {
    try {
      new URL(trimmed)
      return true
    } catch {
      return false
    }
  }
  return /^\/?[A-Za-z0-9_\-/]+$/.test(trimmed) && !trimmed.includes('//')
}
