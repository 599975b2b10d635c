/**
 * The mapping file: which Salesforce type (or custom object) becomes which kind of content
 * here, and which of its fields fills which of ours. docs/IMPORT.md documents it; the
 * default below is the seeded site's. Unknown keys are refused, so a typo is an error
 * rather than a field silently left empty.
 */
import { z } from 'zod'

import { CAROUSEL_ITEM_TYPES } from '@/lib/carousel-rules'

export const TARGET_FIELDS = {
  image: ['altText', 'title', 'file'],
  'carousel-item': [
    'title',
    'meta',
    'caption',
    'body',
    'image',
    'videoUrl',
    'displayUrl',
    'displayUrlText',
    'displayUrlIcon',
    'clickUrl',
    'displayOrder',
    'publishDate',
    'eventDate',
    'type',
  ],
  page: ['title', 'apiName', 'summary', 'body', 'heroImage'],
  banner: ['key', 'version', 'theme', 'title', 'message', 'linkHref', 'linkLabel', 'activeFrom', 'activeUntil'],
} as const

/** Fields of ours that hold rich text (HTML on the way in) or an image. */
export const RICH_TEXT_FIELDS = new Set(['caption', 'body'])
export const IMAGE_FIELDS = new Set(['image', 'heroImage'])

const fieldMap = <T extends readonly [string, ...string[]]>(targets: T) =>
  z.record(z.string().min(1), z.enum(targets), { error: 'Map each Salesforce field to one of ours.' })

const oldAddress = z
  .string()
  .regex(/^\/[^?#\s]*\{(urlName|key)\}[^?#\s]*$/, 'An old address starts with / and holds {urlName} or {key}.')
  .optional()

const typeMapping = z.discriminatedUnion('target', [
  z.strictObject({ target: z.literal('image'), fields: fieldMap(TARGET_FIELDS.image) }),
  z.strictObject({
    target: z.literal('carousel-item'),
    /** The kind of card, or the Salesforce field that holds it (mapped to `type`). */
    carouselType: z.enum(CAROUSEL_ITEM_TYPES).optional(),
    fields: fieldMap(TARGET_FIELDS['carousel-item']),
    oldAddress,
  }),
  z.strictObject({
    target: z.literal('page'),
    pageKind: z.enum(['offering', 'contact', 'information']),
    /** The page's address here, from its name in the old one: "offerings/{urlName}". */
    path: z.string().regex(/^[a-z0-9{}/_-]*\{urlName\}[a-z0-9{}/_-]*$/, 'A page path holds {urlName}.'),
    fields: fieldMap(TARGET_FIELDS.page),
    oldAddress,
  }),
  z.strictObject({ target: z.literal('banner'), fields: fieldMap(TARGET_FIELDS.banner) }),
])

export const mappingSchema = z.strictObject({
  version: z.literal(1),
  /** By Salesforce type (news, sfdc_cms__image) or custom object (HCS_Carousel_Item__c). */
  types: z.record(z.string().min(1), typeMapping),
})

export type Mapping = z.infer<typeof mappingSchema>
export type TypeMapping = z.infer<typeof typeMapping>

/** Reads a mapping file's JSON: the mapping, or every problem in words. */
export function parseMapping(json: unknown): { mapping: Mapping } | { problems: string[] } {
  const parsed = mappingSchema.safeParse(json)
  if (parsed.success) {
    for (const [type, mapping] of Object.entries(parsed.data.types)) {
      if (
        mapping.target === 'carousel-item' &&
        !mapping.carouselType &&
        !Object.values(mapping.fields).includes('type')
      ) {
        return { problems: [`types.${type}: give carouselType, or map a field to "type".`] }
      }
    }
    return { mapping: parsed.data }
  }
  return {
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`),
  }
}

const NEWS_FIELDS = {
  title: 'title',
  excerpt: 'caption',
  body: 'body',
  bannerImage: 'image',
  publishedDate: 'publishDate',
} as const

/** The seeded site's mapping: its CMS types in both workspace layouts and its custom objects. */
export const DEFAULT_MAPPING: Mapping = {
  version: 1,
  types: {
    cms_image: { target: 'image', fields: { altText: 'altText', title: 'title', source: 'file' } },
    sfdc_cms__image: { target: 'image', fields: { altText: 'altText', title: 'title', source: 'file' } },
    news: { target: 'carousel-item', carouselType: 'News', fields: NEWS_FIELDS, oldAddress: '/s/news/{urlName}' },
    sfdc_cms__news: {
      target: 'carousel-item',
      carouselType: 'News',
      fields: NEWS_FIELDS,
      oldAddress: '/s/news/{urlName}',
    },
    document: {
      target: 'page',
      pageKind: 'information',
      path: '{urlName}',
      fields: { title: 'title', excerpt: 'summary', body: 'body', bannerImage: 'heroImage' },
      oldAddress: '/s/{urlName}',
    },
    sfdc_cms__document: {
      target: 'page',
      pageKind: 'information',
      path: '{urlName}',
      fields: { title: 'title', excerpt: 'summary', body: 'body', bannerImage: 'heroImage' },
      oldAddress: '/s/{urlName}',
    },
    HCS_Carousel_Item__c: {
      target: 'carousel-item',
      fields: {
        Type__c: 'type',
        Name: 'title',
        Title__c: 'title',
        Meta__c: 'meta',
        Caption__c: 'caption',
        Body__c: 'body',
        Image_Content_Key__c: 'image',
        Video_URL__c: 'videoUrl',
        Display_URL__c: 'displayUrl',
        Display_URL_Text__c: 'displayUrlText',
        Display_URL_Icon__c: 'displayUrlIcon',
        Click_URL__c: 'clickUrl',
        Display_Order__c: 'displayOrder',
        Publish_Date__c: 'publishDate',
        Event_Date__c: 'eventDate',
      },
      oldAddress: '/s/detail/{key}',
    },
    HCS_Announcement__c: {
      target: 'banner',
      fields: {
        Key__c: 'key',
        Version__c: 'version',
        Theme__c: 'theme',
        Title__c: 'title',
        Message__c: 'message',
        Link_Href__c: 'linkHref',
        Link_Label__c: 'linkLabel',
        Active_From__c: 'activeFrom',
        Active_Until__c: 'activeUntil',
      },
    },
  },
}
