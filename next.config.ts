import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The container image ships Next's traced server files only (issue 46, ADR 0047).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // src/runtime/server.ts compresses: each kept page once, streamed responses as they go.
  compress: false,
  reactStrictMode: true,
  experimental: {
    // Stylesheets are linked, not inlined: inlined, Next sent them twice, in the HTML and
    // again in the React payload, which cost a phone more than the extra request (ADR 0048).
    // Integrity hashes on the framework's script tags (ADR 0020).
    sri: { algorithm: 'sha256' },
    // A fresh clone, CI and the image build once: writing Turbopack's build cache cost
    // them about 28 s for nothing (issue 46).
    turbopackFileSystemCacheForBuild: false,
  },
  turbopack: { root: dirname },
  // Shared by every instance through Redis when REDIS_URL is set (ADR 0008).
  cacheHandler: path.join(dirname, 'src/runtime/cache-handler.ts'),
  // Types are checked by `npm run typecheck` (part of `npm test`), not again by every build.
  typescript: { ignoreBuildErrors: true },
  // The platform serves CMS assets under its site base path: keep those addresses working.
  async rewrites() {
    return [{ source: '/sfsites/c/:path*', destination: '/:path*' }]
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withPayloadConfig.headers

/**
 * Payload asks every page for the colour-scheme client hint (Accept-CH, Critical-CH,
 * Vary) for its admin's dark mode. On public pages, Critical-CH makes the browser load
 * each page twice (a restart that costs a round trip before anything shows), and the
 * Vary splits the HTTP cache in two: keep those headers for the admin only.
 */
withPayloadConfig.headers = async () =>
  ((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default withPayloadConfig
