/**
 * Keeps what Next writes to a response instead of sending it, so the server can finish
 * the page once (its script hashes, its compressed forms) and send or store the result.
 * The same technique the `compression` middleware uses: the response's own write methods
 * are wrapped for the duration of the render, then handed back.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

export type CapturedResponse = {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

type Callback = (error?: Error | null) => void

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

export function captureResponse(response: ServerResponse): {
  captured: Promise<CapturedResponse>
  release: () => void
} {
  const chunks: Buffer[] = []
  let resolveCaptured: (value: CapturedResponse) => void = () => {}
  const captured = new Promise<CapturedResponse>((resolve) => {
    resolveCaptured = resolve
  })
  const target = response as unknown as Record<string, unknown>

  target.writeHead = (status: number, reason?: unknown, headers?: unknown) => {
    response.statusCode = status
    const given = typeof reason === 'string' ? headers : reason
    if (Array.isArray(given)) {
      for (let index = 0; index + 1 < given.length; index += 2)
        response.setHeader(String(given[index]), given[index + 1])
    } else if (given && typeof given === 'object') {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) response.setHeader(name, value)
    }
    return response
  }
  target.flushHeaders = () => {}
  target.write = (chunk: unknown, encoding?: unknown, callback?: Callback) => {
    chunks.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? (encoding as Callback) : callback
    if (done) process.nextTick(done)
    return true
  }
  target.end = (chunk?: unknown, encoding?: unknown, callback?: Callback) => {
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function') as Callback | undefined
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
    resolveCaptured({ status: response.statusCode, headers: response.getHeaders(), body: Buffer.concat(chunks) })
    if (done) process.nextTick(done)
    return response
  }

  return {
    captured,
    release() {
      for (const method of ['writeHead', 'flushHeaders', 'write', 'end']) delete target[method]
      for (const name of response.getHeaderNames()) response.removeHeader(name)
    },
  }
}
