/** Where a draft is seen on the site: the page that shows the document. */
export type PreviewTarget =
  | { kind: 'home-page' }
  | { kind: 'named-pages'; path?: string | null }
  | { kind: 'carousel-items'; recordId?: string | null }

export function publicPathOf(target: PreviewTarget): string | null {
  switch (target.kind) {
    case 'home-page':
      return '/'
    case 'named-pages':
      return target.path ? `/${target.path}` : null
    case 'carousel-items':
      return target.recordId ? `/detail/${target.recordId}` : null
  }
}

/** The address that turns preview on for the signed-in editor and opens the page. */
export function previewUrlOf(siteUrl: string, target: PreviewTarget): string | null {
  const path = publicPathOf(target)
  return path ? `${siteUrl}/preview?path=${encodeURIComponent(path)}` : null
}

/**
 * A path preview may send the editor to: on this site (no scheme, no //host), at most
 * 300 characters of the characters our paths use.
 */
export function isPreviewablePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[A-Za-z0-9/_.~-]{0,299}$/.test(value)
}
