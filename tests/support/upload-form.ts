/** A small PNG of one colour (each seed its own), and the multipart form the admin uploads it with. */
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
