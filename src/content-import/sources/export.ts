/**
 * A Salesforce CMS export ("Export content"), in either layout:
 * - classic workspaces: JSON files `{"content":[{contentKey, type, urlName, body}]}`;
 * - enhanced workspaces: a folder per content key with `_meta.json` and `content.json`.
 * Media come in a zip of their own beside the content zip. `--from` takes one zip (content,
 * or both zips inside one), or the folder that holds them (zipped or unpacked).
 */
import { lstat, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { createReadStream } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { ImportError, type ContentSource, type FieldValue, type SourceItem, type SourceProblem } from './source'
import { DEFAULT_ZIP_LIMITS, openZip, type ZipArchive, type ZipLimits } from './zip'

type Json = Record<string, unknown>
type Located = { archive: ZipArchive; file: string }

/** The unpacked files of a folder, read like an archive; links are refused as in a zip. */
async function openFolder(root: string, limits: ZipLimits): Promise<ZipArchive> {
  const files = new Map<string, { full: string; size: number }>()
  let total = 0
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name
      const full = path.join(root, name)
      const info = await lstat(full)
      if (info.isSymbolicLink()) {
        throw new ImportError(
          `${root} was refused: it holds a symbolic link (${name}), which could point anywhere`,
          true,
        )
      }
      if (info.isDirectory()) await walk(name)
      else if (info.isFile()) {
        total += info.size
        if (total > limits.maxTotalBytes) {
          throw new ImportError(`${root} was refused: its files come to more than the limit of one import`, true)
        }
        files.set(name, { full, size: info.size })
        if (files.size > limits.maxEntries) {
          throw new ImportError(`${root} was refused: it holds more than ${limits.maxEntries} files`, true)
        }
      }
    }
  }
  await walk('')
  const fileOf = (name: string) => {
    const file = files.get(name)
    if (!file) throw new ImportError(`${root} has no file ${name}`)
    return file
  }
  return {
    name: root,
    files: [...files.keys()].sort(),
    has: (name) => files.has(name),
    size: (name) => fileOf(name).size,
    open: async (name) => createReadStream(fileOf(name).full) as Readable,
    async read(name, maxBytes) {
      if (fileOf(name).size > maxBytes)
        throw new ImportError(`${name} is larger than ${Math.round(maxBytes / 1024 ** 2)} MB`)
      return readFile(fileOf(name).full)
    },
    async extract() {
      throw new ImportError('A folder is read in place')
    },
    close: () => {},
  }
}

const isZip = (name: string) => /\.zip$/i.test(name)
const isMediaZip = (name: string) => /(^|\/)\d+-media-content[^/]*\.zip$/i.test(name)
const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1)

/** Parses a JSON file of the export; a file that is not JSON makes the export unusable. */
async function readJson(located: Located, limits: ZipLimits): Promise<unknown> {
  const { archive, file } = located
  if (archive.size(file) > limits.maxJsonBytes) {
    throw new ImportError(
      `${archive.name} was refused: ${file} is larger than ${Math.round(limits.maxJsonBytes / 1024 ** 2)} MB of JSON`,
      true,
    )
  }
  const text = (await archive.read(file, limits.maxJsonBytes)).toString('utf8')
  try {
    return JSON.parse(text)
  } catch {
    throw new ImportError(`${archive.name} was refused: ${file} is not JSON`, true)
  }
}

const asObject = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null
const asText = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined)

/**
 * A field of an item in the importer's terms: image references and media files in every
 * form the two layouts use, other values as they are. Objects of no known form are left out.
 */
export function normaliseValue(value: unknown): FieldValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value
  }
  if (Array.isArray(value)) {
    return value.map(normaliseValue).filter((one): one is FieldValue => one !== undefined)
  }
  const object = asObject(value)
  if (!object) return undefined
  // Classic: {ref: "<contentKey>"}; enhanced: {source: {type: "imageReference", ref: {contentKey}}}.
  if (typeof object.ref === 'string' && !object.type) return { kind: 'image-reference', contentKey: object.ref }
  const source = asObject(object.source)
  if (source?.type === 'imageReference') {
    const ref = asObject(source.ref)
    const contentKey = asText(ref?.contentKey) ?? asText(source.ref)
    if (contentKey) return { kind: 'image-reference', contentKey, altText: asText(object.altText) }
  }
  // A media file: {type: "file", ref} or {type: "url", url}, as such or under `source`.
  const media = source && (source.type === 'file' || source.type === 'url') ? source : object
  if (media.type === 'file' && asText(media.ref)) {
    return {
      kind: 'media-source',
      file: asText(media.ref),
      mimeType: asText(media.mimeType),
      fileName: asText(media.fileName),
    }
  }
  if (media.type === 'url' && asText(media.url ?? media.ref)) {
    return { kind: 'media-source', url: asText(media.url ?? media.ref) }
  }
  // Classic image body: source {url} names a file of the media zip or an address.
  const url = asText(source?.url) ?? asText(object.url)
  if (url) return /^https?:\/\//i.test(url) ? { kind: 'media-source', url } : { kind: 'media-source', file: url }
  // Enhanced image body: {"sfdc_cms:media": {source: {...}, url}} handled by its key below.
  return undefined
}

function normaliseFields(body: Json): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {}
  for (const [name, value] of Object.entries(body)) {
    const normal = normaliseValue(value)
    if (normal !== undefined) fields[name === 'sfdc_cms:media' ? 'source' : name] = normal
  }
  return fields
}

