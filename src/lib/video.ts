/** Video rules (spec section 5): which frames may be embedded, and URL correction. */

/** Video providers whose players may be embedded, always over https. */
export const VIDEO_PROVIDER_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'videos.sproutvideo.com',
  'fast.wistia.net',
] as const

/**
 * An embedded video frame is allowed only for the fixed providers and the platform's own
 * site hosts, over https.
 */
export function isAllowedVideoFrame(url: string, siteHosts: readonly string[] = []): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false
  const host = parsed.hostname.toLowerCase()
  return (VIDEO_PROVIDER_HOSTS as readonly string[]).includes(host) || siteHosts.includes(host)
}

/**
 * The playable address of a video: watch and share links of the providers are turned
 * into their embed form; other addresses are kept as they are.
 */
export function correctVideoUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url, 'https://placeholder.invalid')
  } catch {
    return undefined
  }
  if (parsed.hostname === 'placeholder.invalid') return url
  const host = parsed.hostname.replace(/^www\./, '')
  if (host === 'youtube.com' && parsed.pathname === '/watch' && parsed.searchParams.get('v')) {
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(parsed.searchParams.get('v') ?? '')}`
  }
  if (host === 'youtu.be' && parsed.pathname.length > 1) {
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(parsed.pathname.slice(1))}`
  }
  if (host === 'vimeo.com' && /^\/\d+$/.test(parsed.pathname)) {
    return `https://player.vimeo.com/video${parsed.pathname}`
  }
  return parsed.toString()
}

/** Whether a video address is a file the native player plays (rather than a provider page). */
export function isVideoFileUrl(url: string): boolean {
  return /\.(mp4|webm|ogg|ogv|mov|m4v)(\?|#|$)/i.test(url)
}
