import 'server-only'

import type { Where } from 'payload'

import { CONTENT_API_VERSION, validateDeliveryInput } from '@/lib/content-api'
import { mediaDeliveryUrl } from '@/lib/media-paths'
import { idOfManagedContentId, managedContentIdOf } from '@/lib/record-id'
import type { Media } from '@/payload-types'

import { jsonError, serviceUnavailable } from './api-errors'
import { imageVersion } from './media'
import { getPayloadClient, PUBLIC_READ } from './payload-client'
import { isOwnSiteOrChannel } from './site-settings'

export const IMAGE_CONTENT_TYPE = 'sfdc_cms__image'

export type ContentItem = {
  contentKey: string
  managedContentId: string
  type: typeof IMAGE_CONTENT_TYPE
  title: string
  contentUrlName: string
  publishedDate: string
  contentNodes: { source: { url: string; isExternal: boolean }; altText: string }
  contentBody?: {
    'sfdc_cms:media': { url: string; source: { type: 'url' | 'other' }; altText: string; mimeType: string }
    bgPosition: string
    bgSizeOrRepeat: string
  }
}

function toContentItem(media: Media, includeBody: boolean): ContentItem {
  const url = mediaDeliveryUrl(media.contentKey, { version: imageVersion(media) })
  return {
    contentKey: media.contentKey,
    managedContentId: managedContentIdOf(media.id),
    type: IMAGE_CONTENT_TYPE,
    title: media.altText,
    contentUrlName: (media.filename ?? media.contentKey).replace(/\.[a-z0-9]+$/i, '').toLowerCase(),
    publishedDate: media.updatedAt,
    contentNodes: { source: { url, isExternal: false }, altText: media.altText },
    ...(includeBody
      ? {
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
        }
      : {}),
  }
}

const CACHE = { 'Cache-Control': 'public, max-age=300, s-maxage=300' }

type Params = { version: string; channelOrSiteId?: string; contentKeyOrId?: string }

/** GET one item or a list, site or channel form (spec section 7, managed content delivery). */
export async function deliverContent(request: Request, params: Params, single: boolean): Promise<Response> {
  if (params.version !== CONTENT_API_VERSION) {
    return jsonError(404, `API version ${params.version.slice(0, 20)} is not supported; use ${CONTENT_API_VERSION}.`)
  }
  const validation = validateDeliveryInput({
    single,
    channelOrSiteId: params.channelOrSiteId,
    contentKeyOrId: params.contentKeyOrId,
    query: new URL(request.url).searchParams,
  })
  if (!validation.ok) return jsonError(400, validation.message, { errorCode: 'INVALID_INPUT' })
  const input = validation.value
  try {
    if (!(await isOwnSiteOrChannel(input.kind, input.channelOrSiteId))) {
      return jsonError(404, `No ${input.kind} has the id ${input.channelOrSiteId}.`, { errorCode: 'NOT_FOUND' })
    }
    if (input.contentTypeFQN && input.contentTypeFQN !== IMAGE_CONTENT_TYPE) {
      return single
        ? jsonError(404, `No content of type ${input.contentTypeFQN}.`, { errorCode: 'NOT_FOUND' })
        : Response.json(
            { contents: [], currentPage: input.page, pageSize: input.pageSize, total: 0 },
            { headers: CACHE },
          )
    }
    const payload = await getPayloadClient()
    if (single) {
      const key = input.contentKeyOrId ?? ''
      const id = idOfManagedContentId(key)
      const where: Where = id !== null ? { id: { equals: id } } : { contentKey: { equals: key } }
      const found = await payload.find({ collection: 'media', ...PUBLIC_READ, where, limit: 1, depth: 0 })
      const media = found.docs[0]
      if (!media) return jsonError(404, `No content has the key or id ${key}.`, { errorCode: 'NOT_FOUND' })
      return Response.json(toContentItem(media, input.includeContentBody), { headers: CACHE })
    }
    const conditions: Where[] = []
    const ids = input.managedContentIds.map(idOfManagedContentId).filter((value): value is number => value !== null)
    if (input.contentKeys.length || input.managedContentIds.length) {
      conditions.push({ or: [{ contentKey: { in: input.contentKeys } }, { id: { in: ids } }] })
    }
    const result = await payload.find({
      collection: 'media',
      ...PUBLIC_READ,
      where: conditions.length ? { and: conditions } : undefined,
      sort: 'createdAt',
      limit: input.pageSize,
      page: input.page + 1,
      depth: 0,
    })
    return Response.json(
      {
        contents: result.docs.map((media) => toContentItem(media, input.includeContentBody)),
        currentPage: input.page,
        pageSize: input.pageSize,
        total: result.totalDocs,
      },
      { headers: CACHE },
    )
  } catch (error) {
    return serviceUnavailable('Content delivery', error)
  }
}
