/**
 * The import itself, shared by `npm run import` and the admin's "Import content" view.
 * Two passes: the first reads every item and plans where it goes (so links between items
 * can point at addresses not written yet); the second writes images first, then the rest,
 * each item in a transaction of its own, matched by content key or record id so a second
 * run leaves alone what it brought before and an interrupted run picks up where it stopped.
 */
import { createHash } from 'node:crypto'

import { editorConfigFactory, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
  type Where,
} from 'payload'
import sharp from 'sharp'

import { env } from '@/config/env'
import { writtenWhole } from '@/database-sqlite-transactions'
import { recordAudit } from '@/hooks/record-audit'
import { CAROUSEL_ITEM_TYPES } from '@/lib/carousel-rules'
import { canonicalRecordId, CONTENT_KEY_SHAPE, generateRecordId } from '@/lib/record-id'
import { readDate } from '@/lib/site-time'
import { normaliseRedirectFrom, redirectProblem, type RedirectRule } from '@/lib/redirects'
import { performReview } from '@/publishing'
import { liveContentChanged } from '@/runtime/live-content'
import { CACHE_TAGS } from '@/server/cache-tags'

import type { ImportedCollection } from './fields'
import { IMAGE_FIELDS, RICH_TEXT_FIELDS, type Mapping, type TypeMapping } from './mapping'
import type { Progress } from './progress'
import { htmlToRichText, imagesIn } from './rich-text'
import {
  ImportError,
  type ContentSource,
  type FieldValue,
  type ImageReference,
  type SourceItem,
} from './sources/source'

export type Outcome = 'imported' | 'updated' | 'unchanged' | 'skipped'

export type ReportEntry = {
  key: string
  type: string
  outcome: Outcome
  reason?: string
  title?: string
  /** Where it is on this site now, and the old address that leads there. */
  address?: string
  oldAddress?: string
  notes?: string[]
}

export type ImportReport = {
  source: string
  dryRun: boolean
  publish: boolean
  startedAt: string
  finishedAt: string
  counts: Record<Outcome, number>
  items: ReportEntry[]
}

export type ImportOptions = {
  payload: Payload
  source: ContentSource
  mapping: Mapping
  /** The account the change history names (an administrator for `publish`). */
  actor: TypedUser
  dryRun?: boolean
  /** Administrators' override for the first migration: live at once, recorded as such. */
  publish?: boolean
  onProgress?: (progress: Progress) => void
  maxImageBytes?: number
}

const COLLECTION_OF: Record<TypeMapping['target'], ImportedCollection> = {
  image: 'media',
  'carousel-item': 'carousel-items',
  page: 'named-pages',
  banner: 'announcements',
}

type Plan = {
  item: SourceItem
  mapping: TypeMapping
  collection: ImportedCollection
  values: Record<string, FieldValue>
  /** The matching document here, if an earlier import (or the seed) brought it. */
  existing: Record<string, unknown> | null
  identity: { contentKey?: string; recordId?: string }
  fingerprint: string
  address?: string
  oldAddress?: string
  pagePath?: string
  entry: ReportEntry
}

const IMPORT_COMMENT = 'Brought in by the content import from Salesforce.'
const OVERRIDE_REASON = 'First migration from Salesforce (npm run import --publish).'

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)
const textOf = (value: FieldValue | undefined): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
const fingerprintOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 40)

/** A content key made from an address, so a body image brought twice is one image. */
const contentKeyFor = (text: string) =>
  `MC${BigInt(`0x${createHash('sha256').update(text).digest('hex')}`)
    .toString(36)
    .toUpperCase()
    .padStart(26, '0')
    .slice(0, 26)}`

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)

