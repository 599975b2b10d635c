/**
 * A loopback http server answering /api/* with Payload's REST handlers (the code the
 * site's /api route runs) for a test's own Payload instance, and a stand-in page for
 * every other path: enough for nginx or a browser to talk to the real sign-in endpoints
 * without building the site. The client address is the last X-Forwarded-For entry, as
 * the site's server sets it behind one proxy. GraphQL requests reach Payload's default
 * instance (its route takes no instance key): start the test's with `shared: true`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { handleEndpoints } from 'payload'

export type PayloadBridge = { url: string; stop: () => Promise<void> }

export async function startPayloadBridge(instanceKey: () => string, siteUrl: () => string): Promise<PayloadBridge> {
  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    if (!incoming.url?.startsWith('/api/')) {
      outgoing.setHeader('Content-Type', 'text/html; charset=utf-8')
      outgoing.end(`<!doctype html><title>Stand-in</title><p>Stand-in page for ${incoming.url}</p>`)
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const forwarded = String(incoming.headers['x-forwarded-for'] ?? '')
      .split(/,\s*/)
      .pop()
    headers.set('x-client-address', forwarded || incoming.socket.remoteAddress || 'unknown')
    const { default: config } = await import('@payload-config')
    const request = new Request(`${siteUrl()}${incoming.url}`, {
      method: incoming.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    // GraphQL (when the test turned it on) through the same handler as the site's /api/graphql route.
    const response = incoming.url.startsWith('/api/graphql')
      ? await (await import('@payloadcms/next/routes')).GRAPHQL_POST(config)(request)
      : await handleEndpoints({ config, payloadInstanceCacheKey: instanceKey(), request })
    const cookies = response.headers.getSetCookie()
    const rest = Object.fromEntries([...response.headers].filter(([name]) => name !== 'set-cookie'))
    outgoing.writeHead(response.status, { ...rest, ...(cookies.length ? { 'set-cookie': cookies } : {}) })
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
