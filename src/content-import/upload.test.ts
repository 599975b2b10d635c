import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { boundaryOf, receiveUpload, UploadError, type UploadOptions } from './upload'

const folder = mkdtempSync(path.join(os.tmpdir(), 'hcs-upload-test-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const BOUNDARY = 'XyZ-boundary-42'
let counter = 0

const options = (overrides: Partial<UploadOptions> = {}): UploadOptions => ({
  fileField: 'file',
  textFields: ['mode', 'publish'],
  target: path.join(folder, `upload-${++counter}.zip`),
  maxFileBytes: 1024 ** 2,
  signature: SIGNATURE,
  signatureMessage: 'not a zip',
  tooLargeMessage: 'too large',
  ...overrides,
})

function body(parts: Array<{ name: string; fileName?: string; value: Buffer | string }>, boundary = BOUNDARY) {
  const pieces: Buffer[] = [Buffer.from('a preamble, ignored\r\n')]
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`))
    if (part.fileName !== undefined) pieces.push(Buffer.from('Content-Type: application/zip\r\n'))
    pieces.push(Buffer.from('\r\n'), Buffer.from(part.value), Buffer.from('\r\n'))
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(pieces)
}

/** The bytes as a stream in chunks of the given size; `pulled` counts what was read. */
function streamOf(bytes: Buffer, chunk: number) {
  let at = 0
  const state = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      const next = bytes.subarray(at, at + chunk)
      at += next.length
      state.pulled += next.length
      controller.enqueue(new Uint8Array(next))
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

const type = `multipart/form-data; boundary=${BOUNDARY}`

describe('receiving an export sent as a form', () => {
  it('reads the boundary from the content type, quoted or not, and nothing else', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc')
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b')
    expect(boundaryOf('application/json')).toBeNull()
    expect(boundaryOf('multipart/form-data')).toBeNull()
    expect(boundaryOf(null)).toBeNull()
  })

  it('writes the file as sent and keeps the fields, however the body is cut into chunks', async () => {
    // Bytes that look like the start of a delimiter, inside the file.
    const file = Buffer.concat([
      SIGNATURE,
      randomBytes(3000),
      Buffer.from(`\r\n--${BOUNDARY.slice(0, 6)}`),
      randomBytes(200),
      Buffer.from('\r\n--'),
    ])
    const bytes = body([
      { name: 'mode', value: 'dry-run' },
      { name: 'file', fileName: 'export.zip', value: file },
      { name: 'publish', value: 'true' },
    ])
    for (const chunk of [1, 3, 17, 64, 1000, bytes.length]) {
      const chosen = options()
      const received = await receiveUpload(streamOf(bytes, chunk).stream, type, chosen)
      expect(received.fields, `chunks of ${chunk}`).toEqual({ mode: 'dry-run', publish: 'true' })
      expect(received.file).toEqual({ name: 'export.zip', bytes: file.length })
      expect(readFileSync(chosen.target).equals(file), `chunks of ${chunk}`).toBe(true)
    }
  })

  it('refuses a file that does not start as a zip as soon as its first bytes arrive', async () => {
    const bytes = body([{ name: 'file', fileName: 'x.zip', value: Buffer.alloc(200_000, 0x41) }])
    const { stream, state } = streamOf(bytes, 1024)
    await expect(receiveUpload(stream, type, options())).rejects.toMatchObject({ status: 400, message: 'not a zip' })
    expect(state.pulled).toBeLessThan(10_000)
    expect(state.cancelled).toBe(true)
  })

  it('refuses a file over the limit with 413 without reading the rest', async () => {
    const bytes = body([{ name: 'file', fileName: 'x.zip', value: Buffer.concat([SIGNATURE, Buffer.alloc(500_000)]) }])
    const { stream, state } = streamOf(bytes, 4096)
    await expect(receiveUpload(stream, type, options({ maxFileBytes: 100_000 }))).rejects.toMatchObject({
      status: 413,
      message: 'too large',
    })
    expect(state.pulled).toBeLessThan(120_000)
  })

  it('refuses forms that are not the one the view sends', async () => {
    const zip = Buffer.concat([SIGNATURE, randomBytes(10)])
    const cases: Array<[string, Buffer, RegExp]> = [
      ['an unknown field', body([{ name: 'mapping', value: '{}' }]), /does not send/],
      [
        'a field twice',
        body([
          { name: 'mode', value: 'a' },
          { name: 'mode', value: 'b' },
        ]),
        /twice/,
      ],
      [
        'two files',
        body([
          { name: 'file', fileName: 'a.zip', value: zip },
          { name: 'file', fileName: 'b.zip', value: zip },
        ]),
        /one file/,
      ],
      ['a long field', body([{ name: 'mode', value: 'x'.repeat(5000) }]), /too long/],
      ['a cut-off body', body([{ name: 'file', fileName: 'a.zip', value: zip }]).subarray(0, 120), /cut off/],
      ['no parts at all', Buffer.from('just text'), /cut off/],
      [
        'a part with no name',
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--`),
        /could not be read/,
      ],
    ]
    for (const [name, bytes, message] of cases) {
      const refusal = await receiveUpload(streamOf(bytes, 100).stream, type, options()).catch((error: unknown) => error)
      expect(refusal, name).toBeInstanceOf(UploadError)
      expect((refusal as UploadError).message, name).toMatch(message)
    }
    await expect(receiveUpload(null, type, options())).rejects.toBeInstanceOf(UploadError)
    await expect(receiveUpload(streamOf(Buffer.alloc(0), 1).stream, 'text/plain', options())).rejects.toBeInstanceOf(
      UploadError,
    )
  })

  it('counts a file field sent empty as no file (the form sent with nothing chosen)', async () => {
    const received = await receiveUpload(
      streamOf(
        body([
          { name: 'mode', value: 'import' },
          { name: 'file', fileName: '', value: '' },
        ]),
        50,
      ).stream,
      type,
      options(),
    )
    expect(received.file).toEqual({ name: '', bytes: 0 })
  })
})
