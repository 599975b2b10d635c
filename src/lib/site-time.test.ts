import { describe, expect, it } from 'vitest'

import { bannerStatus } from './site-time'

describe('bannerStatus', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  it('tells active, scheduled and ended banners apart', () => {
    expect(bannerStatus({ _status: 'published' }, now)).toBe('Active now')
    expect(bannerStatus({ _status: 'published', activeFrom: '2026-11-25T00:00:00Z' }, now)).toBe('Scheduled')
    expect(bannerStatus({ _status: 'published', activeUntil: '2026-11-24T11:59:00Z' }, now)).toBe('Ended')
    expect(
      bannerStatus(
        { _status: 'published', activeFrom: '2026-11-01T00:00:00Z', activeUntil: '2026-12-01T00:00:00Z' },
        now,
      ),
    ).toBe('Active now')
    expect(bannerStatus({ _status: 'draft' }, now)).toBe('Not published')
  })
})
