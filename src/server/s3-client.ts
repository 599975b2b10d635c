/**
 * The one S3 client of this process, for the site's bucket. Not server-only: the
 * publishing module's hooks and the operators' commands use it outside Next too.
 */
import { S3Client } from '@aws-sdk/client-s3'

import { env } from '@/config/env'

let s3Client: S3Client | undefined

export function s3(): S3Client {
  const settings = env().s3
  if (!settings) throw new Error('S3 is not configured')
  s3Client ??= new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  })
  return s3Client
}
