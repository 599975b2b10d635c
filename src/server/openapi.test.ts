import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'

import { validateDeliveryInput } from '@/lib/content-api'

import { openApiDocument } from './openapi'
import { resolveMethodCall, serverMethodList } from './server-methods'

const document = openApiDocument()
const ajv = new Ajv2020({ strict: false })

describe('the OpenAPI document', () => {
  it('describes every server method, with the parameters the server checks', () => {
    for (const { controller, method } of serverMethodList()) {
      const path = document.paths[`/lwr/apex/v64.0/${controller}/${method}`] as {
        post: { requestBody: { content: { 'application/json': { schema: object } } } }
      }
      expect(path, `${controller}.${method}`).toBeDefined()
      const body = path.post.requestBody.content['application/json'].schema as { properties?: object }
      if (Object.keys(body.properties ?? {}).length === 0) continue
      const accepts = ajv.compile(body)
      const tooLong = { pSite: 'x'.repeat(201), pProductAlias: 'x'.repeat(201) }
      expect(accepts(tooLong)).toBe(false)
      expect(resolveMethodCall(controller, method, tooLong).ok).toBe(false)
      expect(accepts({ pSite: 'cloud', pProductAlias: 'cloud' })).toBe(true)
      expect(resolveMethodCall(controller, method, { pSite: 'cloud', pProductAlias: 'cloud' }).ok).toBe(true)
    }
  })

  it('lists the content types and path ids the delivery API accepts', () => {
    const list = document.paths['/services/data/v64.0/connect/sites/{siteId}/cms/delivery/contents'] as {
      get: { parameters: { name: string; schema: Record<string, unknown> }[] }
    }
    const byName = Object.fromEntries(
      list.get.parameters.map((parameter) => [parameter.name, parameter.schema]),
    ) as Record<string, Record<string, unknown>>
    const types = byName.contentTypeFQN?.enum as string[]
    expect(types).toEqual(['sfdc_cms__image', 'sfdc_cms__news', 'sfdc_cms__document'])
    for (const type of types) {
      const query = new URLSearchParams({ contentTypeFQN: type })
      expect(validateDeliveryInput({ kind: 'site', channelOrSiteId: '0DM000000000001', single: false, query }).ok).toBe(
        true,
      )
    }
    const siteId = ajv.compile(byName.siteId ?? {})
    expect(siteId('0DM000000000001')).toBe(true)
    expect(siteId('0ap000000000001')).toBe(false)
  })
})
