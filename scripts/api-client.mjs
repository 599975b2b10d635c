#!/usr/bin/env node
// Plays an outside client of the site's APIs: calls every endpoint once and prints
// what came back. Usage: node scripts/api-client.mjs [baseUrl] [--site-id 0DM…] [--channel-id 0ap…]
// (default http://localhost:3000; the ids, shown in the admin's site settings, enable the
// content-delivery calls).
import { parseArgs } from 'node:util'

const { values: ids, positionals } = parseArgs({
  options: { 'site-id': { type: 'string' }, 'channel-id': { type: 'string' } },
  allowPositionals: true,
})
const base = (positionals[0] ?? 'http://localhost:3000').replace(/\/$/, '')

async function call(label, path, init) {
  const started = performance.now()
  const response = await fetch(`${base}${path}`, init)
  const type = response.headers.get('content-type') ?? ''
  const body = type.includes('json') ? await response.json() : await response.arrayBuffer()
  const ms = Math.round(performance.now() - started)
  let summary
  if (body instanceof ArrayBuffer) summary = `${type}, ${body.byteLength} bytes`
  else if (Array.isArray(body))
    summary = `${body.length} item(s)${body[0] ? `, first: ${JSON.stringify(body[0]).slice(0, 90)}` : ''}`
  else if (body.carouselItems)
    summary = `sectionTitle "${body.sectionTitle}", ${body.carouselItems.length} item(s): ${body.carouselItems
      .slice(0, 3)
      .map((item) => item.title)
      .join(' | ')}`
  else if (body.contents) summary = `${body.contents.length} of ${body.total} content item(s)`
  else summary = JSON.stringify(body).slice(0, 140)
  console.log(
    `${String(response.status).padEnd(4)} ${label.padEnd(44)} ${String(ms).padStart(4)} ms  ${response.headers.get('cache-control') ?? ''}\n     ${summary}`,
  )
  return body
}

const apex = (controller, method, params) =>
  `/lwr/apex/v64.0/${controller}/${method}?methodParams=${encodeURIComponent(JSON.stringify(params))}`

const docs = await call('OpenAPI document', '/api-docs')
console.log(`     ${Object.keys(docs.paths).length} paths described\n`)

const news = await call(
  'getNews (GET)',
  apex('HCS_CarouselController', 'getNews', { pSite: 'Hybrid Cloud', pProductAlias: '' }),
)
await call('getNews (POST)', '/lwr/apex/v64.0/HCS_CarouselController/getNews', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-SFDC-Allow-Continuation': 'true' },
  body: JSON.stringify({ pSite: 'Hybrid Cloud', pProductAlias: '' }),
})
await call('getUpcomingEvents', apex('HCS_CarouselController', 'getUpcomingEvents', { pSite: 'Hybrid Cloud' }))
await call('getBiographies', apex('HCS_CarouselController', 'getBiographies', { pProductAlias: '' }))
await call('getVideos', apex('HCS_CarouselController', 'getVideos', { pProductAlias: '' }))
await call('getProcesses', apex('HCS_CarouselController', 'getProcesses', { pProductAlias: '', pSite: 'Hybrid Cloud' }))
await call('getActiveBanners', apex('HCS_AnnouncementController', 'getActiveBanners', {}))
await call('unknown method (404 expected)', apex('HCS_CarouselController', 'getSecrets', {}))
await call('wrong type (400 expected)', apex('HCS_CarouselController', 'getNews', { pSite: 7 }))

// The site and channel ids are not secret: the content API needs them; find one image first.
const media = await call(
  'content list without a site id (400)',
  '/services/data/v64.0/connect/sites/%20/cms/delivery/contents',
)
void media
const html = await (await fetch(`${base}/`)).text()
const contentKey = html.match(/\/cms\/delivery\/media\/(MC[A-Z0-9]{26})/)?.[1]
const siteId = ids['site-id']
const channelId = ids['channel-id']
if (contentKey) await call('media by content key (width 320)', `/cms/delivery/media/${contentKey}?width=320`)
if (siteId && contentKey) {
  await call(
    'content (site form)',
    `/services/data/v64.0/connect/sites/${siteId}/cms/delivery/contents/${contentKey}?includeContentBody=true`,
  )
  await call(
    'content list (site form)',
    `/services/data/v64.0/connect/sites/${siteId}/cms/delivery/contents?pageSize=5`,
  )
  const record = news.carouselItems?.[0]?.id
  if (record)
    await call(
      'search properties',
      `/services/data/v64.0/connect/communities/${siteId}/seo/properties/${record}?fields=Title,Description`,
    )
} else {
  console.log(
    '\n(Set SITE_ID=0DM... [and CHANNEL_ID=0ap...] from the admin’s site settings to call the content and search APIs.)',
  )
}
if (channelId && contentKey) {
  await call(
    'content (channel form)',
    `/services/data/v64.0/connect/cms/delivery/channels/${channelId}/contents/${contentKey}`,
  )
}
await call('current visitor', '/session/current-user')
