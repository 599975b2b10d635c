import 'server-only'

import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { env } from '@/config/env'
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

/** Lexical rich text from the CMS as sanitised HTML. */
export function richTextToHtml(data: unknown): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  let html: string
  try {
    html = convertLexicalToHTML({ data: data as SerializedEditorState, disableContainer: true })
  } catch (error) {
    logger.warn({ err: String(error) }, 'Rich text conversion failed')
    return ''
  }
  return sanitiseRichText(html)
}
