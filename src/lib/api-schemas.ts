/**
 * The shapes of the site's wire-format answers (spec sections 3 and 7), as zod schemas:
 * the server's types are inferred from them, and the OpenAPI document at /api-docs is
 * generated from them (src/server/openapi.ts), so the description cannot drift from what
 * is sent. The browser tests validate real answers against that document.
 */
import { z } from 'zod'

import { CONTENT_KEY_SHAPE } from './record-id'

const nullableText = z.string().nullable()

export const errorBody = z
  .object({ message: z.string(), errorCode: z.string().optional() })
  .meta({ description: 'A refusal or failure; the message names the parameter when input was wrong' })

export const rawCarouselItem = z.object({
  id: z.string().meta({ description: '18-character record identifier' }),
  imageUrl: nullableText,
  imageAltText: nullableText,
  title: z.string(),
  caption: z.string().meta({ description: 'Sanitised HTML' }),
  body: z.string().meta({ description: 'Sanitised HTML' }),
  meta: nullableText,
  type: z.enum(['News', 'Events', 'Bios', 'Videos', 'Process', 'Video']),
  videoUrl: nullableText,
  captionsUrl: nullableText,
  clickUrl: nullableText,
  Display_URL__c: nullableText,
  Display_URL_Icon__c: nullableText,
  Display_URL_Text__c: nullableText,
  displayOrder: z.string().nullable().meta({ description: 'Numeric text' }),
  publishDate: z.string().meta({ format: 'date-time' }),
  eventDate: nullableText,
})

export const carouselResponse = z.object({ sectionTitle: z.string(), carouselItems: z.array(rawCarouselItem) })
export type CarouselResponse = z.infer<typeof carouselResponse>

export const banner = z.object({
  Key: z.string(),
  Version: z.number().int().min(1),
  Title: z.string(),
  Message: z.string().optional(),
  LinkHref: z.string().optional(),
  LinkLabel: z.string().optional(),
  Theme: z.enum(['info', 'success', 'warning', 'error']),
})
export const bannerList = z.array(banner)

export const contentKey = z.string().regex(CONTENT_KEY_SHAPE)
/** A record identifier in its 15- or 18-character form. */
export const recordId = z.string().regex(/^[a-zA-Z0-9]{15}([a-zA-Z0-9]{3})?$/)
const managedContentId = z.string().regex(/^20Y[a-zA-Z0-9]{15}$/)
const commonContent = {
  contentKey,
  managedContentId,
  title: z.string(),
  contentUrlName: z.string(),
  publishedDate: z.string(),
}

export const IMAGE_CONTENT_TYPE = 'sfdc_cms__image'
export const NEWS_CONTENT_TYPE = 'sfdc_cms__news'
export const DOCUMENT_CONTENT_TYPE = 'sfdc_cms__document'

const imageContent = z.object({
  ...commonContent,
  type: z.literal(IMAGE_CONTENT_TYPE),
  contentNodes: z.object({
    source: z.object({ url: z.string(), isExternal: z.boolean() }),
    altText: z.string(),
  }),
  contentBody: z
    .object({
      'sfdc_cms:media': z.object({
        url: z.string(),
        source: z.object({ type: z.enum(['url', 'other']) }),
        altText: z.string(),
        mimeType: z.string(),
      }),
      bgPosition: z.string(),
      bgSizeOrRepeat: z.string(),
    })
    .optional(),
})

const pageImage = z.object({ url: z.string(), altText: z.string() })

const newsContent = z.object({
  ...commonContent,
  type: z.literal(NEWS_CONTENT_TYPE),
  contentNodes: z.object({
    title: z.string(),
    excerpt: z.string().meta({ description: 'Sanitised HTML' }),
    url: z.string().meta({ description: "The item's page on the site" }),
    bannerImage: pageImage.optional(),
  }),
  contentBody: z.object({ body: z.string().meta({ description: 'Sanitised HTML' }) }).optional(),
})

const documentContent = z.object({
  ...commonContent,
  type: z.literal(DOCUMENT_CONTENT_TYPE),
  contentNodes: z.object({
    title: z.string(),
    summary: z.string(),
    url: z.string().meta({ description: 'The page on the site' }),
    bannerImage: pageImage.optional(),
  }),
  contentBody: z.object({ body: z.string().meta({ description: 'Sanitised HTML' }) }).optional(),
})

export const contentItem = z.discriminatedUnion('type', [imageContent, newsContent, documentContent])
export type ContentItem = z.infer<typeof contentItem>

export const contentList = z.object({
  contents: z.array(contentItem),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type ContentList = z.infer<typeof contentList>

/** One record of search fields (spec section 3, search-properties assistant). */
export const searchProperties = z.object({
  recordName: z.string(),
  objectName: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
  complexFields: z.array(z.object({ name: z.string(), value: z.unknown() })),
  hrefLangUrls: z.array(z.object({ lang: z.string(), url: z.string() })),
  canonicalUrl: nullableText,
  isSeoIndexed: z.boolean(),
})
export type SearchPropertiesRecord = z.infer<typeof searchProperties>

export const currentVisitor = z.union([
  z.object({ isGuest: z.literal(true) }).strict(),
  z.object({ isGuest: z.literal(false), userId: z.string() }).strict(),
])
export type CurrentVisitor = z.infer<typeof currentVisitor>

/** Every answer shape, by the name the OpenAPI document gives it. */
export const API_SCHEMAS = {
  Error: errorBody,
  CarouselResponse: carouselResponse,
  Banner: banner,
  BannerList: bannerList,
  ContentItem: contentItem,
  ContentList: contentList,
  SearchProperties: searchProperties,
  CurrentVisitor: currentVisitor,
}
