/**
 * An export zip sent from the admin's "Import content" view, read as it arrives: the form's
 * few text fields are kept, its one file goes straight to disk, so a 2 GB export never sits
 * in memory. A file that does not start as a zip does, or grows past the limit, is refused
 * as soon as that shows, without reading the rest.
 */
import { open, type FileHandle } from 'node:fs/promises'

/** What a refused upload answers: 400 for a form that is wrong, 413 for one too large. */
export class UploadError extends Error {
  readonly status: 400 | 413
  constructor(message: string, status: 400 | 413 = 400) {
    super(message)
    this.name = 'UploadError'
    this.status = status
  }
}

export type ReceivedUpload = {
  fields: Record<string, string>
  /** The file field's part, written to `target`; absent when the form held no file. */
  file?: { name: string; bytes: number }
}

export type UploadOptions = {
  /** The only field that may carry a file. */
  fileField: string
  /** The other fields the form may hold. */
  textFields: readonly string[]
  target: string
  maxFileBytes: number
  /** The file's first bytes must be these (a zip's local file header). */
  signature: Buffer
  signatureMessage: string
  tooLargeMessage: string
}

const MAX_TEXT_BYTES = 1024
const MAX_HEADER_BYTES = 16 * 1024
const MAX_PARTS = 16
const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')

/** The boundary of a `multipart/form-data` body, or null when the type is another. */
export function boundaryOf(contentType: string | null | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType)
  return match?.[1] ?? match?.[2] ?? null
}

type Part = { name: string; fileName?: string }

function partOf(headerText: string): Part {
  const disposition = headerText
    .split('\r\n')
    .find((line) => /^content-disposition\s*:/i.test(line))
    ?.replace(/^[^:]*:\s*/, '')
  if (!disposition || !/^form-data\b/i.test(disposition)) throw new UploadError('The form could not be read.')
  const parameter = (key: string) =>
    new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition)?.[1] ??
    new RegExp(`;\\s*${key}=([^;\\s]+)`, 'i').exec(disposition)?.[1]
  const name = parameter('name')
  if (!name) throw new UploadError('The form could not be read.')
  return { name, fileName: parameter('filename') }
}

/**
 * Reads a multipart body. Throws an UploadError with a message for the person when the
 * form is not the one expected; the file written so far is then the caller's to remove.
 */
export async function receiveUpload(
  body: ReadableStream<Uint8Array> | null | undefined,
  contentType: string | null | undefined,
  options: UploadOptions,
): Promise<ReceivedUpload> {
  const boundary = boundaryOf(contentType)
  if (!boundary || !body) throw new UploadError('Send the export as a form with a file (multipart/form-data).')
  // The first delimiter has no line break before it: one is put in front of the body.
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  const fields: Record<string, string> = {}
  let file: ReceivedUpload['file']
  let handle: FileHandle | undefined
  let pending: Buffer = Buffer.from(CRLF)
  type State = 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'end'
  let state = 'preamble' as State
  let part: Part | undefined
  let text: Buffer[] = []
  let textBytes = 0
  let parts = 0
  let checked = Buffer.alloc(0)

  const reader = body.getReader()

  async function take(chunk: Buffer) {
    if (!part) return
    if (part.name === options.fileField) {
      file!.bytes += chunk.length
      if (file!.bytes > options.maxFileBytes) throw new UploadError(options.tooLargeMessage, 413)
      if (checked.length < options.signature.length) {
        checked = Buffer.concat([checked, chunk.subarray(0, options.signature.length - checked.length)])
        if (!options.signature.subarray(0, checked.length).equals(checked)) {
          throw new UploadError(options.signatureMessage)
        }
      }
      await handle!.write(chunk)
      return
    }
    textBytes += chunk.length
    if (textBytes > MAX_TEXT_BYTES) throw new UploadError(`The form's field ${part.name} is too long.`)
    text.push(chunk)
  }

  async function endPart() {
    if (!part) return
    if (part.name === options.fileField) {
      // An empty file part is a form sent with no file chosen: the caller says so.
      if (file!.bytes > 0 && file!.bytes < options.signature.length) throw new UploadError(options.signatureMessage)
    } else {
      fields[part.name] = Buffer.concat(text).toString('utf8')
    }
    part = undefined
  }

  async function startPart(headerText: string) {
    const next = partOf(headerText)
    if (++parts > MAX_PARTS) throw new UploadError('The form holds more fields than this page sends.')
    if (next.name === options.fileField) {
      // Taken as the file even without a file name: an empty one is a form sent with none chosen.
      next.fileName ??= ''
      if (file) throw new UploadError('Send one file at a time.')
      file = { name: next.fileName, bytes: 0 }
      handle = await open(options.target, 'wx', 0o600)
    } else if (!options.textFields.includes(next.name) || next.fileName !== undefined) {
      throw new UploadError(`The form holds a field this page does not send (${next.name.slice(0, 40)}).`)
    } else if (next.name in fields) {
      throw new UploadError(`The form holds the field ${next.name} twice.`)
    }
    text = []
    textBytes = 0
    part = next
  }

  /** Works through what has arrived; keeps what may be the start of a delimiter. */
  async function advance(final: boolean) {
    for (;;) {
      if (state === 'preamble' || state === 'body') {
        const at = pending.indexOf(delimiter)
        if (at < 0) {
          const keep = final ? 0 : delimiter.length - 1
          if (state === 'body' && pending.length > keep) await take(pending.subarray(0, pending.length - keep))
          if (state === 'preamble' && pending.length > MAX_HEADER_BYTES) {
            throw new UploadError('The form could not be read.')
          }
          pending = pending.subarray(Math.max(0, pending.length - keep))
          return
        }
        if (state === 'body') {
          if (at > 0) await take(pending.subarray(0, at))
          await endPart()
        }
        pending = pending.subarray(at + delimiter.length)
        state = 'afterDelimiter'
      }
      if (state === 'afterDelimiter') {
        if (pending.length < 2) return
        if (pending[0] === 0x2d && pending[1] === 0x2d) {
          state = 'end'
          pending = Buffer.alloc(0)
          return
        }
        // Transport padding may follow a delimiter before its line break.
        const lineEnd = pending.indexOf(CRLF)
        if (lineEnd < 0) {
          if (pending.length > 256) throw new UploadError('The form could not be read.')
          return
        }
        if (pending.subarray(0, lineEnd).toString('latin1').trim() !== '') {
          throw new UploadError('The form could not be read.')
        }
        pending = pending.subarray(lineEnd + 2)
        state = 'headers'
      }
      if (state === 'headers') {
        const at = pending.indexOf(HEADER_END)
        if (at < 0) {
          if (pending.length > MAX_HEADER_BYTES) throw new UploadError('The form could not be read.')
          return
        }
        await startPart(pending.subarray(0, at).toString('utf8'))
        pending = pending.subarray(at + HEADER_END.length)
        state = 'body'
      }
      if (state === 'end') return
    }
  }

  const cutOff = () => new UploadError('The upload was cut off before its end. Try again.')
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>
      try {
        next = await reader.read()
      } catch {
        throw cutOff()
      }
      const { done, value } = next
      if (done) break
      if (state === 'end') continue // an epilogue, ignored
      pending = pending.length ? Buffer.concat([pending, Buffer.from(value)]) : Buffer.from(value)
      await advance(false)
    }
    if (state !== 'end') await advance(true)
    if (state !== 'end') throw cutOff()
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    throw error
  } finally {
    await handle?.close().catch(() => undefined)
  }
  return { fields, file }
}
