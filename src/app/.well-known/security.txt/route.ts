import { env } from '@/config/env'

export const dynamic = 'force-dynamic'

const HALF_YEAR_MS = 182 * 24 * 60 * 60 * 1000

/** RFC 9116 contact details for security researchers; Expires always half a year ahead. */
export function GET() {
  const { siteUrl, securityContact } = env()
  const lines = [
    `Contact: ${securityContact}`,
    `Expires: ${new Date(Date.now() + HALF_YEAR_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Policy: ${siteUrl}/vulnerability-disclosure`,
    'Preferred-Languages: en',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
  ]
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
