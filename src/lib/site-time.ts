/**
 * The site's time zone: schedules and banner times are entered and shown in it (the
 * admin names it beside every date and time), whatever the editor's computer is set to.
 */
export const SITE_TIME_ZONE = 'America/New_York'
export const SITE_TIME_ZONE_LABEL = 'Eastern time (Washington, DC)'
/** The zone's name beside a time shown in the admin: "Nov 24, 2026, 3:05 PM Eastern time". */
export const SITE_TIME_ZONE_SHORT_LABEL = 'Eastern time'

const siteTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SITE_TIME_ZONE,
})

/** A moment as the admin shows it: in the site's time zone, to the minute, the zone named. */
export function formatSiteTime(moment: Date | string | number): string {
  const date = moment instanceof Date ? moment : new Date(moment)
  if (Number.isNaN(date.getTime())) return 'an unknown time'
  // Some ICU versions put a narrow no-break space before AM/PM; plain text keeps a space.
  return `${siteTimeFormat.format(date).replace(/\u202f/g, ' ')} ${SITE_TIME_ZONE_SHORT_LABEL}`
}

export const SUPPORTED_TIME_ZONES = [
  { label: SITE_TIME_ZONE_LABEL, value: SITE_TIME_ZONE },
  { label: 'Central time (Chicago)', value: 'America/Chicago' },
  { label: 'Mountain time (Denver)', value: 'America/Denver' },
  { label: 'Pacific time (Los Angeles)', value: 'America/Los_Angeles' },
  { label: 'Alaska time (Anchorage)', value: 'America/Anchorage' },
  { label: 'Hawaii time (Honolulu)', value: 'Pacific/Honolulu' },
  { label: 'Coordinated Universal Time (UTC)', value: 'UTC' },
]

export type BannerStatus = 'Active now' | 'Scheduled' | 'Ended' | 'Not published'

/** What a visitor sees of a banner now: its published state and its show-from/until window. */
export function bannerStatus(
  banner: { _status?: string | null; activeFrom?: string | null; activeUntil?: string | null },
  now = new Date(),
): BannerStatus {
  if (banner._status !== 'published') return 'Not published'
  if (banner.activeUntil && new Date(banner.activeUntil) <= now) return 'Ended'
  if (banner.activeFrom && new Date(banner.activeFrom) > now) return 'Scheduled'
  return 'Active now'
}

/** A moment's date and time on the site's clock, as numbered parts. */
function siteClockParts(moment: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: SITE_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  )
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>
}

/** How far the site's zone is ahead of UTC at a moment, in minutes (negative west of Greenwich). */
function siteOffsetMinutes(moment: Date): number {
  const parts = siteClockParts(moment)
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second)
  return Math.round((asUtc - moment.getTime()) / 60_000)
}

/** A moment as a date-and-time field takes it on the site's clock (`2026-11-26T09:27:00`): siteWallTime read back. */
export function siteClockText(moment: Date): string {
  const { year, month, day, hour, minute, second } = siteClockParts(moment)
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`
}

export function siteWallTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text)
  if (!match) return null
  const [, year, month, day, hour, minute, second = 0] = match.map((part) => Number(part ?? 0)) as number[]
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second)
  // The offset at the guess, then at the corrected moment (they differ only across a change of clocks).
  const first = new Date(asUtc - siteOffsetMinutes(new Date(asUtc)) * 60_000)
  return new Date(asUtc - siteOffsetMinutes(first) * 60_000)
}
