import 'server-only'

/**
 * The OpenAPI description of the site's wire-format APIs (spec section 7), served at
 * /api-docs. Every schema in it is generated from the zod schemas that validate the
 * requests (src/lib/content-api.ts, ./server-methods.ts) and type the answers
 * (src/lib/api-schemas.ts); only the paths and their wording are written here.
 */
import { z } from 'zod'

import { API_SCHEMAS, contentKey, recordId } from '@/lib/api-schemas'
import { contentKeyOrId, idOf, queryParameters } from '@/lib/content-api'

import { serverMethodList, SERVER_METHOD_API_VERSION } from './server-methods'

type SchemaName = keyof typeof API_SCHEMAS
type JsonSchema = Record<string, unknown>

/** A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without `$schema`. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` })
const json = (name: SchemaName, description: string) => ({
  description,
  content: { 'application/json': { schema: ref(name) } },
})
const errors = {
  '400': json('Error', 'Malformed or wrongly typed input; the message names the parameter'),
  '404': json('Error', 'Unknown version, controller, method, site, channel or record'),
  '503': json('Error', 'A back-end failure (database unavailable)'),
}
const pathParam = (name: string, description: string, schema: z.ZodType) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: jsonSchema(schema, 'input'),
})
const continuation = { name: 'X-SFDC-Allow-Continuation', in: 'header', required: false, schema: { type: 'string' } }

const queryParams = (names: (keyof typeof queryParameters.shape)[]) =>
  names.map((name) => ({
    name,
    in: 'query',
    required: false,
    schema: jsonSchema(queryParameters.shape[name], 'input'),
  }))
const listQuery = queryParams(Object.keys(queryParameters.shape) as (keyof typeof queryParameters.shape)[])
const itemQuery = queryParams(['includeContentBody'])

function serverMethodPaths() {
  const paths: Record<string, unknown> = {}
  for (const { controller, method, params, answer } of serverMethodList()) {
    const summary = `${controller}.${method}`
    paths[`/lwr/apex/${SERVER_METHOD_API_VERSION}/${controller}/${method}`] = {
      get: {
        summary,
        parameters: [
          {
            name: 'methodParams',
            in: 'query',
            required: false,
            description: 'The method parameters as a URL-encoded JSON object',
            content: { 'application/json': { schema: jsonSchema(params, 'input') } },
          },
          continuation,
        ],
        responses: { '200': json(answer, 'The result, cacheable for 300 s'), ...errors },
      },
      post: {
        summary,
        parameters: [continuation],
        requestBody: { content: { 'application/json': { schema: jsonSchema(params, 'input') } } },
        responses: { '200': json(answer, 'The result'), ...errors },
      },
    }
  }
  return paths
}

function deliveryPaths(kind: 'site' | 'channel') {
  const base =
    kind === 'site'
      ? '/services/data/v64.0/connect/sites/{siteId}/cms/delivery/contents'
      : '/services/data/v64.0/connect/cms/delivery/channels/{channelId}/contents'
  const owner =
    kind === 'site'
      ? pathParam('siteId', 'Site id (0DM...)', idOf.site)
      : pathParam('channelId', 'Channel id (0ap...)', idOf.channel)
  return {
    [base]: {
      get: {
        summary: `List managed content of the ${kind}`,
        parameters: [owner, ...listQuery],
        responses: { '200': json('ContentList', 'A page of content'), ...errors },
      },
    },
    [`${base}/{contentKeyOrId}`]: {
      get: {
        summary: `One managed content item of the ${kind}`,
        parameters: [
          owner,
          pathParam('contentKeyOrId', 'Content key or managed content id', contentKeyOrId),
          ...itemQuery,
        ],
        responses: { '200': json('ContentItem', 'The item'), ...errors },
      },
    },
  }
}

type OpenApiDocument = {
  openapi: string
  info: Record<string, string>
  paths: Record<string, unknown>
  components: { schemas: Record<string, JsonSchema> }
}

function buildDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hybrid Cloud Site APIs',
      version: '64.0',
      description:
        'Server methods, managed content delivery, search properties, media and the current visitor, in the platform’s wire formats.',
    },
    paths: {
      ...serverMethodPaths(),
      ...deliveryPaths('site'),
      ...deliveryPaths('channel'),
      '/services/data/v64.0/connect/communities/{communityId}/seo/properties/{recordId}': {
        get: {
          summary: 'Search properties of a record (cached for an hour)',
          parameters: [
            pathParam('communityId', 'Site id (0DM...)', idOf.site),
            pathParam('recordId', '15- or 18-character record identifier', recordId),
            { name: 'fields', in: 'query', schema: { type: 'string' }, description: 'Comma-separated field names' },
          ],
          responses: { '200': json('SearchProperties', 'One record of fields'), ...errors },
        },
      },
      '/cms/delivery/media/{contentKey}': {
        get: {
          summary: 'An image by content key, as WebP at the requested width (never below 100 px)',
          parameters: [
            pathParam('contentKey', 'Content key', contentKey),
            { name: 'width', in: 'query', schema: { type: 'integer', minimum: 1 } },
            {
              name: 'v',
              in: 'query',
              schema: { type: 'string' },
              description: 'Version: with it, cacheable for a year',
            },
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
    components: {
      schemas: Object.fromEntries(
        Object.entries(API_SCHEMAS).map(([name, schema]) => [name, jsonSchema(schema, 'output')]),
      ),
    },
  }
}

let built: OpenApiDocument | undefined

export function openApiDocument() {
  built ??= buildDocument()
  return built
}
