/** `npm run seed`: applies migrations, then creates whatever seeded content is missing. */
import { getPayload } from 'payload'

import config from '@payload-config'

import { env } from '@/config/env'
import { committedMigrations } from '@/database'

import { seed } from './index'
import { printAdminPassword } from './print-admin-password'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: committedMigrations(env().databaseKind) })
const report = await seed(payload, (message) => payload.logger.info(message))
printAdminPassword(report)
process.exit(0)
