#!/usr/bin/env node
// `npm run expire-caches`: after restoring a backup, expires every cached page and data
// entry (Redis included) and purges the HTTP caches, through the running instance's
// /internal/revalidate. PORT says which instance (3000).
import './load-env.mjs'

const { env } = await import('../src/config/env.ts')
const { INTERNAL_TOKEN_HEADER, internalToken } = await import('../src/config/internal-token.ts')

const url = `http://127.0.0.1:${env().port}/internal/revalidate`
const response = await fetch(url, {
  method: 'POST',
  headers: { [INTERNAL_TOKEN_HEADER]: internalToken('revalidate-all') },
})
if (!response.ok) {
  console.error(`${url} answered ${response.status}: ${await response.text()}`)
  process.exit(1)
}
console.log('Expired every cached page and data entry; the HTTP caches in front were purged.')
