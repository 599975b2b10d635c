/**
 * How far an import has come and how long it has still to go, in words, for the command's
 * progress bar and the admin's "Import content" view alike.
 */
export type Progress = {
  phase: 'reading' | 'writing'
  done: number
  total: number
  bytes: number
  /** When writing began (ms since the epoch): the pace is measured from there. */
  writingSince?: number
}

/** Seconds left at the pace so far; null until 2 % is written (too early to tell). */
export function secondsLeft(progress: Progress, now = Date.now()): number | null {
  if (progress.phase !== 'writing' || !progress.writingSince || progress.total === 0) return null
  const share = progress.done / progress.total
  if (share < 0.02) return null
  const elapsed = Math.max(0, now - progress.writingSince) / 1000
  return Math.round((elapsed / share) * (1 - share))
}

/** "about 40 s left", "about 3 min left", or '' when it is too early to tell. */
export function timeLeftInWords(progress: Progress, now = Date.now()): string {
  const seconds = secondsLeft(progress, now)
  if (seconds === null) return ''
  return seconds < 90 ? `about ${seconds} s left` : `about ${Math.round(seconds / 60)} min left`
}

const BAR_WIDTH = 30

/** One line for a terminal: a bar, the share, the items and images written, the time left. */
export function progressLine(progress: Progress, now = Date.now()): string {
  if (progress.phase === 'reading') return `reading: ${progress.done} items`
  const share = progress.total ? progress.done / progress.total : 0
  const bar = '#'.repeat(Math.round(share * BAR_WIDTH)).padEnd(BAR_WIDTH, '.')
  const megabytes = Math.round(progress.bytes / 1024 ** 2)
  const left = timeLeftInWords(progress, now)
  return `${bar} ${Math.round(share * 100)}% ${progress.done}/${progress.total} items, ${megabytes} MB of media${left ? `, ${left}` : ''}`
}
