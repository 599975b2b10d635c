import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand } from '@aws-sdk/client-s3'

import { env } from '@/config/env'

import { s3 } from './s3-client'

/**
 * The bytes of an uploaded original: from the S3 bucket when S3 settings are given
 * (Payload's S3 adapter stores uploads there), else from the shared media directory.
 */
export async function readUploadedOriginal(filename: string): Promise<Buffer> {
  const settings = env().s3
  if (!settings) return readFile(path.join(env().mediaDir, path.basename(filename)))
  const object = await s3().send(new GetObjectCommand({ Bucket: settings.bucket, Key: filename }))
  if (!object.Body) throw new Error(`S3 object ${filename} has no body`)
  return Buffer.from(await object.Body.transformToByteArray())
}
