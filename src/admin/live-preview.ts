import type { Config } from 'payload'

import { env } from '@/config/env'
import { previewUrlOf, type PreviewTarget } from '@/lib/preview-path'

type Document = { path?: string | null; recordId?: string | null }

function targetOf(slug: string, data: Document): PreviewTarget | null {
  if (slug === 'home-page') return { kind: 'home-page' }
  if (slug === 'named-pages') return { kind: 'named-pages', path: data.path }
  if (slug === 'carousel-items') return { kind: 'carousel-items', recordId: data.recordId }
  return null
}

/** The preview address of a document, or null while it has no public address yet. */
export function previewUrlFor(slug: string, data: Document): string | null {
  const target = targetOf(slug, data)
  return target ? previewUrlOf(env().siteUrl, target) : null
}

/**
 * Live preview in the admin: the page beside the form, reloaded after every autosave,
 * at phone, tablet and desktop widths.
 */
export const livePreview: NonNullable<NonNullable<Config['admin']>['livePreview']> = {
  collections: ['named-pages', 'carousel-items'],
  globals: ['home-page'],
  url: ({ collectionConfig, data, globalConfig }) =>
    previewUrlFor(collectionConfig?.slug ?? globalConfig?.slug ?? '', data as Document) ?? `${env().siteUrl}/`,
  breakpoints: [
    { name: 'phone', label: 'Phone', width: 375, height: 740 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1280, height: 900 },
  ],
}
