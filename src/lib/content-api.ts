/**
 * Input rules of the managed-content delivery API (spec section 5, Content API input):
 * the channel or site id is required and starts with 0DM (a site) or 0ap (a channel);
 * the content key or id is required for one item; parameters have fixed types.
 */

export const CONTENT_API_VERSION = 'v64.0'

export type DeliveryInput = {
  channelOrSiteId?: string | null
  contentKeyOrId?: string | null
  /** Query parameters as received (strings), for the list form and includeContentBody. */
  query?: URLSearchParams
  /** Whether one item (with its key or id) is asked for. */
  single: boolean
}

export type DeliveryRequest = {
  kind: 'site' | 'channel'
  channelOrSiteId: string
  contentKeyOrId?: string
  contentKeys: string[]
  managedContentIds: string[]
  contentTypeFQN?: string
  page: number
  pageSize: number
  referenceDepth: number
  includeContentBody: boolean
}

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string }

const required = (name: string) => `The '${name}' parameter is required to successfully execute this request.`
const enterValue = (name: string) => `Enter a value for ${name}.`

function numberParam(
  query: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): Validation<number> {
  const raw = query.get(name)
  if (raw === null) return { ok: true, value: fallback }
  if (!/^\d{1,9}$/.test(raw.trim())) return { ok: false, message: `The '${name}' parameter must be a number.` }
  const value = Number(raw)
  if (value < min || value > max) {
    return { ok: false, message: `The '${name}' parameter must be between ${min} and ${max}.` }
  }
  return { ok: true, value }
}

function listParam(query: URLSearchParams, name: string): Validation<string[]> {
  const values = query.getAll(name).flatMap((value) => value.split(','))
  const items = values.map((value) => value.trim()).filter(Boolean)
  if (items.length > 100) return { ok: false, message: `The '${name}' parameter takes at most 100 values.` }
  if (items.some((item) => item.length > 64 || !/^[A-Za-z0-9_-]+$/.test(item))) {
    return { ok: false, message: `The '${name}' parameter must be a comma-separated list of identifiers.` }
  }
  return { ok: true, value: items }
}

export function validateDeliveryInput(input: DeliveryInput): Validation<DeliveryRequest> {
  const query = input.query ?? new URLSearchParams()
  const id = input.channelOrSiteId
  if (id === undefined || id === null) return { ok: false, message: required('channelOrSiteId') }
  if (id.trim() === '') return { ok: false, message: enterValue('channelOrSiteId') }
  const kind = id.startsWith('0DM') ? 'site' : id.startsWith('0ap') ? 'channel' : null
  if (!kind || !/^[a-zA-Z0-9]{15}([a-zA-Z0-9]{3})?$/.test(id)) {
    return {
      ok: false,
      message:
        "The 'channelOrSiteId' parameter must be a site id (0DM...) or a channel id (0ap...) of 15 or 18 characters.",
    }
  }
  let contentKeyOrId: string | undefined
  if (input.single) {
    const key = input.contentKeyOrId
    if (key === undefined || key === null) return { ok: false, message: required('contentKeyOrId') }
    if (key.trim() === '') return { ok: false, message: enterValue('contentKeyOrId') }
    if (key.length > 64 || !/^[A-Za-z0-9]+$/.test(key)) {
      return { ok: false, message: "The 'contentKeyOrId' parameter must be a content key or a managed content id." }
    }
    contentKeyOrId = key
  }
  const contentKeys = listParam(query, 'contentKeys')
  if (!contentKeys.ok) return contentKeys
  const managedContentIds = listParam(query, 'managedContentIds')
  if (!managedContentIds.ok) return managedContentIds
  const contentTypeFQN = query.get('contentTypeFQN') ?? undefined
  if (contentTypeFQN !== undefined && !/^[A-Za-z0-9_]{1,80}$/.test(contentTypeFQN)) {
    return { ok: false, message: "The 'contentTypeFQN' parameter must be a content type name such as sfdc_cms__image." }
  }
  const page = numberParam(query, 'page', 0, 0, 10_000)
  if (!page.ok) return page
  const pageSize = numberParam(query, 'pageSize', 25, 1, 250)
  if (!pageSize.ok) return pageSize
  const referenceDepth = numberParam(query, 'referenceDepth', 0, 0, 3)
  if (!referenceDepth.ok) return referenceDepth
  const rawBody = query.get('includeContentBody')
  if (rawBody !== null && rawBody !== 'true' && rawBody !== 'false') {
    return { ok: false, message: "The 'includeContentBody' parameter must be true or false." }
  }
  return {
    ok: true,
    value: {
      kind,
      channelOrSiteId: id,
      contentKeyOrId,
      contentKeys: contentKeys.value,
      managedContentIds: managedContentIds.value,
      contentTypeFQN,
      page: page.value,
      pageSize: pageSize.value,
      referenceDepth: referenceDepth.value,
      includeContentBody: rawBody === 'true',
    },
  }
}
