/**
 * Redirects as visitors and caches meet them (ADR 0028): the production server answers
 * an editor's redirect with its 301 or 302 before any page, lets the HTTP cache keep it,
 * and follows a change at once; a page moved to a new path keeps its old address.
 */
import { describe, expect, inject, it } from 'vitest'

import { useBrowserAndApi } from './support/suite'

const baseUrl = inject('baseUrl')

const visit = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' })

describe('redirects', () => {
  const suite = useBrowserAndApi()

  it('answers 302 then 301 as the editor sets it, cacheable, and refuses a chain with a clear message', async () => {
    const created = await suite.api.post<{ doc: { id: number } }>('/redirects', {
      from: '/cloud-services-old',
      to: { type: 'custom', url: '/offerings/stratus' },
      type: '302',
    })
    const first = await visit('/cloud-services-old?utm=1')
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/offerings/stratus?utm=1')
    expect(first.headers.get('cache-control')).toMatch(/public/)

    await suite.api.patch(`/redirects/${created.doc.id}`, {
      type: '301',
      to: { type: 'custom', url: 'https://www.usa.gov/' },
    })
    const second = await visit('/cloud-services-old')
    expect(second.status).toBe(301)
    expect(second.headers.get('location')).toBe('https://www.usa.gov/')

    const chain = await suite.api.request('POST', '/redirects', {
      from: '/older-still',
      to: { type: 'custom', url: '/cloud-services-old' },
      type: '301',
    })
    expect(chain.status).toBe(400)
    expect(JSON.stringify(await chain.json())).toContain(
      '/cloud-services-old itself redirects to https://www.usa.gov/, which would make visitors bounce twice',
    )

    await suite.api.request('DELETE', `/redirects/${created.doc.id}`)
    expect((await visit('/cloud-services-old')).status).toBe(404)
  })

  it('keeps the old address of a page whose path an editor changes', async () => {
    const found = await suite.api.get<{ docs: { id: number }[] }>(
      '/named-pages?where[path][equals]=offerings/vulcan&depth=0',
    )
    const id = found.docs[0]?.id
    expect(id).toBeDefined()
    try {
      await suite.api.patch(`/named-pages/${id}`, { path: 'offerings/vulcan-platform', _status: 'published' })
      const old = await visit('/offerings/vulcan')
      expect(old.status).toBe(301)
      expect(old.headers.get('location')).toBe('/offerings/vulcan-platform')
      expect((await visit('/offerings/vulcan-platform')).status).toBe(200)
    } finally {
      await suite.api.patch(`/named-pages/${id}`, { path: 'offerings/vulcan', _status: 'published' })
    }
    expect((await visit('/offerings/vulcan')).status).toBe(200)
  })
})
