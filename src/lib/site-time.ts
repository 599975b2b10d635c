/** The time zones an operator may choose for the site (SITE_TIME_ZONE), and staff beside a date. */
export const SITE_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern time (Washington, DC)', short: 'Eastern time' },
  { value: 'America/Chicago', label: 'Central time (Chicago)', short: 'Central time' },
  { value: 'America/Denver', label: 'Mountain time (Denver)', short: 'Mountain time' },
  { value: 'America/Los_Angeles', label: 'Pacific time (Los Angeles)', short: 'Pacific time' },
  { value: 'America/Anchorage', label: 'Alaska time (Anchorage)', short: 'Alaska time' },
  { value: 'Pacific/Honolulu', label: 'Hawaii time (Honolulu)', short: 'Hawaii time' },
  { value: 'UTC', label: 'Coordinated Universal Time (UTC)', short: 'UTC' },
] as const

export type SiteTimeZone = (typeof SITE_TIME_ZONES)[number]['value']

/** The site's time zone unless an operator sets SITE_TIME_ZONE. */
export const DEFAULT_SITE_TIME_ZONE: SiteTimeZone = 'America/New_York'

export const isSiteTimeZone = (value: unknown): value is SiteTimeZone =>
  SITE_TIME_ZONES.some((zone) => zone.value === value)

/** For Payload's `admin.timezones`: the zones offered beside a date picker. */
export const SUPPORTED_TIME_ZONES = SITE_TIME_ZONES.map(({ value, label }) => ({ value, label }))

/*
 * The site's time zone: schedules and banner times are entered and shown in it (the admin
 * names it beside every date and time), whatever the editor's computer is set to. On the
 * server it is SITE_TIME_ZONE; in the browser the admin sets it from its configuration
 * (src/admin/dates/SiteClock.tsx) before anything renders.
 */
let zone: SiteTimeZone = isSiteTimeZone(process.env.SITE_TIME_ZONE)
  ? process.env.SITE_TIME_ZONE
  : DEFAULT_SITE_TIME_ZONE

export const siteTimeZone = (): SiteTimeZone => zone

export function setSiteTimeZone(value: unknown): void {
  if (isSiteTimeZone(value)) zone = value
}

const described = () => SITE_TIME_ZONES.find((entry) => entry.value === zone)!
/** The zone's name in full: "Eastern time (Washington, DC)". */
export const siteTimeZoneLabel = (): string => described().label
/** The zone's name beside a time shown in the admin: "Nov 24, 2026, 3:05 PM Eastern time". */
export const siteTimeZoneShortLabel = (): string => described().short

const FORMATS = {
  text: { dateStyle: 'medium', timeStyle: 'short' },
  'medium day': { dateStyle: 'medium' },
  'long day': { dateStyle: 'long' },
  parts: {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const formats = new Map<string, Intl.DateTimeFormat>()
function siteFormat(kind: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${zone} ${kind}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...FORMATS[kind], timeZone: zone })
    formats.set(key, format)
  }
  return format
}

const asDate = (moment: Date | string | number) => (moment instanceof Date ? moment : new Date(moment))

/** A moment as the admin shows it: in the site's time zone, to the minute, the zone named. */
export function formatSiteTime(moment: Date | string | number): string {
  const date = asDate(moment)
  if (Number.isNaN(date.getTime())) return 'an unknown time'
  // Some ICU versions put a narrow no-break space before AM/PM; plain text keeps a space.
  return `${siteFormat('text')
    .format(date)
    .replace(/\u202f/g, ' ')} ${siteTimeZoneShortLabel()}`
}

/** The day of a moment on the site's clock, as a visitor reads it: "Mar 12, 2024" or "March 12, 2024". */
export function formatSiteDay(moment: Date | string | number, style: 'medium' | 'long' = 'medium'): string {
  const date = asDate(moment)
  if (Number.isNaN(date.getTime())) return ''
  return siteFormat(style === 'long' ? 'long day' : 'medium day').format(date)
}

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
    siteFormat('parts')
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

/**
 * A date from elsewhere (an import) as a moment: a day alone ("2024-03-12") is noon of that
 * day on the site's clock, so it shows as that day in the site's zone; anything else as
 * JavaScript reads it. Null when it is not a date.
 */
export function readDate(text: string): Date | null {
  const trimmed = text.trim()
  const date = (/^\d{4}-\d{2}-\d{2}$/.test(trimmed) && siteWallTime(`${trimmed}T12:00`)) || new Date(trimmed)
  return Number.isNaN(date.getTime()) ? null : date
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
