// One instance's life, as its own process, for tests/shared-cache.int.test.ts: the cache
// without Redis, on a folder that outlives the process (as .next does across a restart).
// Arguments: the folder, then `store-and-expire` or `read`. Prints, as JSON, what the
// instance reads of a data entry and of a route's cached response (before and after the
// expiry when storing); null for an entry it does not serve.
import path from 'node:path'

import nodeFs from 'next/dist/server/lib/node-fs-methods.js'

import SharedCacheHandler from '../../src/runtime/cache-handler.mjs'

const [folder, step] = process.argv.slice(2)
const handler = new SharedCacheHandler({
  fs: nodeFs.nodeFs ?? nodeFs,
  serverDistDir: path.join(folder, 'server'),
  flushToDisk: true,
  maxMemoryCacheSize: 50 * 1024 * 1024,
  revalidatedTags: [],
})
const dataContext = { kind: 'FETCH', tags: ['site-settings'], softTags: [] }
const routeContext = { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false }

async function read() {
  const data = await handler.get('site-frame', dataContext)
  const route = await handler.get('/sitemap.xml', routeContext)
  return [data?.value?.data?.body ?? null, route?.value?.body?.toString() ?? null]
}

const reads = []
if (step === 'store-and-expire') {
  await handler.set(
    'site-frame',
    { kind: 'FETCH', data: { headers: {}, body: '"Old agency name"', status: 200, url: '' }, revalidate: false },
    { ...dataContext, fetchCache: true },
  )
  await handler.set(
    '/sitemap.xml',
    {
      kind: 'APP_ROUTE',
      body: Buffer.from('<urlset>old</urlset>'),
      headers: { 'x-next-cache-tags': 'site-settings' },
      status: 200,
    },
    { ...routeContext, cacheControl: { revalidate: false, expire: undefined } },
  )
  // Give the writes to disk time to finish, as a real server would have before a restart.
  await new Promise((resolve) => setTimeout(resolve, 200))
  reads.push(await read())
  await handler.revalidateTag(['site-settings'], { expire: 0 })
}
reads.push(await read())
console.log(JSON.stringify(reads))
process.exit(0)
