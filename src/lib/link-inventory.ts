/**
 * Finds the links and images in a stored document for the broken-link report (ADR 0029):
 * links in rich text (Lexical link nodes, to an address or to a document), images in
 * rich text (upload nodes), and link fields of blocks and settings, whose values are an
 * address or a page's API name (lib/link-target.ts).
 */
import { API_NAME_SHAPE } from './link-target'

export type FoundLink =
  | { kind: 'external'; url: string; where: string }
  | { kind: 'page-name'; name: string; where: string }
  | { kind: 'path'; path: string; where: string }
  | { kind: 'document'; collection: string; id: string | number; where: string }
  | { kind: 'media'; id: string | number; where: string }

/** Keys whose text is never a link, though it may look like one. */
const NOT_LINKS = new Set(['id', 'blockType', 'blockName', 'contentKey', 'recordId', 'path', 'filename'])

/**
 * On the document itself these name it (a page's own API name, an upload's address);
 * inside its blocks they are where a tile or a card leads, so they are checked there.
 */
const OWN_NAMES = new Set(['apiName', 'url'])

/** Stored names whose words would be jargon, in the words the admin shows for them. */
const FIELD_WORDS: Record<string, string> = {
  apiName: 'Linked page',
  url: 'Link',
  href: 'Link',
  linkHref: 'Link',
  linkUrl: 'Link',
  buttonTarget: 'Page the button opens',
  contactTarget: 'Address',
  label: 'Words of the link',
  footerLinks: 'Footer link',
}

/** "layout.0.buttons.1.link" → "Layout 1 › Buttons 2 › Link", words an editor recognises. */
export function describeLocation(keys: (string | number)[]): string {
  const words: string[] = []
  let skipped = false // numbers after rich text's own keys (children.3) are not for editors
  for (const key of keys) {
    if (typeof key === 'number') {
      if (words.length && !skipped) words[words.length - 1] += ` ${key + 1}`
      continue
    }
    skipped = ['root', 'children', 'fields', 'value', 'version'].includes(key)
    if (skipped) continue
    const named = FIELD_WORDS[key]
    if (named) {
      words.push(named)
      continue
    }
    const spaced = key
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase()
    words.push(spaced.charAt(0).toUpperCase() + spaced.slice(1))
  }
  return words.join(' › ') || 'Document'
}

const idOf = (value: unknown): string | number | undefined =>
  typeof value === 'string' || typeof value === 'number'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? (value as { id: string | number }).id
      : undefined

export function collectLinks(document: unknown): FoundLink[] {
  const found: FoundLink[] = []
  const walk = (value: unknown, keys: (string | number)[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...keys, index]))
      return
    }
    if (!value || typeof value !== 'object') {
      const key = keys[keys.length - 1]
      if (typeof value !== 'string' || typeof key !== 'string' || NOT_LINKS.has(key)) return
      if (keys.length === 1 && OWN_NAMES.has(key)) return
      const text = value.trim()
      if (/^https?:\/\/\S+$/i.test(text)) found.push({ kind: 'external', url: text, where: describeLocation(keys) })
      else if (API_NAME_SHAPE.test(text)) found.push({ kind: 'page-name', name: text, where: describeLocation(keys) })
      return
    }
    const node = value as Record<string, unknown>
    // Lexical: a link node, or an image (upload node) in rich text.
    if ((node.type === 'link' || node.type === 'autolink') && node.fields && typeof node.fields === 'object') {
      const fields = node.fields as { linkType?: string; url?: string; doc?: { relationTo?: string; value?: unknown } }
      const where = `${describeLocation(keys)} › link “${textOf(node).slice(0, 60)}”`
      if (fields.linkType === 'internal' && fields.doc?.relationTo) {
        const id = idOf(fields.doc.value)
        if (id !== undefined) found.push({ kind: 'document', collection: fields.doc.relationTo, id, where })
      } else if (fields.url) {
        const url = fields.url.trim()
        if (/^https?:\/\//i.test(url)) found.push({ kind: 'external', url, where })
        else if (url.startsWith('/') && !url.startsWith('//')) found.push({ kind: 'path', path: url, where })
        else if (API_NAME_SHAPE.test(url)) found.push({ kind: 'page-name', name: url, where })
      }
      // Its text may hold more links; its fields were read above.
      for (const [key, child] of Object.entries(node)) if (key !== 'fields') walk(child, [...keys, key])
      return
    }
    if (node.type === 'upload' && node.relationTo === 'media') {
      const id = idOf(node.value)
      if (id !== undefined) found.push({ kind: 'media', id, where: `${describeLocation(keys)} › image` })
      return
    }
    for (const [key, child] of Object.entries(node)) walk(child, [...keys, key])
  }
  walk(document, [])
  return found
}

function textOf(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children } = node as { text?: unknown; children?: unknown }
  if (typeof text === 'string') return text
  return Array.isArray(children) ? children.map(textOf).join('') : ''
}
