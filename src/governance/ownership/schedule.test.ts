import { describe, expect, it } from 'vitest'

import { ownershipOf, reviewState } from './schedule'

const MONTHS = { 'named-pages': 12, announcements: 6, 'carousel-items': 0 }
const page = { id: 7, title: 'Prices', updatedAt: '2026-01-15T12:00:00.000Z', path: 'prices' }

describe('ownershipOf', () => {
  it('is due the type’s months after the last change, with no owner yet', () => {
    expect(ownershipOf('named-pages', page, undefined, MONTHS)).toMatchObject({
      title: 'Prices',
      address: '/prices',
      ownerName: '',
      reviewBy: '2027-01-15T12:00:00.000Z',
      reviewByDefault: true,
    })
  })

  it('counts from the last review when it is later than the last change', () => {
    const reviewed = ownershipOf(
      'named-pages',
      page,
      { id: 1, sourceCollection: 'named-pages', sourceId: '7', lastReviewedAt: '2026-06-01T00:00:00.000Z' },
      MONTHS,
    )
    expect(reviewed.reviewBy).toBe('2027-06-01T00:00:00.000Z')
  })

  it('keeps a date set by hand, and never for news unless one is set', () => {
    const record = { id: 1, sourceCollection: 'carousel-items', sourceId: '7' }
    expect(ownershipOf('carousel-items', page, record, MONTHS).reviewBy).toBeNull()
    const dated = ownershipOf('carousel-items', page, { ...record, reviewBy: '2026-03-01T00:00:00.000Z' }, MONTHS)
    expect(dated).toMatchObject({ reviewBy: '2026-03-01T00:00:00.000Z', reviewByDefault: false })
  })

  it('names the owner and the team', () => {
    const owned = ownershipOf(
      'announcements',
      page,
      {
        id: 1,
        sourceCollection: 'announcements',
        sourceId: '7',
        owner: { id: 3, name: 'Ana', email: 'ana@example.mil' },
        ownerGroup: 'Web team',
      },
      MONTHS,
    )
    expect(owned).toMatchObject({ ownerId: 3, ownerName: 'Ana', ownerEmail: 'ana@example.mil', ownerGroup: 'Web team' })
    expect(owned.address).toBeUndefined()
  })
})

describe('reviewState', () => {
  const now = new Date('2026-11-30T12:00:00Z')
  it('says overdue, due soon (30 days), current or never', () => {
    expect(reviewState('2026-11-29T12:00:00Z', now)).toBe('overdue')
    expect(reviewState('2026-12-29T12:00:00Z', now)).toBe('due soon')
    expect(reviewState('2027-02-01T12:00:00Z', now)).toBe('current')
    expect(reviewState(null, now)).toBe('never')
  })
})
