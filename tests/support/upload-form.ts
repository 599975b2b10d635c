/** A small PNG of one colour (each seed its own), and the multipart form the admin uploads it with. */
import type { Payload } from 'payload'
import sharp from 'sharp'

export const solidPng = (seed: number) =>
  sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 99 } },
  })
    .png()
    .toBuffer()

export function imageForm(file: Buffer, name: string, data: Record<string, unknown>) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify(data))
  return form
}

/**
 * An image already on the site, added by the site itself as the seed or an import does (a
 * member of staff's upload is a draft until a page using it is approved).
 */
export async function siteImage(payload: Payload, seed: number, name: string, altText: string) {
  const data = await solidPng(seed)
  const created = await payload.create({
    collection: 'media',
    data: { altText } as never,
    file: { data, mimetype: 'image/png', name, size: data.length },
    depth: 0,
  })
  if (created._status !== 'published') throw new Error(`the site's own image ${name} was not published`)
  return created
}
