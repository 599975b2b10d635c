// The reference admin (issue 48's anchor): Payload's admin as it comes
// (bench/reference-admin), filled with the site's own pages and news, built and served
// with `next start`, and timed by bench/admin-timings.mjs in the same run as ours.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { waitForPage } from './reference-page.mjs'

const NEXT_BIN = 'node_modules/next/dist/bin/next'
/** Rich text the stock editor reads: the site's own nodes (internal links, images) become plain text. */
const PLAIN_NODES = new Set(['root', 'paragraph', 'heading', 'text', 'list', 'listitem', 'quote', 'linebreak', 'tab'])

function plainRichText(node) {
  if (!node || typeof node !== 'object') return node
  if (node.root) return { root: plainRichText(node.root) }
  if (!PLAIN_NODES.has(node.type)) {
    const text = JSON.stringify(node)
      .match(/"text":"((?:[^"\\]|\\.)*)"/g)
      ?.map((part) => JSON.parse(`{${part}}`).text)
    return { type: 'text', text: (text ?? []).join(' '), format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
  }
  return Array.isArray(node.children) ? { ...node, children: node.children.map(plainRichText) } : node
}

/** Every rich text value inside `value` (a page's body, a block's text) in the stock editor's nodes. */
function plainRichTextIn(value) {
  if (Array.isArray(value)) return value.map(plainRichTextIn)
  if (!value || typeof value !== 'object') return value
  if (value.root) return plainRichText(value)
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainRichTextIn(inner)]))
}

/**
 * The site's page content model as the reference holds it (bench/reference-admin/export-model.ts),
 * written to `file`.
 */
export function exportContentModel(root, file) {
  const made = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/run-ts.mjs'), 'bench/reference-admin/export-model.ts', file],
    { cwd: root, encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`the content model was not exported:\n${made.stdout}${made.stderr}`)
}

/** The site's pages, news and images as the bench's administrator reads them, with their version counts. */
export async function exportSiteContent(siteUrl, headers, modelFile) {
  const read = async (address) => {
    const response = await fetch(`${siteUrl}/api/${address}`, { headers })
    if (!response.ok) throw new Error(`${address}: ${response.status}`)
    return response.json()
  }
  const versionsOf = async (collection, id) =>
    (await read(`${collection}/versions?limit=1&depth=0&where[parent][equals]=${id}`)).totalDocs
  const model = JSON.parse(readFileSync(modelFile, 'utf8'))
  // Names at the page's top level: a row or collapsible has none of its own.
  const namesIn = (fields) => fields.flatMap((field) => (field.name ? [field.name] : namesIn(field.fields ?? [])))
  const pageFieldNames = new Set(namesIn(model.pageFields))
  const pages = []
  for (const page of (await read('named-pages?limit=0&depth=0&draft=true')).docs)
    pages.push({
      // The fields the reference has (an editor's view of the page), rich text in its stock nodes.
      ...Object.fromEntries(
        Object.entries(page)
          .filter(([name]) => pageFieldNames.has(name))
          .map(([name, value]) => [name, plainRichTextIn(value)]),
      ),
      versions: await versionsOf('named-pages', page.id),
    })
  // The images the pages show, with their files, in the order of their ids (the pages refer to them by id).
  const media = []
  for (const image of (await read('media?limit=0&depth=0&sort=id')).docs) {
    const file = await fetch(new URL(image.url, siteUrl), { headers })
    if (!file.ok) throw new Error(`media ${image.id}: ${file.status}`)
    media.push({
      id: image.id,
      alt: image.alt ?? '',
      filename: image.filename,
      mimeType: image.mimeType,
      data: Buffer.from(await file.arrayBuffer()).toString('base64'),
    })
  }
  const news = []
  for (const item of (await read('carousel-items?limit=0&depth=0&draft=true')).docs)
    news.push({
      title: item.title,
      type: item.type,
      publishDate: item.publishDate,
      meta: item.meta,
      caption: item.caption ? plainRichText(item.caption) : undefined,
      versions: await versionsOf('carousel-items', item.id),
    })
  return { pages, news, media }
}

/** Builds the reference admin, fills its database with `content` and serves it on `port`. */
export async function startReferenceAdmin({ root, port, content, modelFile, editor }) {
  const projectDir = path.join(root, 'bench/reference-admin')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reference-admin-'))
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    REFERENCE_DATABASE_URI: `file:${path.join(dataDir, 'payload.db')}`,
    REFERENCE_MODEL: modelFile,
  }
  const contentFile = path.join(dataDir, 'content.json')
  writeFileSync(contentFile, JSON.stringify({ ...content, editor }))
  const prepared = spawnSync(process.execPath, [path.join(projectDir, 'prepare.mjs'), contentFile], {
    cwd: root,
    env: { ...env, NODE_ENV: 'development' },
    encoding: 'utf8',
  })
  if (prepared.status !== 0)
    throw new Error(`the reference admin was not filled:\n${prepared.stdout}${prepared.stderr}`)
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build', projectDir], { cwd: root, env, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`the reference admin did not build:\n${build.stdout}${build.stderr}`)
  const server = spawn(process.execPath, [NEXT_BIN, 'start', projectDir, '--port', String(port)], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForPage(`${url}/admin/login`, server, 60_000)
  } catch (error) {
    server.kill()
    throw error
  }
  return {
    url,
    stop: async () => {
      server.kill()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
