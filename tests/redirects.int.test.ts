/**
 * Redirects editors manage (ADR 0028), on the Local API with the real database: loops
 * and chains are refused at save with a message for the editor, and moving a published
 * page keeps its old address working; a stored redirect answered by the server's own
 * code (src/runtime/redirect-table.ts). Serving them in the built site (301/302, the HTTP
 * cache) is in tests/redirects.e2e.test.ts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { startTestPayload, type TestPayload } from './support/payload-instance'

let instance: TestPayload
let editor: User
let author: User
let counter = 0

async function publishedPage(path: string) {
  counter += 1
  return instance.payload.create({
    collection: 'named-pages',
    data: {
      title: `Redirect page ${counter}`,
      apiName: `Redirect_${counter}__c`,
      path,
      kind: 'information',
      _status: 'published',
    } as never,
    depth: 0,
  })
}

/** The message an editor sees beside the field, or 'saved' (published: the admin's Publish button). */
async function save(data: Record<string, unknown>, user: User | null = editor): Promise<string> {
  try {
    await instance.payload.create({
      collection: 'redirects',
      data: { _status: 'published', ...data } as never,
      ...(user ? { overrideAccess: false, user } : {}),
    })
    return 'saved'
  } catch (error) {
    const fields = (error as { data?: { errors?: { message: string }[] } }).data?.errors
    if (fields?.length) return fields.map((field) => field.message).join(' ')
    return `${(error as { status?: number }).status}: ${(error as Error).message}`
  }
}

const toAddress = (from: string, url: string, type = '301') => ({ from, to: { type: 'custom', url }, type })

async function rules() {
  const { loadRedirectRules } = await import('@/server/redirects')
  return (await loadRedirectRules(instance.payload)).sort((a, b) => a.from.localeCompare(b.from))
}

beforeAll(async () => {
  instance = await startTestPayload('sqlite')
  const make = (email: string, role: User['role']) =>
    instance.payload.create({
      collection: 'users',
      data: { email, password: 'amber lantern quiet river', role, name: email.split('@')[0] } as never,
    })
  editor = await make('redirect-editor@example.mil', 'editor')
  author = await make('redirect-author@example.mil', 'author')
}, 120_000)

afterAll(async () => {
  await instance?.close()
})

describe('redirects editors manage', () => {
  it('saves a redirect to a page or an address, in one stored form', async () => {
    const page = await publishedPage('services/cloud-hosting')
    expect(
      await save({
        from: '/hosting/',
        to: { type: 'reference', reference: { relationTo: 'named-pages', value: page.id } },
        type: '301',
      }),
    ).toBe('saved')
    // One to another website goes through review (the two-person rule is on): here the site publishes it.
    expect(await save(toAddress('/usa', 'https://www.usa.gov/', '302'))).toMatch(/^403: A redirect to another website/)
    expect(await save(toAddress('/usa', 'https://www.usa.gov/', '302'), null)).toBe('saved')
    expect(await rules()).toEqual([
      { from: '/hosting', to: '/services/cloud-hosting', status: 301 },
      { from: '/usa', to: 'https://www.usa.gov/', status: 302 },
    ])
  })

  it('refuses loops and chains at save, saying what to do instead', async () => {
    expect(await save(toAddress('/loop', '/loop'))).toMatch(/from \/loop back to \/loop, in a loop/)
    expect(await save(toAddress('/first', '/second'))).toBe('saved')
    expect(await save(toAddress('/second', '/first'))).toMatch(/\/first already redirects back to \/second/)
    expect(await save(toAddress('/third', '/first'))).toMatch(/Point this redirect straight at \/second/)
    expect(await save(toAddress('/second', '/elsewhere'))).toMatch(/redirect from \/first sends visitors to \/second/)
    expect(await save(toAddress('/first', '/other'))).toMatch(/already a redirect from \/first|unique|already/i)
  })

  it('refuses an old address where a published page lives, or of the system', async () => {
    await publishedPage('about-us')
    expect(await save(toAddress('/about-us', '/contact'))).toMatch(/A published page lives at \/about-us/)
    expect(await save(toAddress('/admin', '/contact'))).toMatch(/site itself answers/)
    expect(await save(toAddress('/x', 'javascript:alert(1)'))).toMatch(/must start with https:\/\//)
  })

  it('is for editors: an author cannot add one', async () => {
    expect(await save(toAddress('/by-author', '/contact'), author)).toMatch(/^403/)
  })

  it('keeps a moved page’s old address working, with no chain', async () => {
    const page = await publishedPage('offerings/old-name')
    expect(await save(toAddress('/old-link', '/offerings/old-name'))).toBe('saved')

    await instance.payload.update({
      collection: 'named-pages',
      id: page.id,
      data: { path: 'offerings/new-name', _status: 'published' },
    })
    const after = await rules()
    expect(after).toContainEqual({ from: '/offerings/old-name', to: '/offerings/new-name', status: 301 })
    // The redirect that pointed at the old address now follows the page: one hop, not two.
    expect(after).toContainEqual({ from: '/old-link', to: '/offerings/new-name', status: 301 })

    // Moving it back removes the redirect from the address it now lives at again.
    await instance.payload.update({
      collection: 'named-pages',
      id: page.id,
      data: { path: 'offerings/old-name', _status: 'published' },
    })
    const back = await rules()
    expect(back.find((rule) => rule.from === '/offerings/old-name')).toBeUndefined()
    expect(back).toContainEqual({ from: '/offerings/new-name', to: '/offerings/old-name', status: 301 })
  })
})

describe('answering a stored redirect', () => {
  /** A loopback server answering as the site's server does before Next: the table, then the redirect. */
  async function serveRedirects() {
    const { RedirectTable, sendRedirect } = await import('@/runtime/redirect-table')
    const { loadRedirectRules } = await import('@/server/redirects')
    const table = new RedirectTable(() => loadRedirectRules(instance.payload))
    const server = http.createServer(async (request, response) => {
      const { pathname, search } = new URL(request.url ?? '/', 'http://site.invalid')
      try {
        const rule = await table.lookup(pathname)
        if (rule) return sendRedirect(response, rule, search)
        response.writeHead(404).end()
      } catch {
        // As the site's server answers an error while handling a request.
        if (!response.headersSent) response.writeHead(500).end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return { base, stop: () => new Promise((resolve) => server.close(resolve)) }
  }

  it('sends visitors on to a page with a query in any language, percent-encoded in the Location header', async () => {
    expect(await save(toAddress('/japan-contact', '/contact?q=日本'))).toBe('saved')
    const site = await serveRedirects()
    try {
      for (const path of ['/japan-contact', '/japan-contact/?utm_source=mail']) {
        const response = await fetch(`${site.base}${path}`, { redirect: 'manual' })
        expect(response.status, path).toBe(301)
        const location = response.headers.get('location') ?? ''
        expect(location).toBe('/contact?q=%E6%97%A5%E6%9C%AC')
        const arrival = new URL(location, site.base)
        expect(arrival.pathname).toBe('/contact')
        expect(arrival.searchParams.get('q')).toBe('日本')
      }
    } finally {
      await site.stop()
    }
  })
})
