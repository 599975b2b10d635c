/**
 * Input rules of the managed-content delivery API (spec section 5, Content API input):
 * the channel or site id is required and starts with 0DM (a site) or 0ap (a channel);
 * the content key or id is required for one item; parameters have fixed types.
 */
import { z } from 'zod'

import { DOCUMENT_CONTENT_TYPE, IMAGE_CONTENT_TYPE, NEWS_CONTENT_TYPE } from './api-schemas'

export const CONTENT_API_VERSION = 'v64.0'

export type DeliveryInput = {
  /** Which form of the path was called: the path decides what the id must be. */
  kind: 'site' | 'channel'
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

/** A required identifier: its own messages when absent, blank or malformed. */
const identifier = (name: string, shape: RegExp, malformed: string) =>
  z
    .string({ error: required(name) })
    .refine((value) => value.trim() !== '', { error: enterValue(name), abort: true })
    .regex(shape, { error: malformed })

export const idOf = {
  site: identifier(
    'channelOrSiteId',
    /^0DM[a-zA-Z0-9]{12}([a-zA-Z0-9]{3})?$/,
    "The 'channelOrSiteId' parameter must be a site id (0DM...) of 15 or 18 characters here; a channel id (0ap...) goes in the channels path.",
  ),
  channel: identifier(
    'channelOrSiteId',
    /^0ap[a-zA-Z0-9]{12}([a-zA-Z0-9]{3})?$/,
    "The 'channelOrSiteId' parameter must be a channel id (0ap...) of 15 or 18 characters here; a site id (0DM...) goes in the sites path.",
  ),
}
export const contentKeyOrId = identifier(
  'contentKeyOrId',
  /^[A-Za-z0-9]{1,64}$/,
  "The 'contentKeyOrId' parameter must be a content key or a managed content id.",
)

const numberParam = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .meta({ description: `A whole number from ${min} to ${max}; ${fallback} when absent` })
    .optional()
    .refine((raw) => raw === undefined || /^\d{1,9}$/.test(raw.trim()), {
      error: `The '${name}' parameter must be a number.`,
      abort: true,
    })
    .transform((raw) => (raw === undefined ? fallback : Number(raw)))
    .refine((value) => value >= min && value <= max, {
      error: `The '${name}' parameter must be between ${min} and ${max}.`,
    })

const listParam = (name: string) =>
  z
    .array(z.string())
    .meta({ description: 'Identifiers, comma-separated or repeated; at most 100' })
    .transform((values) =>
      values
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .refine((items) => items.length <= 100, { error: `The '${name}' parameter takes at most 100 values.`, abort: true })
    .refine((items) => items.every((item) => item.length <= 64 && /^[A-Za-z0-9_-]+$/.test(item)), {
      error: `The '${name}' parameter must be a comma-separated list of identifiers.`,
    })

/** The query of the list form; the single-item form reads only includeContentBody. */
export const queryParameters = z.object({
  contentKeys: listParam('contentKeys'),
  managedContentIds: listParam('managedContentIds'),
  contentTypeFQN: z
    .enum([IMAGE_CONTENT_TYPE, NEWS_CONTENT_TYPE, DOCUMENT_CONTENT_TYPE], {
      error: `The 'contentTypeFQN' parameter must be one of ${IMAGE_CONTENT_TYPE}, ${NEWS_CONTENT_TYPE} and ${DOCUMENT_CONTENT_TYPE}.`,
    })
    .optional(),
  page: numberParam('page', 0, 0, 10_000),
  pageSize: numberParam('pageSize', 25, 1, 250),
  referenceDepth: numberParam('referenceDepth', 0, 0, 3),
  includeContentBody: z
    .enum(['true', 'false'], { error: "The 'includeContentBody' parameter must be true or false." })
    .optional(),
})

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid request.'

export function validateDeliveryInput(input: DeliveryInput): Validation<DeliveryRequest> {
  const id = idOf[input.kind].safeParse(input.channelOrSiteId ?? undefined)
  if (!id.success) return { ok: false, message: firstMessage(id.error) }
  let key: string | undefined
  if (input.single) {
    const parsed = contentKeyOrId.safeParse(input.contentKeyOrId ?? undefined)
    if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) }
    key = parsed.data
  }
  const query = input.query ?? new URLSearchParams()
  const single = (name: string) => query.get(name) ?? undefined
  const parsed = queryParameters.safeParse({
    contentKeys: query.getAll('contentKeys'),
    managedContentIds: query.getAll('managedContentIds'),
    contentTypeFQN: single('contentTypeFQN'),
    page: single('page'),
    pageSize: single('pageSize'),
    referenceDepth: single('referenceDepth'),
    includeContentBody: single('includeContentBody'),
  })
  if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) }
  return {
    ok: true,
    value: {
      kind: input.kind,
      channelOrSiteId: id.data,
      contentKeyOrId: key,
      ...parsed.data,
      includeContentBody: parsed.data.includeContentBody === 'true',
    },
  }
}
