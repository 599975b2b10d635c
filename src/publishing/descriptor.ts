/**
 * What a collection or global that the public site shows declares about itself, in its
 * own file (`custom: { publishing: { ... } }`), and the one registry the publishing
 * module builds from those declarations. Nothing else lists the governed content.
 */
import type { CacheTag } from '@/server/cache-tags'

/** How a change reaches the public site (ADR 0038). */
export type ChangeRule =
  /** Every change to what visitors see is a draft until an editor approves it. */
  | 'reviewed'
  /** A new upload goes live with the first approved document that uses it; changing a published one is reviewed. */
  | 'replacements'
  /** Editors add redirects within the site directly; one to another website is reviewed; the site's own routes never redirect. */
  | 'redirects'
  /** Administrators change it directly (settings, not content); every change is in the change history. */
  | 'administrators'

export type Publishing = {
  /** What editors call one ("Page"): in messages, the dashboard, the change history. */
  kind: string
  changes: ChangeRule
  /** Expired after every change, so each page that shows the content refreshes. */
  cacheTag: CacheTag
  /** Where the site shows a document (preview, live preview); null while it has no address yet. */
  publicPath?: (doc: Record<string, unknown>) => string | null
}

type Declares = { slug: string; custom?: Record<string, unknown> }

export const publishingOf = (entity: Declares): Publishing | undefined =>
  entity.custom?.publishing as Publishing | undefined

/** The governed collections and globals of this configuration, filled in when the plugin runs. */
const registry = {
  collections: new Map<string, Publishing>(),
  globals: new Map<string, Publishing>(),
}

export function register(kind: 'collections' | 'globals', slug: string, publishing: Publishing): void {
  registry[kind].set(slug, publishing)
}

export const collectionPublishing = (slug: unknown) =>
  typeof slug === 'string' ? registry.collections.get(slug) : undefined
export const globalPublishing = (slug: unknown) => (typeof slug === 'string' ? registry.globals.get(slug) : undefined)

/** Collections whose changes can wait for review (everything but the administrators' settings). */
export const reviewedCollections = () =>
  [...registry.collections].filter(([, one]) => one.changes !== 'administrators').map(([slug]) => slug)
export const reviewedGlobals = () =>
  [...registry.globals].filter(([, one]) => one.changes !== 'administrators').map(([slug]) => slug)

/** The label of any governed slug, for messages. */
export const kindOf = (slug: string) => registry.collections.get(slug)?.kind ?? registry.globals.get(slug)?.kind ?? slug
