/**
 * The site's allow-list for rich text: tags, attributes and URL schemes, video frames only
 * from allowed hosts. Pages apply it as they render (src/server/rich-text.ts); the content
 * import applies it to what it brings in.
 */
import { LinkifyIt } from 'linkify-it'
import sanitizeHtml from 'sanitize-html'

import { escapeHtml } from './escape-html'
import { isAllowedVideoFrame } from './video'

/** URL schemes the spec allows in rich text. */
const ALLOWED_URL_SCHEMES = [
  'ftp',
  'ftps',
  'http',
  'https',
  'mailto',
  'tel',
  'callto',
  'cid',
  'xmpp',
  'ciscotel',
  'navision',
]

const linkify = new LinkifyIt()
/**
 * Control characters inside a URL can hide its scheme from the allow-list check
 * (java\0script:); they are removed before the check runs.
 */
function withoutControlCharacters(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const cleaned: sanitizeHtml.Attributes = {}
  // eslint-disable-next-line no-control-regex
  for (const [name, value] of Object.entries(attribs)) cleaned[name] = value.replace(/[\u0000-\u001F\u007F]/g, '')
  return cleaned
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'hr',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'iframe',
]

const sanitiseOptions = (siteHosts: string[]): sanitizeHtml.IOptions => ({
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ALLOWED_URL_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedVideoFrame(frame.attribs.src ?? '', siteHosts),
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: withoutControlCharacters(attribs) }),
    iframe: (tagName, attribs) => ({ tagName, attribs: withoutControlCharacters(attribs) }),
    a: (tagName, attribs) => {
      const clean = withoutControlCharacters(attribs)
      const external = /^https?:/i.test(clean.href ?? '')
      const { target: _target, rel: _rel, ...rest } = clean
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      }
    },
  },
})

/** Turns plain URLs and e-mail addresses in text (outside links) into links. */
export function linkifyHtml(html: string): string {
  let insideLink = 0
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) insideLink++
        else if (/^<\/a>/i.test(part)) insideLink = Math.max(0, insideLink - 1)
        return part
      }
      if (insideLink || !part) return part
      const matches = linkify.match(part)
      if (!matches) return part
      let out = ''
      let last = 0
      for (const match of matches) {
        out += part.slice(last, match.index)
        const isEmail = match.schema === 'mailto:'
        const href = isEmail ? match.url : match.url.replace(/^\/\//, 'https://')
        out += isEmail
          ? `<a href="${escapeHtml(href)}">${match.text}</a>`
          : `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${match.text}</a>`
        last = match.lastIndex
      }
      return out + part.slice(last)
    })
    .join('')
}

/** HTML cut down to the allow-list, plain URLs and e-mail addresses made links; throws if the sanitiser fails. */
export function sanitiseHtml(html: string, siteHosts: string[]): string {
  return linkifyHtml(sanitizeHtml(html, sanitiseOptions(siteHosts)))
}
