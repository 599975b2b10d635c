import { describe, expect, it } from 'vitest'

import { reviewDigests } from './digest'
import type { Ownership } from './schedule'

const NOW = new Date('2026-11-30T12:00:00Z')

function item(title: string, reviewBy: string | null, ownerEmail = 'ana@example.mil'): Ownership {
  return {
    collection: 'named-pages',
    id: title.length.toString(),
    title,
    ownerId: 1,
    ownerName: 'Ana',
    ownerEmail,
    ownerGroup: '',
    reviewBy,
    reviewByDefault: false,
    lastReviewedAt: null,
    lastReviewedBy: '',
    lastChangedAt: '2025-01-01T00:00:00Z',
  }
}

describe('reviewDigests', () => {
  it('sends each owner one message: overdue first, then due within 30 days, nothing current', () => {
    const digests = reviewDigests(
      [
        item('Prices', '2026-12-10T12:00:00Z'),
        item('About us', '2026-10-01T12:00:00Z'),
        item('Contact', '2027-06-01T12:00:00Z'),
        item('Hosting', '2026-11-01T12:00:00Z', 'rui@example.mil'),
        item('News', null),
        { ...item('Team page', '2026-01-01T00:00:00Z'), ownerEmail: '' },
      ],
      'https://cloud.example.mil',
      NOW,
    )
    expect(digests.map((digest) => [digest.to, digest.subject])).toEqual([
      ['ana@example.mil', 'Content to review: 1 overdue, 1 due soon'],
      ['rui@example.mil', 'Content to review: 1 overdue'],
    ])
    const text = digests[0]!.text
    expect(text.indexOf('About us')).toBeLessThan(text.indexOf('Prices'))
    expect(text).toContain('https://cloud.example.mil/admin/collections/named-pages/')
    expect(text).not.toContain('Contact')
    expect(text).toContain('Mark as reviewed')
  })

  it('sends nothing when nothing is due', () => {
    expect(reviewDigests([item('Contact', '2027-06-01T12:00:00Z')], 'https://x', NOW)).toEqual([])
  })
})
