import 'server-only'

/**
 * The OpenAPI description of the site's wire-format APIs (spec section 7), served at
 * /api-docs. The browser tests validate real responses against these schemas.
 */

const error = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' }, errorCode: { type: 'string' } },
}

const nullableString = { type: ['string', 'null'] }

const rawCarouselItem = {
  type: 'object',
  required: ['id', 'title', 'type'],
  properties: {
    id: { type: 'string', description: '18-character record identifier' },
    imageUrl: nullableString,
    imageAltText: nullableString,
    title: { type: 'string' },
    caption: { type: 'string', description: 'Sanitised HTML' },
    body: { type: 'string', description: 'Sanitised HTML' },
    meta: nullableString,
    type: { type: 'string', enum: ['News', 'Events', 'Bios', 'Videos', 'Process', 'Video'] },
    videoUrl: nullableString,
    captionsUrl: nullableString,
    clickUrl: nullableString,
    Display_URL__c: nullableString,
    Display_URL_Icon__c: nullableString,
    Display_URL_Text__c: nullableString,
    displayOrder: { type: ['string', 'null'], description: 'Numeric text' },
    publishDate: { type: 'string', format: 'date-time' },
    eventDate: { type: ['string', 'null'] },
  },
}

const carouselResponse = {
  type: 'object',
  required: ['sectionTitle', 'carouselItems'],
  properties: { sectionTitle: { type: 'string' }, carouselItems: { type: 'array', items: rawCarouselItem } },
}

const banner = {
  type: 'object',
  required: ['Key', 'Version', 'Title', 'Theme'],
  properties: {
    Key: { type: 'string' },
    Version: { type: 'integer', minimum: 1 },
    Title: { type: 'string' },
    Message: { type: 'string' },
    LinkHref: { type: 'string' },
    LinkLabel: { type: 'string' },
    Theme: { type: 'string', enum: ['info', 'success', 'warning', 'error'] },
  },
}

const contentItem = {
  type: 'object',
  required: ['contentKey', 'managedContentId', 'type', 'title', 'contentNodes'],
  properties: {
    contentKey: { type: 'string', pattern: '^MC[A-Z0-9]{26}$' },
    managedContentId: { type: 'string', pattern: '^20Y[a-zA-Z0-9]{15}$' },
    type: { type: 'string', const: 'sfdc_cms__image' },
    title: { type: 'string' },
    contentUrlName: { type: 'string' },
    publishedDate: { type: 'string' },
    contentNodes: {
      type: 'object',
      required: ['source', 'altText'],
      properties: {
        source: {
          type: 'object',
          required: ['url', 'isExternal'],
          properties: { url: { type: 'string' }, isExternal: { type: 'boolean' } },
        },
        altText: { type: 'string' },
      },
    },
    contentBody: {
      type: 'object',
      required: ['sfdc_cms:media'],
      properties: {
        'sfdc_cms:media': {
          type: 'object',
          required: ['url', 'source', 'altText'],
          properties: {
            url: { type: 'string' },
            source: { type: 'object', properties: { type: { type: 'string', enum: ['url', 'other'] } } },
            altText: { type: 'string' },
            mimeType: { type: 'string' },
          },
        },
        bgPosition: { type: 'string' },
        bgSizeOrRepeat: { type: 'string' },
      },
    },
  },
}

const contentList = {
  type: 'object',
  required: ['contents', 'currentPage', 'pageSize', 'total'],
  properties: {
    contents: { type: 'array', items: contentItem },
    currentPage: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
  },
}

const searchProperties = {
  type: 'object',
  required: ['recordName', 'objectName', 'fields', 'complexFields', 'hrefLangUrls', 'canonicalUrl', 'isSeoIndexed'],
  properties: {
    recordName: { type: 'string' },
    objectName: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: ['string', 'boolean', 'null'] } },
    complexFields: { type: 'array' },
    hrefLangUrls: {
      type: 'array',
      items: {
        type: 'object',
        required: ['lang', 'url'],
        properties: { lang: { type: 'string' }, url: { type: 'string' } },
      },
    },
    canonicalUrl: nullableString,
    isSeoIndexed: { type: 'boolean' },
  },
}

const currentVisitor = {
  oneOf: [
    { type: 'object', required: ['isGuest'], properties: { isGuest: { const: true } }, additionalProperties: false },
    {
      type: 'object',
      required: ['isGuest', 'userId'],
      properties: { isGuest: { const: false }, userId: { type: 'string' } },
      additionalProperties: false,
    },
  ],
}

export const API_SCHEMAS = {
  Error: error,
  CarouselResponse: carouselResponse,
  Banner: banner,
  BannerList: { type: 'array', items: banner },
  ContentItem: contentItem,
  ContentList: contentList,
  SearchProperties: searchProperties,
  CurrentVisitor: currentVisitor,
}

const ref = (name: keyof typeof API_SCHEMAS) => ({ $ref: `#/components/schemas/${name}` })
const json = (name: keyof typeof API_SCHEMAS, description: string) => ({
  description,
  content: { 'application/json': { schema: ref(name) } },
})
const errors = {
  '400': json('Error', 'Malformed or wrongly typed input; the message names the parameter'),
  '404': json('Error', 'Unknown version, controller, method, site, channel or record'),
  '503': json('Error', 'A back-end failure (database unavailable)'),
}
const pathParam = (name: string, description: string, pattern?: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: pattern ? { type: 'string', pattern } : { type: 'string' },
})
const methodParams = {
  name: 'methodParams',
  in: 'query',
  required: false,
  description: 'The method parameters as a URL-encoded JSON object',
  schema: { type: 'string' },
}
const continuation = {
  name: 'X-SFDC-Allow-Continuation',
  in: 'header',
  required: false,
  schema: { type: 'string' },
}
const listQuery = [
  { name: 'contentKeys', in: 'query', schema: { type: 'string' }, description: 'Comma-joined content keys' },
  { name: 'managedContentIds', in: 'query', schema: { type: 'string' }, description: 'Comma-joined ids' },
  { name: 'contentTypeFQN', in: 'query', schema: { type: 'string' } },
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 0 } },
  { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 250 } },
  { name: 'referenceDepth', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 3 } },
  { name: 'includeContentBody', in: 'query', schema: { type: 'boolean' } },
]

