import { describe, expect, it } from 'vitest'

import type { RedirectRule } from '../lib/redirects'
import { RedirectTable } from './redirect-table'

describe('redirect table', () => {
  it('loads once, answers from memory, and loads again after a content change', async () => {
    let loads = 0
    let rules: RedirectRule[] = [{ from: '/old', to: '/new', status: 301 }]
    const table = new RedirectTable(async () => {
      loads += 1
      return rules
    })
    const [first, second] = await Promise.all([table.lookup('/old'), table.lookup('/other')])
    expect(first?.to).toBe('/new')
    expect(second).toBeUndefined()
    expect(loads).toBe(1)

    rules = [{ from: '/old', to: 'https://www.usa.gov/', status: 302 }]
    table.clear()
    expect(await table.lookup('/old')).toEqual({ from: '/old', to: 'https://www.usa.gov/', status: 302 })
    expect(loads).toBe(2)
  })

  it('serves pages without redirects while the table cannot be loaded, and tries again later', async () => {
    const table = new RedirectTable(async () => {
      throw new Error('app not ready')
    })
    expect(await table.lookup('/old')).toBeUndefined()
  })
})
