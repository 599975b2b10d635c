import { describe, expect, it } from 'vitest'

import {
  bannerStatus,
  DEFAULT_SITE_TIME_ZONE,
  formatSiteDay,
  formatSiteTime,
  readDate,
  setSiteTimeZone,
  siteClockText,
  siteTimeZoneShortLabel,
  siteWallTime,
} from './site-time'

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

describe('formatSiteTime', () => {
  it('shows a moment in Eastern time, whatever the server is set to, and names the zone', () => {
    expect(formatSiteTime('2026-11-24T20:05:00Z')).toBe('Nov 24, 2026, 3:05 PM Eastern time')
    // Summer time: four hours behind UTC.
    expect(formatSiteTime(new Date('2026-07-04T16:30:00Z'))).toBe('Jul 4, 2026, 12:30 PM Eastern time')
    expect(formatSiteTime('not a date')).toBe('an unknown time')
  })
})

describe('formatSiteDay', () => {
  it('gives a visitor the day on the site’s clock, not in UTC', () => {
    // 02:30 UTC on the 12th is still the evening of the 11th in Washington.
    expect(formatSiteDay('2024-03-12T02:30:00Z')).toBe('Mar 11, 2024')
    expect(formatSiteDay('2024-03-12T14:00:00Z', 'long')).toBe('March 12, 2024')
    expect(formatSiteDay('not a date')).toBe('')
  })
})

describe('readDate', () => {
  it('reads a day alone as that day on the site’s clock, and anything else as written', () => {
    const day = readDate('2024-03-12')
    expect(day?.toISOString()).toBe('2024-03-12T16:00:00.000Z')
    expect(formatSiteDay(day!)).toBe('Mar 12, 2024')
    expect(readDate('2024-03-12T02:30:00Z')?.toISOString()).toBe('2024-03-12T02:30:00.000Z')
    expect(readDate('the twelfth')).toBeNull()
  })
})

describe('siteWallTime', () => {
  it('reads a date and time as the site’s clock shows it, whatever the computer’s zone', () => {
    expect(siteWallTime('2026-11-26T09:27')?.toISOString()).toBe('2026-11-26T14:27:00.000Z')
    expect(siteWallTime('2026-07-04T12:30')?.toISOString()).toBe('2026-07-04T16:30:00.000Z')
    expect(siteWallTime('2026-11-26T09:27:30')?.toISOString()).toBe('2026-11-26T14:27:30.000Z')
    expect(siteWallTime('tomorrow')).toBeNull()
  })

  it('is read back by siteClockText, in winter and in summer', () => {
    expect(siteClockText(new Date('2026-11-26T14:27:30.000Z'))).toBe('2026-11-26T09:27:30')
    expect(siteClockText(new Date('2026-07-04T16:30:00.000Z'))).toBe('2026-07-04T12:30:00')
    const moment = new Date('2026-03-08T07:15:00.000Z')
    expect(siteWallTime(siteClockText(moment))?.toISOString()).toBe(moment.toISOString())
  })
})

describe('the server’s own zone', () => {
  it('is the site’s, so dates Payload renders on the server match the ones we render', async () => {
    const { readFileSync } = await import('node:fs')
    const script = readFileSync(new URL('../../scripts/load-env.mjs', import.meta.url), 'utf8')
    expect(script).toContain(`process.env.TZ ||= process.env.SITE_TIME_ZONE || '${DEFAULT_SITE_TIME_ZONE}'`)
  })
})

describe('the site’s time zone, a setting', () => {
  it('moves every time shown and read to the chosen zone, and names it; an unknown zone changes nothing', () => {
    try {
      setSiteTimeZone('America/Chicago')
      expect(formatSiteTime('2026-11-24T20:05:00Z')).toBe('Nov 24, 2026, 2:05 PM Central time')
      expect(siteWallTime('2026-11-26T09:27')?.toISOString()).toBe('2026-11-26T15:27:00.000Z')
      setSiteTimeZone('Mars/Olympus_Mons')
      expect(siteTimeZoneShortLabel()).toBe('Central time')
    } finally {
      setSiteTimeZone(DEFAULT_SITE_TIME_ZONE)
    }
    expect(formatSiteTime('2026-11-24T20:05:00Z')).toBe('Nov 24, 2026, 3:05 PM Eastern time')
  })
})
