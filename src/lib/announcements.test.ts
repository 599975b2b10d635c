import { describe, expect, it } from 'vitest'

import { bannerStorageKey, DISMISSED_VALUE } from './announcements'

describe('announcement dismissal key', () => {
  it('is made of the host, the banner Key and the Version', () => {
    expect(bannerStorageKey('cloud.example.mil', 'welcome', 1)).toBe('cloud.example.mil_welcome_1')
    expect(bannerStorageKey('localhost:3000', 'welcome', 2)).not.toBe(bannerStorageKey('localhost:3000', 'welcome', 1))
    expect(DISMISSED_VALUE).toBe('dismissed')
  })
})
