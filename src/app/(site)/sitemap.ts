import type { MetadataRoute } from 'next'

import { env } from '@/config/env'
import { getSitemapEntries } from '@/server/feeds'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().siteUrl
  const entries = await getSitemapEntries()
  return [
    { url: `${base}/`, changeFrequency: 'weekly', priority: 1 },
    { url: `${base}/offerings`, changeFrequency: 'weekly', priority: 0.8 },
    { url: `${base}/news`, changeFrequency: 'daily', priority: 0.8 },
    ...entries.map((entry) => ({ url: `${base}${entry.path}`, lastModified: entry.lastModified })),
  ]
}