export async function runImport(options: ImportOptions): Promise<ImportReport> {
  const { payload, source, mapping, actor } = options
  const dryRun = Boolean(options.dryRun)
  const publish = Boolean(options.publish)
  const maxImageBytes = options.maxImageBytes ?? env().uploadMaxImageBytes
  const startedAt = new Date().toISOString()
  const entries: ReportEntry[] = []
  const progress: Progress = { phase: 'reading', done: 0, total: 0, bytes: 0 }
  const tell = () => options.onProgress?.({ ...progress })

  // Pass 1: read and plan.
  const plans: Plan[] = []
  const seenKeys = new Set<string>()
  for await (const next of source.items()) {
    progress.done++
    if ('problem' in next) {
      entries.push({
        key: next.problem.key,
        type: next.problem.type ?? '',
        outcome: 'skipped',
        reason: next.problem.reason,
      })
      continue
    }
    const entry: ReportEntry = { key: next.key, type: next.type, outcome: 'skipped', title: next.title }
    entries.push(entry)
    if (seenKeys.has(next.key)) {
      entry.reason = 'The source holds this key twice; the first was taken.'
      continue
    }
    seenKeys.add(next.key)
    const planned = await plan(payload, mapping, next, entry)
    if (planned) plans.push(planned)
    if (progress.done % 100 === 0) tell()
  }
  tell()

  // Old addresses and content keys of everything planned, for links between items.
  const addressOf = new Map<string, string>()
  for (const planned of plans) {
    if (!planned.address) continue
    if (planned.oldAddress) addressOf.set(planned.oldAddress.toLowerCase(), planned.address)
    if (planned.identity.contentKey) addressOf.set(planned.identity.contentKey, planned.address)
  }
  const rewriteLink = (href: string): string | null => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null
    const [pathPart = '', rest = ''] = href.split(/(?=[?#])/)
    let decoded: string
    try {
      decoded = decodeURI(pathPart)
    } catch {
      return null
    }
    const found = addressOf.get(decoded.toLowerCase().replace(/\/$/, ''))
    return found ? `${found}${rest}` : null
  }

  // Pass 2: write, images first so the rest can point at them.
  progress.phase = 'writing'
  progress.writingSince = Date.now()
  progress.done = 0
  progress.total = plans.length
  tell()
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const imageIds = new Map<string, number>()
  // Redirects are checked against each other here, once per run: the collection's own check
  // reads every redirect on each save, which made a large import slow down as it went.
  let redirectRules: RedirectRule[] | null = null
  const ordered = [
    ...plans.filter((one) => one.collection === 'media'),
    ...plans.filter((one) => one.collection !== 'media'),
  ]
  for (const planned of ordered) {
    try {
      await write(planned)
    } catch (error) {
      planned.entry.outcome = 'skipped'
      planned.entry.reason = error instanceof ImportError ? error.message : `It could not be saved: ${messageOf(error)}`
    }
    progress.done++
    tell()
    // The SQLite driver frees its statements only when the event loop turns; a run of
    // items with no file to read would otherwise never let it, and memory would grow.
    await new Promise((resolve) => setImmediate(resolve))
  }
  // Once, when every item is committed: the item's own saves leave the caches alone.
  if (!dryRun) await liveContentChanged(Object.values(CACHE_TAGS), { wait: true })

  async function write(planned: Plan) {
    const { entry } = planned
    const req = await createLocalReq({ user: actor, context: { contentImport: true } }, payload)
    let file: { data: Buffer; mimetype: string; name: string; size: number } | undefined
    let data: Record<string, unknown>
    let fingerprint = planned.fingerprint
    if (planned.collection === 'media') {
      file = await readImage(planned.values.file, planned.item.key)
      progress.bytes += file.size
      fingerprint = fingerprintOf([fingerprint, createHash('sha256').update(file.data).digest('hex')])
      data = {
        altText: textOf(planned.values.altText) || textOf(planned.values.title) || planned.item.title || '',
        contentKey: planned.identity.contentKey,
      }
      if (!data.altText) throw new ImportError('It has no alternative text (altText or title).')
    } else {
      data = await documentData(planned, req)
    }
    const stored = planned.existing
    const storedFingerprint = isObject(stored?.salesforce) ? stored.salesforce.importFingerprint : undefined
    if (stored && storedFingerprint === fingerprint) {
      entry.outcome = 'unchanged'
      if (isObject(stored) && typeof stored.id === 'number' && planned.collection === 'media') {
        imageIds.set(planned.identity.contentKey!, stored.id)
      }
      // An item an editor approved since the last run gets the redirect from its old address now.
      if (!dryRun && stored._status === 'published' && planned.oldAddress && planned.address) {
        await keepOldAddress(planned, stored.id as number)
      }
      return
    }
    data.salesforce = {
      managedContentId: planned.item.managedContentId ?? null,
      urlName: planned.item.urlName ?? null,
      importFingerprint: fingerprint,
    }
    entry.outcome = stored ? 'updated' : 'imported'
    if (dryRun) return

    // Everything waits for review unless an administrator publishes the first migration; a
    // new image goes live with the first approved item that uses it, as any upload does.
    const live = publish
    // One transaction per item, on SQLite too (ADR 0042): the item and its history entry, or neither.
    const id = await writtenWhole(async () => {
      await initTransaction(req)
      try {
        const saved = stored
          ? await payload.update({
              collection: planned.collection,
              id: stored.id as number,
              data: { ...data, _status: live ? 'published' : 'draft' },
              draft: !live,
              file,
              overrideAccess: true,
              req,
              depth: 0,
            })
          : await payload.create({
              collection: planned.collection,
              data: { ...data, _status: live ? 'published' : 'draft' } as never,
              draft: !live as true,
              file,
              overrideAccess: true,
              req,
              depth: 0,
            })
        if (publish) {
          await recordAudit(req, {
            action: 'approved without second review',
            target: planned.collection,
            documentId: String(saved.id),
            label: `${entry.title ?? planned.item.key} Reason: ${OVERRIDE_REASON}`.slice(0, 200),
          })
        }
        await commitTransaction(req)
        return saved.id as number
      } catch (error) {
        await killTransaction(req)
        throw error
      }
    })
    if (planned.collection === 'media') imageIds.set(planned.identity.contentKey!, id)
    if (!live) {
      const outcome = await performReview(payload, actor, {
        target: { collection: planned.collection, id },
        action: 'submit',
        comment: IMPORT_COMMENT,
      })
      if (outcome.status >= 400) entry.notes = [...(entry.notes ?? []), `Not sent for review: ${outcome.message}`]
    }
    if (planned.oldAddress && planned.address && live) await keepOldAddress(planned, id)
  }

  async function readImage(value: FieldValue | undefined, key: string) {
    const reference = isObject(value) ? (value as { file?: string; url?: string }) : null
    if (!reference?.file && !reference?.url) throw new ImportError(`Image ${key} names no file.`)
    const bytes = await source.readMedia(reference, maxImageBytes)
    let format: string | undefined
    try {
      format = (await sharp(bytes).metadata()).format
    } catch {
      throw new ImportError(`The file of image ${key} is not an image.`)
    }
    const mimetype = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', heif: 'image/avif' }[
      format ?? ''
    ]
    if (!mimetype)
      throw new ImportError(
        `The file of image ${key} is ${format ?? 'of no known format'}; the site takes JPEG, PNG, WebP, AVIF and GIF.`,
      )
    const name = (reference.file ?? new URL(reference.url!).pathname).split('/').pop() || `${key}.${format}`
    return { data: bytes, mimetype, name, size: bytes.length }
  }

  /** The id of an image: one imported in this run, one already here, or one in a body brought now. */
  async function imageId(value: FieldValue | undefined, req: PayloadRequest, notes: string[]): Promise<number | null> {
    if (!isObject(value)) return null
    const reference = value as ImageReference | { kind: 'media-source'; file?: string; url?: string }
    const key = 'contentKey' in reference && reference.contentKey ? reference.contentKey : undefined
    if (key) {
      if (imageIds.has(key)) return imageIds.get(key)!
      const found = await payload.find({
        collection: 'media',
        where: { contentKey: { equals: key } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (found.docs[0]) {
        imageIds.set(key, found.docs[0].id)
        return found.docs[0].id
      }
      notes.push(`Image ${key} is not in this import or on the site; left out.`)
      return null
    }
    const address = reference.file ?? reference.url
    if (!address) return null
    return bodyImage(address, 'altText' in reference ? reference.altText : undefined, req, notes)
  }

  /** An image named only by its address (inside a body, or a media field with no key of its own). */
  async function bodyImage(address: string, altText: string | undefined, req: PayloadRequest, notes: string[]) {
    const known = /\/cms\/delivery\/media\/(MC[A-Z0-9]{26})/.exec(address)?.[1]
    if (known) return imageId({ kind: 'image-reference', contentKey: known }, req, notes)
    const contentKey = contentKeyFor(address)
    if (imageIds.has(contentKey)) return imageIds.get(contentKey)!
    const found = await payload.find({
      collection: 'media',
      where: { contentKey: { equals: contentKey } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (found.docs[0]) {
      imageIds.set(contentKey, found.docs[0].id)
      return found.docs[0].id
    }
    if (dryRun) return null
    try {
      const reference = /^https?:\/\//i.test(address) ? { url: address } : { file: address }
      const file = await readImage({ kind: 'media-source', ...reference }, address)
      progress.bytes += file.size
      const saved = await payload.create({
        collection: 'media',
        data: {
          altText: altText || 'Image from an imported page',
          contentKey,
          _status: publish ? 'published' : 'draft',
        },
        file,
        overrideAccess: true,
        req,
        depth: 0,
      })
      imageIds.set(contentKey, saved.id)
      return saved.id
    } catch (error) {
      notes.push(`An image in the body (${address}) was left out: ${messageOf(error)}`)
      return null
    }
  }

  async function documentData(planned: Plan, req: PayloadRequest): Promise<Record<string, unknown>> {
    const notes: string[] = []
    const data: Record<string, unknown> = { ...planned.identity }
    const { values } = planned
    for (const [field, value] of Object.entries(values)) {
      if (field === 'file') continue
      if (IMAGE_FIELDS.has(field)) {
        data[field] = await imageId(value, req, notes)
      } else if (RICH_TEXT_FIELDS.has(field)) {
        const html = textOf(value) ?? ''
        const bodyImages = new Map<string, { id: number; altText: string } | null>()
        for (const { src, alt } of imagesIn(html)) {
          const id = await bodyImage(src, alt, req, notes)
          bodyImages.set(src, id === null ? null : { id, altText: alt || planned.entry.title || '' })
        }
        data[field] = htmlToRichText(html, {
          editorConfig: editorConfig as SanitizedServerEditorConfig,
          siteHosts: [],
          rewriteLink,
          imageFor: (src) => bodyImages.get(src) ?? null,
        })
      } else if (field === 'displayOrder' || field === 'version') {
        const number = Number(textOf(value))
        if (textOf(value) && !Number.isFinite(number))
          throw new ImportError(`${field} is not a number: ${textOf(value)}`)
        if (textOf(value)) data[field] = number
      } else if (
        field === 'publishDate' ||
        field === 'eventDate' ||
        field === 'activeFrom' ||
        field === 'activeUntil'
      ) {
        const text = textOf(value)
        if (text) {
          const date = readDate(text)
          if (!date) throw new ImportError(`${field} is not a date: ${text}`)
          data[field] = date.toISOString()
        }
      } else {
        data[field] = textOf(value) ?? null
      }
    }
    if (planned.collection === 'carousel-items') {
      if (!data.publishDate) data.publishDate = new Date().toISOString()
    }
    if (planned.collection === 'named-pages' && planned.pagePath) {
      data.path = planned.pagePath
      data.kind = planned.mapping.target === 'page' ? planned.mapping.pageKind : 'information'
      data.apiName ||= apiNameFor(planned.item.urlName ?? planned.item.key)
    }
    if (notes.length) planned.entry.notes = [...(planned.entry.notes ?? []), ...notes]
    return data
  }

  async function knownRedirects(): Promise<RedirectRule[]> {
    if (redirectRules) return redirectRules
    const found = await payload.find({ collection: 'redirects', pagination: false, depth: 0, overrideAccess: true })
    redirectRules = found.docs.map((doc) => ({
      from: doc.from,
      to: doc.to?.type === 'custom' ? (doc.to.url ?? '') : `page:${String(doc.to?.reference?.value ?? '')}`,
      status: 301 as const,
    }))
    return redirectRules
  }

  async function keepOldAddress(planned: Plan, id: number) {
    const note = (why: string) => {
      planned.entry.notes = [
        ...(planned.entry.notes ?? []),
        `The old address ${planned.oldAddress} does not lead here: ${why}`,
      ]
    }
    const from = normaliseRedirectFrom(planned.oldAddress!)
    if ('error' in from) return note(from.error)
    const rules = await knownRedirects()
    const candidate: RedirectRule = { from: from.path, to: planned.address!, status: 301 }
    if (rules.some((rule) => rule.from === candidate.from && rule.to === candidate.to)) return
    const pageThere = await payload.count({
      collection: 'named-pages',
      where: { path: { equals: from.path.slice(1) } },
      overrideAccess: true,
    })
    const problem = redirectProblem(candidate, rules, new Set(pageThere.totalDocs ? [from.path] : []))
    if (problem) return note(problem)
    const to =
      planned.collection === 'named-pages'
        ? { type: 'reference', reference: { relationTo: 'named-pages', value: id } }
        : { type: 'custom', url: planned.address }
    try {
      await payload.create({
        collection: 'redirects',
        data: { from: from.path, to, type: '301', _status: 'published' } as never,
        overrideAccess: true,
        context: { skipRedirectCheck: true, contentImport: true },
      })
      rules.push(candidate)
    } catch (error) {
      note(messageOf(error))
    }
  }

  const counts: Record<Outcome, number> = { imported: 0, updated: 0, unchanged: 0, skipped: 0 }
  for (const entry of entries) counts[entry.outcome]++
  return {
    source: source.description,
    dryRun,
    publish,
    startedAt,
    finishedAt: new Date().toISOString(),
    counts,
    items: entries,
  }
}

const apiNameFor = (name: string) =>
  `${
    name
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(\d)/, 'P_$1')
      .slice(0, 37) || 'Imported_Page'
  }__c`

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { errors?: Array<{ message?: string; path?: string }> } }).data
    if (data?.errors?.length)
      return data.errors.map((one) => `${one.path ? `${one.path}: ` : ''}${one.message}`).join('; ')
  }
  return error instanceof Error ? error.message : String(error)
}

/** Where an item goes, what it matches here, and whether it can go at all. */
async function plan(payload: Payload, mapping: Mapping, item: SourceItem, entry: ReportEntry): Promise<Plan | null> {
  const typeMapping = mapping.types[item.type]
  if (!typeMapping) {
    entry.reason = `No mapping for the Salesforce type ${item.type}; add it to the mapping file to bring these in.`
    return null
  }
  const collection = COLLECTION_OF[typeMapping.target]
  const values: Record<string, FieldValue> = {}
  for (const [theirs, ours] of Object.entries(typeMapping.fields)) {
    const value = theirs === 'title' && item.fields.title === undefined ? item.title : item.fields[theirs]
    if (value !== undefined && value !== null && value !== '' && values[ours] === undefined) values[ours] = value
  }
  if (typeMapping.target === 'carousel-item') {
    values.type ??= typeMapping.carouselType ?? null
    if (!CAROUSEL_ITEM_TYPES.includes(textOf(values.type) as never)) {
      entry.reason = `Its kind of card (${textOf(values.type) ?? 'none'}) is not one of ${CAROUSEL_ITEM_TYPES.join(', ')}.`
      return null
    }
  }
  if (collection !== 'media' && !textOf(values.title) && collection !== 'announcements') {
    entry.reason = 'It has no title.'
    return null
  }

  const identity: Plan['identity'] = {}
  let match: Where
  if (item.origin === 'cms') {
    if (!CONTENT_KEY_SHAPE.test(item.key)) {
      entry.reason = `${item.key} is not a Salesforce content key (MC and 26 letters and digits).`
      return null
    }
    identity.contentKey = item.key
    match = { contentKey: { equals: item.key } }
  } else {
    const recordId = canonicalRecordId(item.key)
    if (!recordId) {
      entry.reason = `${item.key} is not a Salesforce record id (15 or 18 letters and digits).`
      return null
    }
    identity.recordId = recordId
    match = { recordId: { equals: recordId } }
  }
  // Only what the run compares and keeps: a plan is held for every item until the end.
  const found = await payload.find({
    collection,
    where: match,
    draft: true,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { salesforce: true, _status: true, recordId: true, path: true } as never,
  })
  const existing = (found.docs[0] as Record<string, unknown> | undefined) ?? null
  if (collection === 'carousel-items' && !identity.recordId) {
    identity.recordId = (existing?.recordId as string | undefined) ?? generateRecordId('carouselItem')
  }
  if (collection === 'named-pages' && !identity.recordId && !existing) identity.recordId = generateRecordId('namedPage')

  const urlName = item.urlName ?? slugOf(item.title ?? item.key)
  let pagePath: string | undefined
  let address: string | undefined
  if (typeMapping.target === 'page') {
    pagePath = (existing?.path as string | undefined) ?? typeMapping.path.replace('{urlName}', slugOf(urlName))
    address = `/${pagePath}`
  } else if (collection === 'carousel-items') {
    address = `/detail/${identity.recordId}`
  }
  const oldAddress =
    'oldAddress' in typeMapping && typeMapping.oldAddress
      ? typeMapping.oldAddress
          .replace('{urlName}', encodeURIComponent(urlName))
          .replace('{key}', item.key)
          .replace(/\/$/, '')
      : undefined
  entry.address = address
  entry.oldAddress = oldAddress
  return {
    item,
    mapping: typeMapping,
    collection,
    values,
    existing,
    identity,
    fingerprint: fingerprintOf([item.type, item.title, item.urlName, item.managedContentId, values]),
    address,
    oldAddress,
    pagePath,
    entry,
  }
}
