// `npm run restore -- --from <folder> [--replace]`: puts a backup back into the configured
// set-up (DATA_DIR, DATABASE_URI). Stop the site first; start it again afterwards.
import path from 'node:path'
import { parseArgs } from 'node:util'

import { env } from '../src/config/env.ts'
import { OperatorError, restore } from '../src/operations/backup.ts'

const { values } = parseArgs({ options: { from: { type: 'string' }, replace: { type: 'boolean', default: false } } })
if (!values.from) {
  console.error('Usage: npm run restore -- --from <backup folder> [--replace]')
  process.exit(2)
}
try {
  const folder = path.resolve(values.from)
  const manifest = await restore(env(), folder, { replace: values.replace })
  console.log(`Restored the backup of ${manifest.createdAt} from ${folder}. Start the site to serve it.`)
} catch (error) {
  if (!(error instanceof OperatorError)) throw error
  console.error(error.message)
  process.exit(2)
}
