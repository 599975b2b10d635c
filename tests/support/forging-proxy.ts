/**
 * A loopback HTTP proxy standing in front of the tests' OpenID provider, as someone on the
 * path to the provider would: every request goes on unchanged (Host header included, so the
 * provider names its endpoints at the proxy), and the JSON answers of the paths a test
 * picks (the token or userinfo endpoint) can be rewritten on their way back. Also the
 * forgeries themselves: an ID token with other claims under its old signature, or signed
 * with a key that is not the provider's.
 */
import { createSign, generateKeyPairSync } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Json = Record<string, unknown>

export type ForgingProxy = {
  /** http://127.0.0.1:<port>: give it to the provider as its issuer. */
  url: string
  /** The provider's own address, where requests are passed on to (set before the first request). */
  target: string
  /** By path (e.g. '/token', '/me'): how that path's JSON answer is changed. Empty: nothing is. */
  forge: Map<string, (answer: Json) => Json>
  /** How many answers were changed, by path. */
  forged: Map<string, number>
  stop: () => Promise<void>
}

export async function startForgingProxy(): Promise<ForgingProxy> {
  const proxy: ForgingProxy = {
    url: '',
    target: '',
    forge: new Map(),
    forged: new Map(),
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', proxy.url).pathname
    const rewrite = proxy.forge.get(path)
    const headers = { ...request.headers }
    // A rewritten answer is read as text.
    if (rewrite) delete headers['accept-encoding']
    const onward = http.request(
      new URL(request.url ?? '/', proxy.target),
      { method: request.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '')
        if (!rewrite || answer.statusCode !== 200 || !type.includes('json')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          return
        }
        let text = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (text += chunk))
        answer.on('end', () => {
          const body = JSON.stringify(rewrite(JSON.parse(text) as Json))
          proxy.forged.set(path, (proxy.forged.get(path) ?? 0) + 1)
          const changed = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) }
          delete changed['transfer-encoding']
          response.writeHead(200, changed)
          response.end(body)
        })
      },
    )
    onward.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' })
      response.end(String(error))
    })
    request.pipe(onward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return proxy
}

const part = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Json
const encode = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A JWT's header and claims, unchecked. */
export function readJwt(jwt: string): { header: Json; claims: Json } {
  const [header = '', claims = ''] = jwt.split('.')
  return { header: part(header), claims: part(claims) }
}

/** The same ID token with some claims changed, under its original header and signature. */
export function withChangedClaims(jwt: string, changes: Json): string {
  const [header = '', claims = '', signature = ''] = jwt.split('.')
  return `${header}.${encode({ ...part(claims), ...changes })}.${signature}`
}

/** An RSA key that is not the provider's. */
export const strangerKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey

/** The ID token's claims (changed as asked) signed RS256 with `key`, under the given `kid`. */
export function signedWith(
  jwt: string,
  key: ReturnType<typeof strangerKey>,
  kid: string | undefined,
  changes: Json = {},
): string {
  const { header, claims } = readJwt(jwt)
  const input = `${encode({ ...header, alg: 'RS256', kid })}.${encode({ ...claims, ...changes })}`
  const signature = createSign('RSA-SHA256').update(input).sign(key).toString('base64url')
  return `${input}.${signature}`
}
