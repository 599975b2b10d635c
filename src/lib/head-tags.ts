/**
 * Custom head tags an editor may add to a page (the search assistant's customHeadTags):
 * <meta> and harmless <link> elements only. Anything that could run code, load a
 * resource from another host or redirect the page is dropped.
 */

export type HeadTag =
  { tag: 'meta'; attributes: Record<string, string> } | { tag: 'link'; attributes: Record<string, string> }

const META_ATTRIBUTES = new Set(['name', 'property', 'content', 'lang'])
const LINK_ATTRIBUTES = new Set(['rel', 'href', 'hreflang', 'type', 'title', 'media', 'sizes'])
const LINK_RELS = new Set(['alternate', 'author', 'license', 'me', 'help', 'canonical'])

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of source.matchAll(/([a-zA-Z][a-zA-Z0-9:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes[(match[1] ?? '').toLowerCase()] = match[2] ?? match[3] ?? ''
  }
  return attributes
}

function pick(attributes: Record<string, string>, allowed: Set<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => allowed.has(name)))
}

export function parseHeadTags(source: string | null | undefined): HeadTag[] {
  if (!source) return []
  const tags: HeadTag[] = []
  for (const match of source.matchAll(/<(meta|link)\b([^<>]*)\/?>/gi)) {
    const kind = (match[1] ?? '').toLowerCase()
    const attributes = attributesOf(match[2] ?? '')
    if (kind === 'meta') {
      const kept = pick(attributes, META_ATTRIBUTES)
      if ((kept.name || kept.property) && kept.content !== undefined) tags.push({ tag: 'meta', attributes: kept })
    } else {
      const kept = pick(attributes, LINK_ATTRIBUTES)
      const rel = (kept.rel ?? '').toLowerCase()
      const href = kept.href ?? ''
      if (LINK_RELS.has(rel) && /^(https?:\/\/|\/(?!\/))/i.test(href)) tags.push({ tag: 'link', attributes: kept })
    }
  }
  return tags
}
