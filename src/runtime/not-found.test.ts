import { describe, expect, it } from 'vitest'

import { NotFoundPage } from './not-found.ts'
import type { FinishedResponse } from './page-cache.ts'

function answer(status: number, html: string): FinishedResponse {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: Buffer.from(html),
    etag: 'W/"x"',
    isPage: true,
    scriptHashes: [],
    shareable: true,
    cacheControl: 'public, max-age=0, s-maxage=60',
  }
}

describe('the page answered for a missing address', () => {
  it('puts a page with a heading and a language where Next sent its empty shell', async () => {
    const shell = answer(404, '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>')
    const page = await new NotFoundPage().answerFor(shell)
    expect(page.status).toBe(404)
    expect(page.body.toString()).toContain('<html lang="en-US">')
    expect(page.body.toString()).toContain('<h1>Page not found</h1>')
    // Nobody keeps the plain stand-in: the next visitor gets the page in the site's frame.
    expect(page.shareable).toBe(false)
  })

  it('leaves a 404 that Next rendered in full, and every other answer, as it is', async () => {
    const full = answer(404, '<!DOCTYPE html><html lang="en-US"><body><h1>Page not found</h1></body></html>')
    const ok = answer(200, '<!DOCTYPE html><html id="__next_error__"><body></body></html>')
    const notFound = new NotFoundPage()
    expect(await notFound.answerFor(full)).toBe(full)
    expect(await notFound.answerFor(ok)).toBe(ok)
  })
})
