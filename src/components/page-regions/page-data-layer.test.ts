import { describe, expect, it } from 'vitest'

import { toPageDataLayer } from './PageDataLayer.client'

describe('page data-layer object', () => {
  it('carries crmId, attributes.isGuest and provider type user', () => {
    expect(toPageDataLayer({ isGuest: undefined })).toEqual({
      crmId: '',
      attributes: { isGuest: undefined },
      provider: { type: 'user' },
    })
    expect(toPageDataLayer({ isGuest: true })).toEqual({
      crmId: '',
      attributes: { isGuest: true },
      provider: { type: 'user' },
    })
    expect(toPageDataLayer({ isGuest: false, userId: '7' })).toEqual({
      crmId: '7',
      attributes: { isGuest: false },
      provider: { type: 'user' },
    })
  })
})
