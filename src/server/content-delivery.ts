import 'server-only'

import type { Payload, Where } from 'payload'

import {
  DOCUMENT_CONTENT_TYPE,
  IMAGE_CONTENT_TYPE,
  NEWS_CONTENT_TYPE,
  type ContentItem,
  type ContentList,
} from '@/lib/api-schemas'
import { CONTENT_API_VERSION, validateDeliveryInput, type DeliveryRequest } from '@/lib/content-api'
import { mediaDeliveryUrl } from '@/lib/media-paths'
import { managedContentIdOf, parseManagedContentId, type ManagedContentKind } from '@/lib/record-id'
import type { CarouselItem, Media, NamedPage } from '@/payload-types'

import { jsonError, serviceUnavailable } from './api-errors'
import { toImageView } from './images'
import { getPayloadClient, PAGE_POPULATE, PUBLIC_READ } from './payload-client'
import { imageVersion } from './renditions'
import { richTextToHtml } from './rich-text'
import { isOwnSiteOrChannel } from './site-settings'

/**
 * The site's managed content (spec section 7, managed content delivery): images, news
 * items and named pages as documents, each kind in its own collection, listed in that
 * order, oldest first within a kind.
 */
type Kind = {
  kind: ManagedContentKind
  type: ContentItem['type']
  collection: 'media' | 'carousel-items' | 'named-pages'
  /** Only published news (not events, bios or videos). */
  where?: Where
  toItem: (doc: never, includeBody: boolean) => ContentItem
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function imageItem(media: Media, includeBody: boolean): ContentItem {
  const url = mediaDeliveryUrl(media.contentKey, { version: imageVersion(media) })
  return {
    contentKey: media.contentKey,
    managedContentId: media.salesforce?.managedContentId || managedContentIdOf('image', media.id),
    type: IMAGE_CONTENT_TYPE,
    title: media.altText,
    contentUrlName: media.salesforce?.urlName || slug(media.filename ?? media.contentKey),
    publishedDate: media.updatedAt,
    contentNodes: { source: { url, isExternal: false }, altText: media.altText },
    ...(includeBody && {
      contentBody: {
        'sfdc_cms:media': {
          url,
          source: { type: 'url' as const },
          altText: media.altText,
          mimeType: media.mimeType ?? 'application/octet-stream',
        },
        bgPosition: media.bgPosition ?? 'center',
        bgSizeOrRepeat: media.bgSizeOrRepeat ?? 'cover',
      },
    }),
  }
}

const bannerOf = (media: CarouselItem['image'] | NamedPage['heroImage']) => {
  const image = toImageView(media)
  return image ? { bannerImage: { url: image.url, altText: image.altText } } : {}
}

function newsItem(item: CarouselItem, includeBody: boolean): ContentItem {
  return {
    contentKey: item.contentKey,
    managedContentId: item.salesforce?.managedContentId || managedContentIdOf('news', item.id),
    type: NEWS_CONTENT_TYPE,
    title: item.title,
    contentUrlName: item.salesforce?.urlName || slug(item.title),
    publishedDate: item.publishDate,
    contentNodes: {
      title: item.title,
      excerpt: richTextToHtml(item.caption),
      url: `/detail/${item.recordId}`,
      ...bannerOf(item.image),
    },
    ...(includeBody && { contentBody: { body: richTextToHtml(item.body) } }),
  }
}

function documentItem(page: NamedPage, includeBody: boolean): ContentItem {
  return {
    contentKey: page.contentKey,
    managedContentId: page.salesforce?.managedContentId || managedContentIdOf('document', page.id),
    type: DOCUMENT_CONTENT_TYPE,
    title: page.title,
    contentUrlName: page.salesforce?.urlName || slug(page.path),
    publishedDate: page.updatedAt,
    contentNodes: { title: page.title, summary: page.summary ?? '', url: `/${page.path}`, ...bannerOf(page.heroImage) },
    ...(includeBody && { contentBody: { body: richTextToHtml(page.body) } }),
  }
}

const KINDS: Kind[] = [
  { kind: 'image', type: IMAGE_CONTENT_TYPE, collection: 'media', toItem: imageItem as Kind['toItem'] },
  {
    kind: 'news',
    type: NEWS_CONTENT_TYPE,
    collection: 'carousel-items',
    where: { type: { equals: 'News' } },
    toItem: newsItem as Kind['toItem'],
  },
  { kind: 'document', type: DOCUMENT_CONTENT_TYPE, collection: 'named-pages', toItem: documentItem as Kind['toItem'] },
]

const CACHE = { 'Cache-Control': 'public, max-age=300, s-maxage=300' }

type Params = { version: string; kind: 'site' | 'channel'; channelOrSiteId?: string; contentKeyOrId?: string }

const and = (...conditions: (Where | undefined)[]): Where | undefined => {
  const present = conditions.filter((condition): condition is Where => condition !== undefined)
  return present.length === 0 ? undefined : present.length === 1 ? present[0] : { and: present }
}

function find(payload: Payload, kind: Kind, where: Where | undefined, limit: number, page = 1) {
  return payload.find({
    collection: kind.collection,
    ...PUBLIC_READ,
    where: and(kind.where, where),
    sort: 'createdAt',
    limit,
    page,
    depth: kind.kind === 'image' ? 0 : 1,
    populate: PAGE_POPULATE,
  })
}

const MANAGED_CONTENT_ID_SHAPE = /^[a-zA-Z0-9]{18}$/

/** One item by content key or managed-content id, of any kind (or of the asked type). */
async function findOne(payload: Payload, kinds: Kind[], key: string, includeBody: boolean) {
  const managed = parseManagedContentId(key)
  for (const kind of kinds) {
    // An item moved from Salesforce answers the id it had there.
    if (MANAGED_CONTENT_ID_SHAPE.test(key)) {
      const moved = await find(payload, kind, { 'salesforce.managedContentId': { equals: key } }, 1)
      if (moved.docs[0]) return kind.toItem(moved.docs[0] as never, includeBody)
    }
    if (managed && managed.kind !== kind.kind) continue
    const where: Where = managed ? { id: { equals: managed.id } } : { contentKey: { equals: key } }
    const found = await find(payload, kind, where, 1)
    const doc = found.docs[0]
    if (doc) return kind.toItem(doc as never, includeBody)
  }
  return null
}

/**
 * A page of the list, over the kinds in order: the window [offset, offset + size) may
 * start in one kind and end in the next, so each kind is asked for the part it holds.
 */
async function findPage(payload: Payload, kinds: Kind[], input: DeliveryRequest): Promise<ContentList> {
  const filters: Where[] = []
  if (input.contentKeys.length > 0) filters.push({ contentKey: { in: input.contentKeys } })
  const contents: ContentItem[] = []
  let total = 0
  let skip = input.page * input.pageSize
  for (const kind of kinds) {
    const ids = input.managedContentIds
      .map(parseManagedContentId)
      .filter((parsed) => parsed?.kind === kind.kind)
      .map((parsed) => parsed!.id)
    const movedIds = input.managedContentIds.length
      ? [{ 'salesforce.managedContentId': { in: input.managedContentIds } }]
      : []
    const byIdentity =
      input.contentKeys.length || input.managedContentIds.length
        ? { or: [...filters, ...(ids.length ? [{ id: { in: ids } }] : []), ...movedIds] }
        : undefined
    if (byIdentity && byIdentity.or.length === 0) continue
    const counted = await payload.count({
      collection: kind.collection,
      ...PUBLIC_READ,
      where: and(kind.where, byIdentity),
    })
    total += counted.totalDocs
    const wanted = input.pageSize - contents.length
    if (wanted <= 0 || skip >= counted.totalDocs) {
      skip = Math.max(0, skip - counted.totalDocs)
      continue
    }
    // Two pages of the list's own size cover any window of that size.
    const firstPage = Math.floor(skip / input.pageSize) + 1
    const pages = await Promise.all(
      [firstPage, firstPage + 1].map((page) => find(payload, kind, byIdentity, input.pageSize, page)),
    )
    const docs = pages.flatMap((page) => page.docs)
    const start = skip - (firstPage - 1) * input.pageSize
    contents.push(
      ...docs.slice(start, start + wanted).map((doc) => kind.toItem(doc as never, input.includeContentBody)),
    )
    skip = 0
  }
  return { contents, currentPage: input.page, pageSize: input.pageSize, total }
}

/** GET one item or a list, site or channel form. */
export async function deliverContent(request: Request, params: Params, single: boolean): Promise<Response> {
  if (params.version !== CONTENT_API_VERSION) {
    return jsonError(404, `API version ${params.version.slice(0, 20)} is not supported; use ${CONTENT_API_VERSION}.`)
  }
  const validation = validateDeliveryInput({
    kind: params.kind,
    single,
    channelOrSiteId: params.channelOrSiteId,
    contentKeyOrId: params.contentKeyOrId,
    query: new URL(request.url).searchParams,
  })
  if (!validation.ok) return jsonError(400, validation.message, { errorCode: 'INVALID_INPUT' })
  const input = validation.value
  const kinds = input.contentTypeFQN ? KINDS.filter((kind) => kind.type === input.contentTypeFQN) : KINDS
  try {
    if (!(await isOwnSiteOrChannel(input.kind, input.channelOrSiteId))) {
      return jsonError(404, `No ${input.kind} has the id ${input.channelOrSiteId}.`, { errorCode: 'NOT_FOUND' })
    }
    const payload = await getPayloadClient()
    if (single) {
      const key = input.contentKeyOrId ?? ''
      const item = kinds.length ? await findOne(payload, kinds, key, input.includeContentBody) : null
      if (!item) return jsonError(404, `No content has the key or id ${key}.`, { errorCode: 'NOT_FOUND' })
      return Response.json(item, { headers: CACHE })
    }
    return Response.json(await findPage(payload, kinds, input), { headers: CACHE })
  } catch (error) {
    return serviceUnavailable('Content delivery', error)
  }
}
