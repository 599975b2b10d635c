import 'server-only'

import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { env } from '@/config/env'
import { mediaDeliveryUrl } from '@/lib/media-paths'
import { sanitiseHtml } from '@/lib/sanitise-html'
import { logger } from './log'
import { escapeHtml } from '@/lib/escape-html'

function siteHosts(): string[] {
  try {
    return [new URL(env().siteUrl).hostname]
  } catch {
    return []
  }
}

/**
 * Rich text safe to put in a page: only allowed tags, attributes and URL schemes, video
 * frames only from allowed hosts, plain URLs and e-mail addresses made links. If the
 * sanitiser fails, the raw text is shown as plain text.
 */
export function sanitiseRichText(html: string | null | undefined): string {
  if (!html) return ''
  try {
    return sanitiseHtml(html, siteHosts())
  } catch (error) {
    logger.warn({ err: String(error) }, 'Rich text sanitiser failed; showing plain text')
    return escapeHtml(html)
  }
}

type ImageInText = { contentKey?: string; altText?: string; width?: number | null; height?: number | null }

/**
 * An image of the library inside rich text: from the site's own image address (as every
 * other image is served), with its alternative text. Payload's converter would use the
 * file's admin address and an `alt` field our images do not have.
 */
const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: ({ node }) => {
    const image = node.value as ImageInText | number | null
    if (!image || typeof image !== 'object' || !image.contentKey) return ''
    const alt = (node.fields as { alt?: string } | null)?.alt || image.altText || ''
    const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : ''
    return `<img src="${escapeHtml(mediaDeliveryUrl(image.contentKey))}" alt="${escapeHtml(alt)}"${size}>`
  },
})

/** Lexical rich text from the CMS as sanitised HTML. */
export function richTextToHtml(data: unknown): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  let html: string
  try {
    html = convertLexicalToHTML({ data: data as SerializedEditorState, disableContainer: true, converters })
  } catch (error) {
    logger.warn({ err: String(error) }, 'Rich text conversion failed')
    return ''
  }
  return sanitiseRichText(html)
}
