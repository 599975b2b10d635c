/**
 * Before the site builds or starts: applies the committed migrations of the configured
 * database, then seeds it if it is empty (SEED_ON_START=false turns that off, but the
 * first administrator is always created).
 * Prints one line `prepare-database: {"seeded":…,"siteId":…}` for the build and start scripts.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { env } from '@/config/env'
import { committedMigrations, withMigrationLock } from '@/database'

import { seed, seedAdmin } from '@/seed'
import { countSearchEntries, rebuildSearchIndex } from '@/server/search-index'
import { isEmptySite } from '@/seed/is-empty'
import { printAdminPassword } from '@/seed/print-admin-password'

const payload = await getPayload({ config })
const seeded = await withMigrationLock(payload, async () => {
  await payload.db.migrate({ migrations: committedMigrations(env().databaseKind) })
  let seededNow = false
  if (env().seedOnStart && (await isEmptySite(payload))) {
    const report = await seed(payload, (message) => payload.logger.info(message))
    printAdminPassword(report)
    seededNow = report.created.length > 0
  } else {
    // Even without content, the first administrator exists before the server starts, so
    // the admin's open first-user registration is never reachable.
    printAdminPassword(await seedAdmin(payload))
  }
  // The search index is derived data: rebuilt when empty (a new migration, a restore).
  if ((await countSearchEntries(payload)) === 0) await rebuildSearchIndex(payload)
  return seededNow
})

// Identifies the database the site's caches were filled from (see scripts/start.mjs).
const { siteId } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
process.stdout.write(`prepare-database: ${JSON.stringify({ seeded, siteId: siteId ?? null })}\n`)
process.exit(0)
