// `npm run backup [-- --to <folder>]`: the database, media and generated secret in a new
// folder (default: DATA_DIR/backups/<time>). Exit 0 with a summary, 2 with the reason.
import path from 'node:path'
import { parseArgs } from 'node:util'

import { env } from '../src/config/env.ts'
import { backUp, OperatorError } from '../src/operations/backup.ts'

const settings = env()
const { values } = parseArgs({ options: { to: { type: 'string' } } })
const folder = path.resolve(
  values.to ?? path.join(settings.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')),
)
try {
  const manifest = await backUp(settings, folder)
  const media =
    'inS3' in manifest.media
      ? `media in S3 bucket ${manifest.media.inS3} (back it up there)`
      : `${manifest.media.files} media files`
  console.log(
    `Backed up to ${folder}: ${manifest.database.kind} database (${manifest.database.bytes} bytes), ${media}${manifest.secret ? ', the generated secret' : ''}.`,
  )
} catch (error) {
  if (!(error instanceof OperatorError)) throw error
  console.error(error.message)
  process.exit(2)
}
