/**
 * A stand-in for S3 (an outside service, not reachable from here): the few calls the
 * site's storage makes, path-style, on loopback, objects in memory. Put (and copy), get
 * (with a byte range), head, delete and list (v2). Enough for the storage plugin and the
 * file clean-up to run against; not a test of S3 itself.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type StoredObject = { body: Buffer; contentType: string; lastModified: Date; etag: string }

export type S3StandIn = {
  url: string
  bucket: string
  objects: Map<string, StoredObject>
  stop: () => Promise<void>
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`
const escape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** The body without the aws-chunked framing the SDK may use ("size;chunk-signature=…\r\n…\r\n", then trailers). */
function decodeChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at)
    if (lineEnd === -1) break
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString().split(';')[0]!, 16)
    if (!size) break
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

export async function startS3StandIn(bucket = 'site-media'): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>()
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const url = new URL(request.url ?? '/', 'http://s3')
    const [, bucketName, ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    const notFound = () => {
      response.writeHead(404, { 'Content-Type': 'application/xml' })
      response.end(
        request.method === 'HEAD'
          ? undefined
          : xml(`<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>`),
      )
    }
    if (bucketName !== bucket) {
      response.writeHead(404, { 'Content-Type': 'application/xml' })
      response.end(xml('<Error><Code>NoSuchBucket</Code></Error>'))
      return
    }
    if (!key) {
      // ListObjectsV2 (one page holds everything here).
      const prefix = url.searchParams.get('prefix') ?? ''
      const listed = [...objects].filter(([name]) => name.startsWith(prefix))
      const contents = listed
        .map(
          ([name, object]) =>
            `<Contents><Key>${escape(name)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>"${object.etag}"</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
        )
        .join('')
      response.writeHead(200, { 'Content-Type': 'application/xml' })
      response.end(
        xml(
          `<ListBucketResult><Name>${bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${listed.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        ),
      )
      return
    }
    switch (request.method) {
      case 'PUT': {
        const copySource = request.headers['x-amz-copy-source']
        if (typeof copySource === 'string') {
          const source = decodeURIComponent(copySource.replace(/^\//, '')).split('/').slice(1).join('/')
          const found = objects.get(source)
          if (!found) return notFound()
          const copy = { ...found, lastModified: new Date() }
          objects.set(key, copy)
          response.writeHead(200, { 'Content-Type': 'application/xml' })
          response.end(
            xml(
              `<CopyObjectResult><LastModified>${copy.lastModified.toISOString()}</LastModified><ETag>"${copy.etag}"</ETag></CopyObjectResult>`,
            ),
          )
          return
        }
        const raw = Buffer.concat(chunks)
        const chunked =
          String(request.headers['content-encoding'] ?? '').includes('aws-chunked') ||
          request.headers['x-amz-decoded-content-length'] !== undefined
        const body = chunked ? decodeChunked(raw) : raw
        const etag = createHash('md5').update(body).digest('hex')
        objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
          lastModified: new Date(),
          etag,
        })
        response.writeHead(200, { ETag: `"${etag}"` })
        response.end()
        return
      }
      case 'GET':
      case 'HEAD': {
        const found = objects.get(key)
        if (!found) return notFound()
        const headers: Record<string, string | number> = {
          'Content-Type': found.contentType,
          ETag: `"${found.etag}"`,
          'Last-Modified': found.lastModified.toUTCString(),
          'Accept-Ranges': 'bytes',
        }
        const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''))
        if (range) {
          const start = range[1] ? Number(range[1]) : found.body.length - Number(range[2])
          const end = range[1] && range[2] ? Math.min(Number(range[2]), found.body.length - 1) : found.body.length - 1
          const part = found.body.subarray(start, end + 1)
          response.writeHead(206, {
            ...headers,
            'Content-Length': part.length,
            'Content-Range': `bytes ${start}-${end}/${found.body.length}`,
          })
          response.end(request.method === 'HEAD' ? undefined : part)
          return
        }
        response.writeHead(200, { ...headers, 'Content-Length': found.body.length })
        response.end(request.method === 'HEAD' ? undefined : found.body)
        return
      }
      case 'DELETE':
        objects.delete(key)
        response.writeHead(204)
        response.end()
        return
      default:
        response.writeHead(405)
        response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    objects,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
