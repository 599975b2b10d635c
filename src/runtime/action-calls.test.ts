import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkActionCall, isActionCall } from './action-calls'

/** A server that checks each action call, then reads the body again as Next would and echoes it. */
let server: http.Server
let url: string

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    const refusal = isActionCall(request, '/contact') ? await checkActionCall(request) : undefined
    if (refusal) {
      response.writeHead(refusal.status, { 'Content-Type': 'application/json' })
      return response.end(JSON.stringify({ message: refusal.message }))
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    response.end(Buffer.concat(chunks))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`
})
afterAll(() => server.close())

const call = (body: string | FormData, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'Next-Action': 'a1b2c3', ...headers }, body })

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('server action calls', () => {
  it('refuses a text body that is not a JSON list of arguments, with a message', async () => {
    for (const body of ['0=["$K1"]', '{"name":"x"}', 'not json', '']) {
      const response = await call(body, { 'Content-Type': 'text/plain;charset=UTF-8' })
      expect(response.status, body).toBe(400)
      expect((await response.json()).message).toMatch(/could not be read/)
    }
  })

  it('refuses form parts without the list of arguments, or naming parts that are not there', async () => {
    const bodies: Record<string, string>[] = [
      { '0': 'not a reply' },
      { '7': '[]' },
      { '0': '["$Q2"]' },
      { '0': '["$@1"]', '1': '{' },
    ]
    for (const fields of bodies) {
      expect((await call(form(fields))).status, JSON.stringify(fields)).toBe(400)
    }
  })

  it('refuses a body over Next’s 1 MB unread, and a reply nested deeper than any form', async () => {
    const large = JSON.stringify([{ text: 'x'.repeat(1_100_000) }])
    const refused = await call(large, { 'Content-Type': 'text/plain;charset=UTF-8' })
    expect(refused.status).toBe(413)
    expect((await refused.json()).message).toMatch(/too large/)
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    expect((await call(form({ '0': deep }))).status).toBe(400)
  })

  it('hands what a browser sends to the app byte for byte, up to 1 MB in many pieces', async () => {
    const text = JSON.stringify([{ name: 'form-state', args: { text: 'ä'.repeat(500_000) } }])
    const echoed = await call(text, { 'Content-Type': 'text/plain;charset=UTF-8' })
    expect(echoed.status).toBe(200)
    expect(await echoed.text()).toBe(text)

    const parts = form({ '0': '["$K1","$Q2","$1a"]', '1_name': 'Ada', '2': '[["a",1]]', '26': '{"x":1}' })
    const encoded = new Response(parts)
    const type = encoded.headers.get('content-type')!
    const sent = await encoded.arrayBuffer()
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Next-Action': 'a1b2c3', 'Content-Type': type },
      body: sent,
    })
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(sent))).toBe(true)
  })

  it('leaves requests that are not action calls alone', async () => {
    const response = await fetch(url, { method: 'POST', body: 'anything' })
    expect(await response.text()).toBe('anything')
  })
})
