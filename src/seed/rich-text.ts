/**
 * Builds Lexical rich-text documents for seeded content from a compact description:
 * a string is a paragraph; { h2 } / { h3 } a heading; { list } a bulleted list.
 * Inline [label](url) becomes a link.
 */
import type { CarouselItem } from '@/payload-types'

/** The stored shape of a rich-text field. */
export type RichTextValue = NonNullable<CarouselItem['caption']>

export type RichTextPart = string | { h2: string } | { h3: string } | { list: string[] }

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function textNode(text: string) {
  return { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

function inline(text: string) {
  const nodes: Record<string, unknown>[] = []
  const pattern = /\[([^\]]+)\]\(([^)]+)\)/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(textNode(text.slice(last, match.index)))
    const url = match[2] ?? ''
    nodes.push({
      ...base,
      type: 'link',
      fields: { linkType: 'custom', url, newTab: /^https?:/.test(url) },
      children: [textNode(match[1] ?? '')],
    })
    last = match.index + match[0].length
  }
  if (last < text.length) nodes.push(textNode(text.slice(last)))
  return nodes
}

function block(part: RichTextPart) {
  if (typeof part === 'string') {
    return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(part) }
  }
  if ('h2' in part) return { ...base, type: 'heading', tag: 'h2', children: inline(part.h2) }
  if ('h3' in part) return { ...base, type: 'heading', tag: 'h3', children: inline(part.h3) }
  return {
    ...base,
    type: 'list',
    listType: 'bullet',
    tag: 'ul',
    start: 1,
    children: part.list.map((item, index) => ({
      ...base,
      type: 'listitem',
      value: index + 1,
      children: inline(item),
    })),
  }
}

export function richText(...parts: RichTextPart[]): RichTextValue {
  return { root: { ...base, type: 'root', children: parts.map(block) } } as RichTextValue
}
