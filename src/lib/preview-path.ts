/** The address that turns preview on for the signed-in editor and opens the page. */
export function previewUrlOf(siteUrl: string, path: string): string {
  return `${siteUrl}/preview?path=${encodeURIComponent(path)}`
}

/**
 * A path preview may send the editor to: on this site (no scheme, no //host), at most
 * 300 characters of the characters our paths use.
 */
export function isPreviewablePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[A-Za-z0-9/_.~-]{0,299}$/.test(value)
}
