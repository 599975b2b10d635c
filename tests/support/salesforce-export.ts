/**
 * Salesforce CMS exports as the platform writes them, in both workspace layouts, and
 * hostile variants of them, built as real zip files for the import tests.
 */
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'

import sharp from 'sharp'
import { ZipFile } from 'yazl'

export type ZipEntry = { name: string; body: Buffer | string; mode?: number; compress?: boolean }

/** A zip of the given files, as bytes. */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new ZipFile()
  for (const entry of entries) {
    zip.addBuffer(Buffer.from(entry.body), entry.name, {
      ...(entry.mode !== undefined && { mode: entry.mode }),
      compress: entry.compress ?? true,
    })
  }
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Renames a file inside zip bytes (same length): how names yazl refuses to write get in. */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('Names must have the same length')
  const out = Buffer.from(zip)
  const needle = Buffer.from(from)
  let at = out.indexOf(needle)
  while (at >= 0) {
    out.write(to, at)
    at = out.indexOf(needle, at + needle.length)
  }
  return out
}

export function writeZip(file: string, bytes: Buffer): string {
  writeFileSync(file, bytes)
  return file
}

/** A content key as Salesforce makes them: MC and 26 capitals and digits. */
export const contentKey = () =>
  `MC${randomBytes(20)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padEnd(26, '7')
    .slice(0, 26)}`
/** An 18-character managed-content id. */
export const managedContentId = () =>
  `20Y${randomBytes(16)
    .toString('hex')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 15)}`

export async function png(width: number, height: number, colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

export type ExportItem = {
  contentKey: string
  managedContentId: string
  type: string
  urlName: string
  title: string
  /** Classic: the `body`; enhanced: the `contentBody`. */
  body: Record<string, unknown>
  /** Files of the item (enhanced: in its folder; classic: in the media zip). */
  files?: Record<string, Buffer>
}

/** A classic-workspace export: the content zip and the media zip, inside one zip. */
export async function classicExport(items: ExportItem[], job = '0Fh000000000001'): Promise<Buffer> {
  const content = JSON.stringify({
    content: items.map((item) => ({
      contentKey: item.contentKey,
      managedContentId: item.managedContentId,
      type: item.type,
      urlName: item.urlName,
      body: { title: item.title, ...item.body },
    })),
  })
  const media = items.flatMap((item) => Object.entries(item.files ?? {}).map(([name, body]) => ({ name, body })))
  return zipOf([
    { name: `1-media-content-${job}.zip`, body: await zipOf(media), compress: false },
    { name: `2-content-${job}.zip`, body: await zipOf([{ name: 'content.json', body: content }]), compress: false },
  ])
}

/** An enhanced-workspace export: a folder per content key with _meta.json and content.json. */
export async function enhancedExport(items: ExportItem[]): Promise<Buffer> {
  return zipOf(
    items.flatMap((item) => [
      {
        name: `${item.contentKey}/_meta.json`,
        body: JSON.stringify({
          contentKey: item.contentKey,
          managedContentId: item.managedContentId,
          type: item.type,
          urlName: item.urlName,
        }),
      },
      {
        name: `${item.contentKey}/content.json`,
        body: JSON.stringify({ type: item.type, title: item.title, contentBody: item.body }),
      },
      ...Object.entries(item.files ?? {}).map(([name, body]) => ({ name: `${item.contentKey}/${name}`, body })),
    ]),
  )
}

/** A classic `cms_image` with its file: alternative text, and a plain PNG named after it. */
export async function imageItem(
  urlName: string,
  altText: string,
  identity = { key: contentKey(), id: managedContentId() },
): Promise<ExportItem> {
  return {
    contentKey: identity.key,
    managedContentId: identity.id,
    type: 'cms_image',
    urlName,
    title: urlName,
    body: { altText, source: { url: `${urlName}.png` } },
    files: { [`${urlName}.png`]: await png(48, 32, { r: 30, g: 60, b: 90 }) },
  }
}

/** A classic `news` item: its excerpt and body as HTML, and the fields given. */
export function newsItem(
  urlName: string,
  title: string,
  body: Record<string, unknown> & { excerpt?: string; body?: string } = {},
  identity = { key: contentKey(), id: managedContentId() },
): ExportItem {
  return {
    contentKey: identity.key,
    managedContentId: identity.id,
    type: 'news',
    urlName,
    title,
    body: { excerpt: `<p>${title}.</p>`, body: '<p>Text.</p>', ...body },
  }
}
