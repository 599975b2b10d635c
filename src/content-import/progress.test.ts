import { describe, expect, it } from 'vitest'

import { progressLine, timeLeftInWords, type Progress } from './progress'

const writing = (done: number, total: number, secondsAgo: number, now: number): Progress => ({
  phase: 'writing',
  done,
  total,
  bytes: 512 * 1024 ** 2,
  writingSince: now - secondsAgo * 1000,
})

describe('the import progress in words', () => {
  const now = Date.UTC(2026, 10, 27, 3, 0, 0)

  it('draws a bar with the share, the items, the media and the time left at the pace so far', () => {
    expect(progressLine(writing(2500, 10_000, 60, now), now)).toBe(
      '########...................... 25% 2500/10000 items, 512 MB of media, about 3 min left',
    )
  })

  it('gives the time left in seconds when it is short, and says nothing while it is too early to tell', () => {
    expect(timeLeftInWords(writing(900, 1000, 90, now), now)).toBe('about 10 s left')
    expect(timeLeftInWords(writing(10, 1000, 5, now), now)).toBe('')
    expect(progressLine(writing(10, 1000, 5, now), now)).toBe(
      '.............................. 1% 10/1000 items, 512 MB of media',
    )
  })

  it('counts items while the export is still being read', () => {
    expect(progressLine({ phase: 'reading', done: 420, total: 0, bytes: 0 }, now)).toBe('reading: 420 items')
  })
})
