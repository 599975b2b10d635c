import type { TaskConfig } from 'payload'

import { liveContentChanged } from '@/runtime/live-content'
import { CACHE_TAGS } from '@/server/cache-tags'

const KNOWN_TAGS = new Set<string>(Object.values(CACHE_TAGS))

/**
 * Expires a cache tag at a set time: a banner's start or end changes what the site shows
 * without anybody saving anything.
 */
export const expireCacheTagTask: TaskConfig<'expireCacheTag'> = {
  slug: 'expireCacheTag',
  label: 'Refresh cached content',
  retries: 2,
  inputSchema: [{ name: 'tag', type: 'text', required: true }],
  handler: async ({ input }) => {
    if (!KNOWN_TAGS.has(input.tag)) throw new Error(`Unknown cache tag ${input.tag}`)
    await liveContentChanged([input.tag], { wait: true })
    return { output: {} }
  },
}
