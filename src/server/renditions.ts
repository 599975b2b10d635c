/**
 * Renditions of uploaded images (WebP at a width), kept on disk by the delivery route
 * (src/server/media.ts). Without a `server-only` mark: the media collection's hooks,
 * which the CMS's own tools load, remove them too.
 */
import { createHash } from 'node:crypto'
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/config/env'
import type { Media } from '@/payload-types'

/** A short fingerprint of the image's last change: part of its URL, so caches can keep it forever. */
export function imageVersion(media: Pick<Media, 'updatedAt' | 'filename'>): string {
  return createHash('sha256').update(`${media.updatedAt}|${media.filename}`).digest('hex').slice(0, 10)
}

/**
 * Where renditions are kept: outside the folder Payload serves uploads from, so none is
 * reachable but through the delivery route, which checks the image still exists.
 */
export const renditionDir = () => path.join(env().dataDir, 'renditions')

/** Removes an image's renditions but those of `keepVersion` (all, when it was deleted). */
export async function removeRenditions(contentKey: string, keepVersion?: string): Promise<void> {
  let files: string[]
  try {
    files = await readdir(renditionDir())
  } catch {
    return // nothing rendered yet
  }
  const stale = files.filter(
    (file) => file.startsWith(`${contentKey}-`) && !(keepVersion && file.startsWith(`${contentKey}-${keepVersion}-`)),
  )
  await Promise.all(stale.map((file) => rm(path.join(renditionDir(), file), { force: true })))
}
