import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createScriptDeferrer, deferFrameworkScripts } from './deferred-scripts.mjs'

const NONCE = 'bm9uY2UtZm9yLXRlc3Rz'
const chunk = (name: string) => `/_next/static/chunks/${name}.js`

/** The shape of a page as Next 16 writes it, cut down. */
const PAGE = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="/cms/delivery/media/HERO?width=640 640w" fetchPriority="high"/>',
  '<style data-precedence="next">.a>.b{color:red}</style>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="${chunk('bootstrap')}"/>`,
  `<script src="${chunk('react-dom')}" async="" nonce="${NONCE}"></script>`,
  `<script src="${chunk('turbopack-runtime')}" async="" nonce="${NONCE}"></script>`,
  '<title>Home</title><link rel="icon" href="/favicon.svg"/>',
  `<script src="${chunk('polyfills')}" noModule="" nonce="${NONCE}"></script>`,
  '</head><body><main><img src="/cms/delivery/media/HERO?width=960" fetchPriority="high" alt=""/>',
  '<script>(function(){document.documentElement.dataset.early="1"})()</script>',
  '<p>1 &lt; 2</p></main>',
  `<script nonce="${NONCE}">self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>`,
  `<script src="${chunk('bootstrap')}" nonce="${NONCE}" async=""></script>`,
  '</body></html>',
].join('')

function rewriteInPieces(page: string, cuts: number[]): string {
  const deferrer = createScriptDeferrer()
  let out = ''
  let from = 0
  for (const cut of [...cuts, page.length]) {
    out += deferrer.push(page.slice(from, cut))
    from = cut
  }
  return out + deferrer.end()
}

const scriptSources = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])

describe('deferring Next’s scripts until the priority images are shown', () => {
  const rewritten = rewriteInPieces(PAGE, [])

  it('takes the async chunk scripts and the bootstrap preload out of the page', () => {
    expect(scriptSources(rewritten)).toEqual([chunk('polyfills')])
    expect(rewritten).not.toContain('as="script"')
  })

  it('adds one loader before the end of the head, with the page’s nonce and every script once', () => {
    const loaders = [...rewritten.matchAll(/<script nonce="([^"]+)" data-scripts='([^']+)'>/g)]
    expect(loaders).toHaveLength(1)
    const [loader] = loaders
    expect(loader?.[1]).toBe(NONCE)
    expect(JSON.parse(loader?.[2] ?? '[]')).toEqual([
      chunk('bootstrap'),
      chunk('react-dom'),
      chunk('turbopack-runtime'),
    ])
    expect(rewritten.indexOf('data-scripts')).toBeLessThan(rewritten.indexOf('</head>'))
  })

  it('leaves everything else as it was: styles, image preloads, inline scripts, text', () => {
    for (const kept of [
      '<link rel="preload" as="image"',
      '.a>.b{color:red}',
      '<link rel="icon" href="/favicon.svg"/>',
      'document.documentElement.dataset.early',
      'self.__next_f.push',
      '<p>1 &lt; 2</p>',
      '</body></html>',
    ]) {
      expect(rewritten).toContain(kept)
    }
  })

  it('gives the same page however the response is cut into chunks', () => {
    for (let cut = 1; cut < PAGE.length; cut += 7) {
      expect(rewriteInPieces(PAGE, [cut]), `cut at ${cut}`).toBe(rewritten)
    }
    const everyFifty = Array.from({ length: Math.floor(PAGE.length / 50) }, (_, index) => (index + 1) * 50)
    expect(rewriteInPieces(PAGE, everyFifty)).toBe(rewritten)
  })

  it('leaves a page without framework scripts untouched', () => {
    const plain = '<!DOCTYPE html><html><head><title>Plain</title></head><body><p>Hello</p></body></html>'
    expect(rewriteInPieces(plain, [20])).toBe(plain)
  })

  it('keeps a script tag after the head that the loader does not list', () => {
    const late = `<script src="${chunk('late-boundary')}" async="" nonce="${NONCE}"></script>`
    const page = PAGE.replace('</body>', `${late}</body>`)
    expect(rewriteInPieces(page, [])).toContain(late)
  })
})

describe('the rewriting inside the HTTP server, under compression', () => {
  let server: http.Server
  let origin: string

  beforeAll(async () => {
    const compress = compression()
    server = http.createServer((request, response) => {
      compress(request as never, response as never, () => {
        deferFrameworkScripts(response)
        if (request.url === '/page') {
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          // Streamed in pieces, as Next does, cutting through a tag and a multi-byte character.
          const bytes = Buffer.from(PAGE.replace('<title>Home</title>', '<title>Home — ß</title>'))
          const cuts = [37, 400, bytes.indexOf('ß') + 1, 900]
          let from = 0
          for (const cut of cuts) {
            response.write(bytes.subarray(from, cut))
            from = cut
          }
          response.end(bytes.subarray(from))
        } else if (request.url === '/strings') {
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          // Written as JavaScript strings, not bytes, with text beyond ASCII on both sides of a cut.
          const page = PAGE.replace('<p>1 &lt; 2</p>', '<p>Ça coûte 1 € — “fermé”</p>')
          const cut = page.indexOf('€')
          response.write(page.slice(0, cut))
          response.end(page.slice(cut), 'utf8')
        } else if (request.url === '/whole') {
          response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(PAGE) })
          response.end(PAGE)
        } else {
          const body = JSON.stringify({ html: PAGE })
          response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
          response.end(body)
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  async function get(path: string, acceptEncoding: string) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const parts: Buffer[] = []
          response.on('data', (part: Buffer) => parts.push(part))
          response.on('end', () => {
            const raw = Buffer.concat(parts)
            const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
            resolve({ headers: response.headers, body: body.toString('utf8') })
          })
        })
        .on('error', reject)
    })
  }

  it('sends a streamed page rewritten and compressed, with its text intact', async () => {
    const { headers, body } = await get('/page', 'gzip')
    expect(headers['content-encoding']).toBe('gzip')
    expect(body).toContain('<title>Home — ß</title>')
    expect(scriptSources(body)).toEqual([chunk('polyfills')])
    expect(body).toContain(`data-scripts='["${chunk('bootstrap')}"`)
  })

  it('keeps text beyond ASCII that reaches it as strings', async () => {
    const { body } = await get('/strings', 'gzip')
    expect(body).toContain('<p>Ça coûte 1 € — “fermé”</p>')
    expect(body).toContain(`data-scripts='["${chunk('bootstrap')}"`)
  })

  it('drops the length Next gave a whole page, which the rewriting changes', async () => {
    const { headers, body } = await get('/whole', 'identity')
    expect(headers['content-length']).toBeUndefined()
    expect(body).toBe(rewriteInPieces(PAGE, []))
  })

  it('leaves responses that are not HTML alone', async () => {
    const { headers, body } = await get('/data', 'identity')
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)))
    expect(JSON.parse(body).html).toBe(PAGE)
  })
})
