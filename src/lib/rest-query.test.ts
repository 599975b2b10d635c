import { describe, expect, it } from 'vitest'

import { restQueryProblem } from './rest-query'

describe('REST query check', () => {
  it('lets the queries the site and the admin make through', () => {
    for (const search of [
      '',
      '?limit=10&depth=0&draft=true',
      '?where[path][equals]=about&depth=0',
      '?where[or][0][title][like]=cloud&where[or][1][meta][like]=cloud',
      '?where[and][0][type][in]=News,Events&sort=-publishDate',
      '?where[type][in][0]=News&where[type][in][1]=Videos',
      '?where[activeFrom][exists]=false',
      '?select[title]=true&populate[media]=true',
    ]) {
      expect(restQueryProblem(search), search).toBeNull()
    }
  })

  it('refuses a repeated value, an unknown operator and a nested object with a reason', () => {
    expect(restQueryProblem('?where[path][like]=&where[path][like]=')).toMatch(/Invalid query parameter where\.path/)
    expect(restQueryProblem('?where[path][regex]=.*')).toMatch(/Invalid query parameter where\.path/)
    expect(restQueryProblem('?where[path][equals][x]=1')).toMatch(/Invalid query parameter where\.path/)
    expect(restQueryProblem('?depth=1&depth=2')).toMatch(/depth/)
  })

  it('takes counts as whole numbers only', () => {
    expect(restQueryProblem('?limit=10&page=2&depth=1')).toBeNull()
    for (const search of ['?limit=1e309', '?page=-1', '?depth=1.5', '?limit=Infinity', '?limit=']) {
      expect(restQueryProblem(search), search).toMatch(/must be a whole number/)
    }
  })
})
