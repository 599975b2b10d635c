/**
 * Server actions (the contact form, the admin's server functions) can be called by anyone
 * with any body. Next answers a body it cannot decode with a 500, so the server reads an
 * action call's body first and refuses, with a 400 and a message, one React's client
 * never sends: a text body that is not a JSON list of arguments, or form parts without
 * that list or naming parts that are not there; and one over Next's 1 MB, unread. A body that passes is handed to Next
 * unchanged (put back in front of the request stream). What the arguments mean is each
 * action's own check (ADR 0044).
 */
import type { IncomingMessage } from 'node:http'

import type { Refusal } from './request-limits.ts'

const REFUSED: Refusal = {
  status: 400,
  message: 'This form submission could not be read. Reload the page and try again.',
}
/** Next's own limit for an action's body (`serverActions.bodySizeLimit`, 1 MB by default). */
const ACTION_BODY_BYTES = 1024 * 1024
const TOO_LARGE: Refusal = { status: 413, message: 'This form submission is too large: at most 1 MB.' }
/** A body that takes longer than this to arrive is not waited for (Node's own limit is 5 minutes). */
const READ_DEADLINE_MS = 10_000
/** Deeper than any reply React's client writes for these forms. */
const DEEPEST = 64

/** A reference to another part: `$` and a kind letter (or none) before the part's hex number. */
const PART_REFERENCE = /^\$([QWB@iK]?)([0-9a-f]+)$/

/** A server action call: the API's routes are Payload's, which Next's actions never reach. */
export const isActionCall = (request: IncomingMessage, pathname: string) =>
  request.method === 'POST' && typeof request.headers['next-action'] === 'string' && !pathname.startsWith('/api/')

/**
 * Reads the body (its length is known and capped: request-limits.ts) and puts it back,
 * so Next reads it as sent.
 */
function readAndKeep(request: IncomingMessage): Promise<Buffer> {
  const expected = Number(request.headers['content-length'] ?? 0)
  if (expected === 0) return Promise.resolve(Buffer.alloc(0))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const deadline = setTimeout(() => done(new Error('The body did not arrive in time.')), READ_DEADLINE_MS)
    const done = (error?: Error) => {
      clearTimeout(deadline)
      request.off('readable', onReadable)
      request.off('error', done)
      request.off('end', onEnd)
      if (error) return reject(error)
      const body = Buffer.concat(chunks)
      // Before the stream's end was announced: Node then hands these bytes out again.
      request.unshift(body)
      resolve(body)
    }
    const onReadable = () => {
      let chunk: Buffer | null
      while ((chunk = request.read() as Buffer | null) !== null) {
        chunks.push(chunk)
        size += chunk.length
        if (size >= expected) return done()
      }
    }
    const onEnd = () => done(new Error('The body ended before its stated length.'))
    request.on('readable', onReadable)
    request.once('error', done)
    request.once('end', onEnd)
  })
}

function json(text: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof text !== 'string') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** Every part a reply's values refer to is there, and each that holds JSON holds valid JSON. */
function partsPresent(value: unknown, parts: FormData, seen = new Set<string>(), depth = 0): boolean {
  if (depth > DEEPEST) return false
  if (typeof value === 'string') {
    const reference = PART_REFERENCE.exec(value)
    if (!reference) return true
    const [, kind, hex] = reference
    // React writes a part's number in hex in the reference and in decimal as the part's name.
    const id = String(parseInt(hex!, 16))
    // Form data and files are parts of their own shape: an empty form is a form.
    if (kind === 'K' || kind === 'B') return true
    if (seen.has(id)) return true
    seen.add(id)
    const part = json(parts.get(id))
    return part.ok && partsPresent(part.value, parts, seen, depth + 1)
  }
  const children = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []
  return children.every((one) => partsPresent(one, parts, seen, depth + 1))
}

/** Whether an action call's body is one React's client could have sent; a refusal if not. */
export async function checkActionCall(request: IncomingMessage): Promise<Refusal | undefined> {
  // Not read at all: Next would refuse it too.
  if (Number(request.headers['content-length'] ?? 0) > ACTION_BODY_BYTES) {
    request.resume()
    return TOO_LARGE
  }
  let body: Buffer
  try {
    body = await readAndKeep(request)
  } catch {
    return REFUSED
  }
  const type = String(request.headers['content-type'] ?? '')
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    const args = json(body.toString('utf8'))
    return args.ok && Array.isArray(args.value) ? undefined : REFUSED
  }
  let parts: FormData
  try {
    parts = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      headers: { 'content-type': type },
    }).formData()
  } catch {
    return REFUSED
  }
  const args = json(parts.get('0'))
  return args.ok && Array.isArray(args.value) && partsPresent(args.value, parts) ? undefined : REFUSED
}
