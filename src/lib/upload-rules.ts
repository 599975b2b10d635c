/**
 * What an upload box accepts, said in words (issue 28, problem 9), and the reason a chosen
 * file is refused. The server applies the same rules (mimeTypes and limitUploadSize).
 */
export type UploadRules = { accepted: { mimeType: string; name: string }[]; maxBytes: number; refusedNote?: string }

export const IMAGE_TYPES = [
  { mimeType: 'image/png', name: 'PNG' },
  { mimeType: 'image/jpeg', name: 'JPEG' },
  { mimeType: 'image/webp', name: 'WebP' },
  { mimeType: 'image/avif', name: 'AVIF' },
  { mimeType: 'image/gif', name: 'GIF' },
]

export const VIDEO_TYPES = [
  { mimeType: 'video/mp4', name: 'MP4 video' },
  { mimeType: 'video/webm', name: 'WebM video' },
  { mimeType: 'text/vtt', name: 'WebVTT captions' },
]

export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`
}

function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

export function describeUploadRules({ accepted, maxBytes }: UploadRules): string {
  const svg = accepted.some((type) => type.mimeType.startsWith('image/'))
    ? ' SVG drawings are not accepted, as they can carry scripts.'
    : ''
  return `Accepted: ${list(accepted.map((type) => type.name))} files, up to ${megabytes(maxBytes)} each.${svg}`
}

export function refusalOf(
  file: { name: string; size: number; type: string },
  { accepted, maxBytes }: Pick<UploadRules, 'accepted' | 'maxBytes'>,
): string | null {
  const vtt = file.type === '' && file.name.toLowerCase().endsWith('.vtt') ? 'text/vtt' : file.type
  if (!accepted.some((type) => type.mimeType === vtt)) {
    const kind =
      /\.svg$/i.test(file.name) || file.type === 'image/svg+xml' ? 'an SVG drawing' : 'not a kind of file accepted here'
    return `“${file.name}” was not added: it is ${kind}. Choose a ${list(accepted.map((type) => type.name))} file.`
  }
  if (file.size > maxBytes) {
    return `“${file.name}” was not added: it is ${megabytes(file.size)}, larger than the ${megabytes(maxBytes)} allowed.`
  }
  return null
}

/** The most one Salesforce export sent to "Import content" may weigh (docs/IMPORT.md). */
export const IMPORT_UPLOAD_MAX_BYTES = 2 * 1024 ** 3
