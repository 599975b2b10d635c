import { describe, expect, it } from 'vitest'

import { newsParams, searchQuery } from './page-params'

describe('public page parameters', () => {
  it('reads the news filter and page, falling back to all news, page 1', () => {
    expect(newsParams.parse({ type: 'Events', page: '3' })).toEqual({ type: 'Events', page: 3 })
    expect(newsParams.parse({ type: ['Bios', 'News'], page: ['2', '9'] })).toEqual({ type: 'Bios', page: 2 })
    expect(newsParams.parse({})).toEqual({ type: undefined, page: 1 })
    expect(newsParams.parse({ type: '<script>', page: '-4' })).toEqual({ type: undefined, page: 1 })
    expect(newsParams.parse({ page: '1e309' })).toEqual({ type: undefined, page: 1 })
  })

  it('keeps at most 200 characters of a search', () => {
    expect(searchQuery.parse({ q: 'x'.repeat(500) }).q).toHaveLength(200)
    expect(searchQuery.parse({ q: ['cloud', 'other'] }).q).toBe('cloud')
    expect(searchQuery.parse({}).q).toBe('')
  })
})
