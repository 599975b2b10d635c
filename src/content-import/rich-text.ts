/**
 * Salesforce rich text (HTML) into the editor's rich text: through the site's allow-list
 * first, links between imported items pointed at their new addresses, images inside the
 * body kept as images of the site's library (they were downloaded before this runs).
 */
import { randomUUID } from 'node:crypto'

import { convertHTMLToLexical, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import { parseHTML } from 'linkedom'

import { sanitiseHtml } from '@/lib/sanitise-html'

type LexicalNode = { type: string; children?: LexicalNode[]; text?: string; [key: string]: unknown }
export type RichText = { root: LexicalNode & { children: LexicalNode[] } }

/** The <img> tags of an HTML body, in order: address and alternative text. */
export function imagesIn(html: string): Array<{ src: string; alt: string }> {
  return [...html.matchAll(/<img\b[^>]*>/gi)].map((tag) => ({
    src: attribute(tag[0], 'src'),
    alt: attribute(tag[0], 'alt'),
  }))
}

function attribute(tag: string, name: string): string {
  const found = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return decodeEntities(found?.[2] ?? found?.[3] ?? found?.[4] ?? '')
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * The converter asks for a JSDOM-like class. linkedom parses without a browser's machinery
 * (no scripts, styles or fetches), and a document per body is freed with it: happy-dom's
 * windows kept their memory (5 GB for 5,000 items) and it ships a private key a scanner
 * flags in the image (ADR 0047).
 */
class ParsedHtml {
  window: { document: Document }
  constructor(html: string) {
    const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`)
    this.window = { document: document as unknown as Document }
  }
}

const marker = (index: number) => `hcs-import-image-${index}`

export type ConvertOptions = {
  editorConfig: SanitizedServerEditorConfig
  siteHosts: string[]
  /** The new address for an old one, or null to leave the link as it is. */
  rewriteLink: (href: string) => string | null
  /** The site's image for an <img> address, or null when it could not be brought in. */
  imageFor: (src: string) => { id: number; altText: string } | null
}

export function htmlToRichText(html: string, options: ConvertOptions): RichText {
  let clean = sanitiseHtml(html, options.siteHosts)
  clean = clean.replace(/(<a\b[^>]*?\bhref\s*=\s*")([^"]*)(")/gi, (whole, start: string, href: string, end: string) => {
    const next = options.rewriteLink(decodeEntities(href))
    return next === null ? whole : `${start}${next.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}${end}`
  })
  // Each image becomes a paragraph holding a marker, replaced by an image node after conversion.
  const images: Array<{ id: number; altText: string } | null> = []
  clean = clean.replace(/<img\b[^>]*>/gi, (tag) => {
    images.push(options.imageFor(attribute(tag, 'src')))
    return `</p><p>${marker(images.length - 1)}</p><p>`
  })
  clean = clean.replace(/<p>\s*<\/p>/g, '')
  const state = convertHTMLToLexical({ editorConfig: options.editorConfig, html: clean, JSDOM: ParsedHtml as never })
  const root = state.root as unknown as RichText['root']
  root.children = replaceMarkers(root.children, images)
  return { root }
}

type Image = { id: number; altText: string } | null

function replaceMarkers(nodes: LexicalNode[], images: Image[]): LexicalNode[] {
  return nodes.flatMap((node) => {
    const text = node.type === 'paragraph' && node.children?.length === 1 ? node.children[0]?.text : undefined
    const found = text?.match(/^hcs-import-image-(\d+)$/)
    if (found) {
      const image = images[Number(found[1])]
      // The alternative text goes with the node: the HTML converter reads `alt`, which our images call altText.
      return image
        ? [
            {
              type: 'upload',
              relationTo: 'media',
              value: image.id,
              fields: { alt: image.altText },
              format: '',
              version: 3,
              id: randomUUID(),
            },
          ]
        : []
    }
    return node.children ? [{ ...node, children: replaceMarkers(node.children, images) }] : [node]
  })
}
