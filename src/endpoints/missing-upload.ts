import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { UploadConfig } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A file asked for by a name that is not on the disk answers 404 with a message; Payload's
 * own fallback answers 500 "Something went wrong." (issue 29 #14). Local storage only:
 * with S3 configured the storage plugin's handler answers first.
 */
export function answerMissingUploads(staticDir: string): UploadHandler {
  const root = path.resolve(staticDir)
  const answer = async (file: string): Promise<Response | undefined> => {
    const found = await stat(file).catch(() => null)
    if (found?.isFile()) return undefined
    return Response.json(
      { message: 'That file does not exist.' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return (_req, { params: { filename } }) => {
    const file = path.resolve(root, filename)
    if (!file.startsWith(root + path.sep)) return
    // Payload's type wants Promise<Response> or Promise<void>; it handles either answer.
    return answer(file) as Promise<Response>
  }
}
