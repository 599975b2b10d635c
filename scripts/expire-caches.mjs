#!/usr/bin/env node
// `npm run expire-caches`: after restoring a backup, expires every cached page and data
// entry (Redis included) and purges the HTTP caches, through the running instance's
// /internal/revalidate. PORT says which instance (3000).
import './load-env.mjs'

const { env } = await import('../src/config/env.ts')
const { INTERNAL_TOKEN_HEADER, internalToken } = await import('../src/config/internal-token.ts')

const url = `http://127.0.0.1:${env().port}/internal/revalidate`
const expire = () =>
  fetch(url, { method: 'POST', headers: { [INTERNAL_TOKEN_HEADER]: internalToken('revalidate-all') } })
// A cache in front that refuses the purge (502) may not know this replica's new address
// yet, right after a restore's start: asked again for up to a minute.
const started = Date.now()
let response = await expire()
while (response.status === 502 && Date.now() - started < 60_000) {
  console.error((await response.json()).message)
  await new Promise((resolve) => setTimeout(resolve, 3000))
  response = await expire()
}
if (!response.ok) {
  console.error(`${url} answered ${response.status}: ${await response.text()}`)
  process.exit(1)
}
console.log('Expired every cached page and data entry; the HTTP caches in front were purged.')