function serverMethod(
  controller: string,
  method: string,
  params: Record<string, unknown>,
  result: keyof typeof API_SCHEMAS,
) {
  const body = { type: 'object', properties: params }
  return {
    get: {
      summary: `${controller}.${method}`,
      parameters: [methodParams, continuation],
      responses: { '200': json(result, 'The result, cacheable for 300 s'), ...errors },
    },
    post: {
      summary: `${controller}.${method}`,
      parameters: [continuation],
      requestBody: { content: { 'application/json': { schema: body } } },
      responses: { '200': json(result, 'The result'), ...errors },
    },
  }
}

const site = { type: 'string', maxLength: 200 }

export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Hybrid Cloud Site APIs',
    version: '64.0',
    description:
      'Server methods, managed content delivery, search properties, media and the current visitor, in the platform’s wire formats.',
  },
  paths: {
    '/lwr/apex/v64.0/HCS_CarouselController/getNews': serverMethod(
      'HCS_CarouselController',
      'getNews',
      { pSite: site, pProductAlias: site },
      'CarouselResponse',
    ),
    '/lwr/apex/v64.0/HCS_CarouselController/getUpcomingEvents': serverMethod(
      'HCS_CarouselController',
      'getUpcomingEvents',
      { pSite: site },
      'CarouselResponse',
    ),
    '/lwr/apex/v64.0/HCS_CarouselController/getBiographies': serverMethod(
      'HCS_CarouselController',
      'getBiographies',
      { pProductAlias: site },
      'CarouselResponse',
    ),
    '/lwr/apex/v64.0/HCS_CarouselController/getVideos': serverMethod(
      'HCS_CarouselController',
      'getVideos',
      { pProductAlias: site },
      'CarouselResponse',
    ),
    '/lwr/apex/v64.0/HCS_CarouselController/getProcesses': serverMethod(
      'HCS_CarouselController',
      'getProcesses',
      { pProductAlias: site, pSite: site },
      'CarouselResponse',
    ),
    '/lwr/apex/v64.0/HCS_AnnouncementController/getActiveBanners': serverMethod(
      'HCS_AnnouncementController',
      'getActiveBanners',
      {},
      'BannerList',
    ),
    '/services/data/v64.0/connect/sites/{siteId}/cms/delivery/contents': {
      get: {
        summary: 'List managed content of the site',
        parameters: [pathParam('siteId', 'Site id (0DM...)'), ...listQuery],
        responses: { '200': json('ContentList', 'A page of content'), ...errors },
      },
    },
    '/services/data/v64.0/connect/sites/{siteId}/cms/delivery/contents/{contentKeyOrId}': {
      get: {
        summary: 'One managed content item of the site',
        parameters: [
          pathParam('siteId', 'Site id (0DM...)'),
          pathParam('contentKeyOrId', 'Content key or managed content id'),
          listQuery[6],
        ],
        responses: { '200': json('ContentItem', 'The item'), ...errors },
      },
    },
    '/services/data/v64.0/connect/cms/delivery/channels/{channelId}/contents': {
      get: {
        summary: 'List managed content of the channel',
        parameters: [pathParam('channelId', 'Channel id (0ap...)'), ...listQuery],
        responses: { '200': json('ContentList', 'A page of content'), ...errors },
      },
    },
    '/services/data/v64.0/connect/cms/delivery/channels/{channelId}/contents/{contentKeyOrId}': {
      get: {
        summary: 'One managed content item of the channel',
        parameters: [
          pathParam('channelId', 'Channel id (0ap...)'),
          pathParam('contentKeyOrId', 'Content key or managed content id'),
          listQuery[6],
        ],
        responses: { '200': json('ContentItem', 'The item'), ...errors },
      },
    },
    '/services/data/v64.0/connect/communities/{communityId}/seo/properties/{recordId}': {
      get: {
        summary: 'Search properties of a record (cached for an hour)',
        parameters: [
          pathParam('communityId', 'Site id (0DM...)'),
          pathParam('recordId', '15- or 18-character record identifier'),
          { name: 'fields', in: 'query', schema: { type: 'string' }, description: 'Comma-separated field names' },
        ],
        responses: { '200': json('SearchProperties', 'One record of fields'), ...errors },
      },
    },
    '/cms/delivery/media/{contentKey}': {
      get: {
        summary: 'An image by content key, as WebP at the requested width (never below 100 px)',
        parameters: [
          pathParam('contentKey', 'Content key', '^MC[A-Z0-9]{26}$'),
          { name: 'width', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'v', in: 'query', schema: { type: 'string' }, description: 'Version: with it, cacheable for a year' },
        ],
        responses: {
          '200': {
            description: 'The image',
            content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
          },
          '400': errors['400'],
          '404': errors['404'],
        },
      },
    },
    '/session/current-user': {
      get: {
        summary: 'The current visitor: a guest, or a signed-in user with an id',
        responses: { '200': json('CurrentVisitor', 'Never cached') },
      },
    },
  },
  components: { schemas: API_SCHEMAS },
}
