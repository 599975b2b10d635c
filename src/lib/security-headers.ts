/**
 * The response headers of every page and API (ADR 0007). Pure: the response security rule
 * (src/lib/response-security.ts) supplies the nonce and what it knows of the request.
 */
import { createHash } from 'node:crypto'

import { HIDE_DISMISSED_BANNERS_SCRIPT } from './announcements'
import { VIDEO_PROVIDER_HOSTS } from './video'

export const CSP_REPORT_PATH = '/csp-report'

/** Our one inline script is a constant: allowed by its hash, on cached and dynamic pages alike. */
const BANNER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HIDE_DISMISSED_BANNERS_SCRIPT).digest('base64')}'`

export type PolicyOptions = {
  nonce: string
  /** Draft preview is shown inside the admin's live-preview frame; nothing else may frame us. */
  allowSameOriginFraming: boolean
  https: boolean
}

/** The directives that are the same for every response, joined once. */
const FIXED_DIRECTIVES = [
  `default-src 'self'`,
  // Inline style attributes (image focal points, section layout) are data, not code.
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data: blob:`,
  `font-src 'self'`,
  `media-src 'self' blob:`,
  `connect-src 'self'`,
  `frame-src 'self' ${VIDEO_PROVIDER_HOSTS.map((host) => `https://${host}`).join(' ')}`,
  `worker-src 'self' blob:`,
  `object-src 'none'`,
  `base-uri 'self'`,
  `form-action 'self'`,
  `report-uri ${CSP_REPORT_PATH}`,
  'report-to csp',
].join('; ')

export function contentSecurityPolicy({ nonce, allowSameOriginFraming, https }: PolicyOptions): string {
  const directives = [
    // 'strict-dynamic': scripts Next loads from a nonced script run; injected markup never does.
    `script-src 'self' 'nonce-${nonce}' ${BANNER_SCRIPT_HASH} 'strict-dynamic'`,
    `frame-ancestors ${allowSameOriginFraming ? "'self'" : "'none'"}`,
    FIXED_DIRECTIVES,
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Uploaded files: never scripts, never framed, never sniffed into HTML. */
export const UPLOADED_FILE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; sandbox; frame-ancestors 'none'"

export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
  }
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
