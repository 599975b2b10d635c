// `npm run media:clean [-- --dry-run] [--grace-hours 24]`: removes uploaded files that no
// image or video, live or in any version, refers to (ADR 0043). Exit 0 with a summary.
import { parseArgs } from 'node:util'

import { getPayload } from 'payload'

import config from '@payload-config'

import { cleanStoredFiles } from '@/publishing'

const { values } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, 'grace-hours': { type: 'string', default: '24' } },
})
const graceHours = Number(values['grace-hours'])
if (!Number.isFinite(graceHours) || graceHours < 0) {
  console.error('--grace-hours takes a number of hours (files younger than that are kept), e.g. --grace-hours 24')
  process.exit(2)
}
const payload = await getPayload({ config })
const reports = await cleanStoredFiles(payload, { dryRun: values['dry-run'], graceMs: graceHours * 3600 * 1000 })
for (const report of reports) {
  console.log(
    `${report.collection}: ${report.referenced} files referenced, ${report.kept} kept, ${report.removed.length} ${values['dry-run'] ? 'would be removed' : 'removed'}${report.removed.length ? `: ${report.removed.join(', ')}` : ''}`,
  )
}
process.exit(0)
