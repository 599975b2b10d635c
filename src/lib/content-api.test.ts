import { describe, expect, it } from 'vitest'

import { validateDeliveryInput } from './content-api'

const SITE = '0DMabcdefghijkl'
const query = (text: string) => new URLSearchParams(text)

describe('content API input (spec section 5)', () => {
  it('requires the channel or site id, with the spec’s messages', () => {
    expect(validateDeliveryInput({ kind: 'site', single: false })).toEqual({
      ok: false,
      message: "The 'channelOrSiteId' parameter is required to successfully execute this request.",
    })
    expect(validateDeliveryInput({ kind: 'site', single: false, channelOrSiteId: '  ' })).toEqual({
      ok: false,
      message: 'Enter a value for channelOrSiteId.',
    })
  })

  it('takes a site id (0DM) in the sites path and a channel id (0ap) in the channels path, 15 or 18 characters', () => {
    expect(validateDeliveryInput({ kind: 'site', single: false, channelOrSiteId: SITE })).toMatchObject({
      ok: true,
      value: { kind: 'site' },
    })
    const channel = '0apabcdefghijklAAA'
    expect(validateDeliveryInput({ kind: 'channel', single: false, channelOrSiteId: channel })).toMatchObject({
      ok: true,
      value: { kind: 'channel' },
    })
    // The path decides: each id in the other's path is refused, naming where it belongs.
    const swappedSite = validateDeliveryInput({ kind: 'channel', single: false, channelOrSiteId: SITE })
    expect(swappedSite).toMatchObject({
      ok: false,
      message: expect.stringMatching(/channel id \(0ap\.\.\.\).*sites path/),
    })
    const swappedChannel = validateDeliveryInput({ kind: 'site', single: false, channelOrSiteId: channel })
    expect(swappedChannel).toMatchObject({
      ok: false,
      message: expect.stringMatching(/site id \(0DM\.\.\.\).*channels path/),
    })
    for (const id of ['001abcdefghijkl', '0DMshort', '0DMabcdefghijkl!', '0dmabcdefghijkl']) {
      expect(validateDeliveryInput({ kind: 'site', single: false, channelOrSiteId: id }).ok, id).toBe(false)
    }
  })

  it('requires the content key or id for one item', () => {
    expect(validateDeliveryInput({ kind: 'site', single: true, channelOrSiteId: SITE })).toEqual({
      ok: false,
      message: "The 'contentKeyOrId' parameter is required to successfully execute this request.",
    })
    expect(validateDeliveryInput({ kind: 'site', single: true, channelOrSiteId: SITE, contentKeyOrId: '' })).toEqual({
      ok: false,
      message: 'Enter a value for contentKeyOrId.',
    })
    expect(
      validateDeliveryInput({ kind: 'site', single: true, channelOrSiteId: SITE, contentKeyOrId: '../../etc/passwd' })
        .ok,
    ).toBe(false)
  })

  it('reads the list parameters with their types', () => {
    const result = validateDeliveryInput({
      kind: 'site',
      single: false,
      channelOrSiteId: SITE,
      query: query(
        'contentKeys=MCA,MCB&managedContentIds=20Y1&contentTypeFQN=sfdc_cms__image&page=2&pageSize=10&referenceDepth=1&includeContentBody=true',
      ),
    })
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'site',
        channelOrSiteId: SITE,
        contentKeyOrId: undefined,
        contentKeys: ['MCA', 'MCB'],
        managedContentIds: ['20Y1'],
        contentTypeFQN: 'sfdc_cms__image',
        page: 2,
        pageSize: 10,
        referenceDepth: 1,
        includeContentBody: true,
      },
    })
  })

  it('names the parameter of a wrongly typed value', () => {
    const cases: [string, RegExp][] = [
      ['page=two', /'page'.*number/],
      ['pageSize=0', /'pageSize'.*between 1 and 250/],
      ['pageSize=1e3', /'pageSize'.*number/],
      ['referenceDepth=9', /'referenceDepth'/],
      ['includeContentBody=yes', /'includeContentBody'.*true or false/],
      ['contentKeys=MC%27OR1', /'contentKeys'/],
      ['contentTypeFQN=a%20b', /'contentTypeFQN'/],
      ['contentTypeFQN=sfdc_cms__video', /'contentTypeFQN'.*sfdc_cms__news/],
    ]
    for (const [text, message] of cases) {
      const result = validateDeliveryInput({ kind: 'site', single: false, channelOrSiteId: SITE, query: query(text) })
      expect(result.ok, text).toBe(false)
      if (!result.ok) expect(result.message).toMatch(message)
    }
  })
})
