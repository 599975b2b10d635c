import type { Config } from 'payload'

import { env } from '@/config/env'
import { previewUrlOf } from '@/lib/preview-path'

import { collectionPublishing, globalPublishing, type Publishing } from './descriptor'

/** The preview address of a document (the page that shows it, in preview mode), or null while it has none. */
export function previewUrlFor(publishing: Publishing | undefined, data: Record<string, unknown>): string | null {
  const path = publishing?.publicPath?.(data)
  return path ? previewUrlOf(env().siteUrl, path) : null
}

/**
 * Live preview in the admin: the page beside the form, reloaded after every autosave,
 * at phone, tablet and desktop widths, for every governed kind that has a page.
 */
export function livePreviewFor(
  collections: string[],
  globals: string[],
): NonNullable<NonNullable<Config['admin']>['livePreview']> {
  return {
    collections,
    globals,
    url: ({ collectionConfig, data, globalConfig }) => {
      const publishing = collectionConfig
        ? collectionPublishing(collectionConfig.slug)
        : globalPublishing(globalConfig?.slug)
      return previewUrlFor(publishing, data as Record<string, unknown>) ?? `${env().siteUrl}/`
    },
    breakpoints: [
      { name: 'phone', label: 'Phone', width: 375, height: 740 },
      { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
      { name: 'desktop', label: 'Desktop', width: 1280, height: 900 },
    ],
  }
}
