import { z } from 'zod'

import { clientKey, consume, rateLimiter } from '@/server/rate-limit'
import { logger } from '@/server/log'

export const dynamic = 'force-dynamic'

const MAX_REPORT_BYTES = 16 * 1024

/** The fields we log, from either report format (report-uri's csp-report, or Reporting API). */
const violation = z
  .object({
    'document-uri': z.string().max(2000).optional(),
    documentURL: z.string().max(2000).optional(),
    'violated-directive': z.string().max(200).optional(),
    effectiveDirective: z.string().max(200).optional(),
    'blocked-uri': z.string().max(2000).optional(),
    blockedURL: z.string().max(2000).optional(),
    'source-file': z.string().max(2000).optional(),
    sourceFile: z.string().max(2000).optional(),
    'line-number': z.number().optional(),
    lineNumber: z.number().optional(),
  })
  .loose()
const legacyReport = z.object({ 'csp-report': violation })
const reportingApi = z.array(z.object({ type: z.string(), body: violation }).loose()).max(20)

/**
 * Collects Content-Security-Policy violation reports from browsers and logs them, at
 * most 30 a minute per client so a flood cannot fill the logs. Always answers 204 to a
 * well-formed report.
 */
export async function POST(request: Request) {
  if (await consume(rateLimiter('csp-report', 30, 60), clientKey(request.headers))) {
    return new Response(null, { status: 429 })
  }
  const text = await request.text()
  if (text.length > MAX_REPORT_BYTES) return Response.json({ message: 'Report too large.' }, { status: 413 })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return Response.json({ message: 'A report is a JSON document.' }, { status: 400 })
  }
  const legacy = legacyReport.safeParse(body)
  const modern = reportingApi.safeParse(body)
  const reports = legacy.success ? [legacy.data['csp-report']] : modern.success ? modern.data.map((r) => r.body) : null
  if (!reports) return Response.json({ message: 'Not a CSP violation report.' }, { status: 400 })
  for (const report of reports) {
    logger.warn(
      {
        document: report['document-uri'] ?? report.documentURL,
        directive: report['violated-directive'] ?? report.effectiveDirective,
        blocked: report['blocked-uri'] ?? report.blockedURL,
        source: report['source-file'] ?? report.sourceFile,
        line: report['line-number'] ?? report.lineNumber,
      },
      'CSP violation',
    )
  }
  return new Response(null, { status: 204 })
}