export type ExportOptions = { limits?: ZipLimits; scratchDir?: string }

export async function openExportSource(from: string, options: ExportOptions = {}): Promise<ContentSource> {
  const limits = options.limits ?? DEFAULT_ZIP_LIMITS
  let info
  try {
    info = await stat(from)
  } catch {
    throw new ImportError(`${from} does not exist`, true)
  }
  const scratch = await mkdtemp(path.join(options.scratchDir ?? tmpdir(), 'hcs-import-'))
  const archives: ZipArchive[] = []
  const closeAll = async () => {
    for (const archive of archives) archive.close()
    await rm(scratch, { recursive: true, force: true })
  }
  try {
    const top = info.isDirectory() ? await openFolder(from, limits) : await openZip(from, path.basename(from), limits)
    archives.push(top)
    // Zips inside (the content and the media zip of one export) are unpacked to the scratch
    // folder first: a zip is read from its end, which a stream inside another zip has not.
    for (const [index, name] of top.files.filter(isZip).entries()) {
      let inner: ZipArchive
      if (info.isDirectory()) inner = await openZip(path.join(from, name), name, limits)
      else {
        const target = path.join(scratch, `${index}.zip`)
        await top.extract(name, target)
        inner = await openZip(target, name, limits)
      }
      archives.push(inner)
    }
  } catch (error) {
    await closeAll()
    throw error
  }

  const contentArchives = archives.filter((archive) => !isMediaZip(archive.name))
  const mediaFiles = new Map<string, Located>()
  const byBaseName = new Map<string, Located | null>()
  for (const archive of archives) {
    for (const file of archive.files) {
      if (isZip(file) || /\.json$/i.test(file)) continue
      mediaFiles.set(file, { archive, file })
      const base = baseName(file)
      byBaseName.set(base, byBaseName.has(base) ? null : { archive, file })
    }
  }
  const contentFiles = contentArchives.flatMap((archive) =>
    archive.files.filter((file) => /\.json$/i.test(file)).map((file) => ({ archive, file })),
  )
  if (!contentFiles.length) {
    await closeAll()
    throw new ImportError(`${from} holds no content: no JSON file of a Salesforce CMS export was found`, true)
  }

  async function* items(): AsyncIterable<SourceItem | { problem: SourceProblem }> {
    for (const located of contentFiles) {
      const name = baseName(located.file)
      if (name === 'content.json' && located.archive.has(located.file.replace(/content\.json$/, '_meta.json'))) {
        yield await enhancedItem(located)
        continue
      }
      if (name === '_meta.json') continue
      const parsed = asObject(await readJson(located, limits))
      if (!parsed || !Array.isArray(parsed.content)) continue // other JSON of the export (its manifest)
      for (const raw of parsed.content) yield classicItem(raw, located.file)
    }
  }

  function classicItem(raw: unknown, file: string): SourceItem | { problem: SourceProblem } {
    const item = asObject(raw)
    const key = asText(item?.contentKey)
    const type = asText(item?.type)
    if (!item || !key || !type) {
      return { problem: { key: key ?? `(an item in ${file})`, type, reason: 'It has no content key or no type.' } }
    }
    const body = asObject(item.body) ?? {}
    return {
      origin: 'cms',
      type,
      key,
      managedContentId: asText(item.managedContentId) ?? asText(item.id),
      urlName: asText(item.urlName),
      title: asText(body.title) ?? asText(item.title),
      fields: normaliseFields(body),
    }
  }

  async function enhancedItem(located: Located): Promise<SourceItem | { problem: SourceProblem }> {
    const folder = located.file.slice(0, -'content.json'.length)
    const meta = asObject(await readJson({ archive: located.archive, file: `${folder}_meta.json` }, limits)) ?? {}
    const content = asObject(await readJson(located, limits)) ?? {}
    const key = asText(meta.contentKey) ?? baseName(folder.replace(/\/$/, ''))
    const type = asText(content.type) ?? asText(meta.type) ?? asText(meta.contentType)
    if (!key || !type) return { problem: { key: key || folder, reason: 'It has no content key or no type.' } }
    const fields = normaliseFields(asObject(content.contentBody) ?? {})
    // A file named by an item is looked for in its own folder first.
    for (const value of Object.values(fields)) {
      if (value && typeof value === 'object' && !Array.isArray(value) && value.kind === 'media-source' && value.file) {
        const own = `${folder}${value.file}`
        if (located.archive.has(own)) mediaFiles.set(own, { archive: located.archive, file: own })
        if (located.archive.has(own)) value.file = own
      }
    }
    return {
      origin: 'cms',
      type,
      key,
      managedContentId: asText(meta.managedContentId) ?? asText(meta.id),
      urlName: asText(meta.urlName) ?? asText(content.urlName) ?? asText(meta.apiName),
      title: asText(content.title) ?? asText(meta.title),
      fields,
    }
  }

  return {
    description: `export ${from}`,
    items,
    async readMedia(reference, maxBytes) {
      if (!reference.file) {
        throw new ImportError(`${reference.url} is an address on the org; import from the org to fetch it`)
      }
      const located = mediaFiles.get(reference.file) ?? byBaseName.get(baseName(reference.file))
      if (!located) throw new ImportError(`The export's media have no file ${reference.file}`)
      return located.archive.read(located.file, maxBytes)
    },
    close: closeAll,
  }
}
