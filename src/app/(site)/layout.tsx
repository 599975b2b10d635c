import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import { connection } from 'next/server'
import type React from 'react'

import { CurrentUserProvider } from '@/client/current-user'
import { PageDataLayer } from '@/components/page-regions/PageDataLayer.client'
import { ViewChangeNotifier } from '@/components/page-regions/ViewChangeNotifier.client'
import { OfficialBanner } from '@/components/site-frame/OfficialBanner'
import { PreviewBar } from '@/components/site-frame/PreviewBar.client'
import { SiteFooter } from '@/components/site-frame/SiteFooter'
import { SiteHeader } from '@/components/site-frame/SiteHeader'
import { SkipLink } from '@/components/site-frame/SkipLink'
import { env } from '@/config/env'
import { DAP_SCRIPT_ID, dapScriptUrl } from '@/lib/dap'
import { getSiteFrame } from '@/server/site-settings'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const frame = await getSiteFrame()
  return {
    metadataBase: new URL(env().siteUrl),
    title: { default: frame.siteName, template: `%s | ${frame.siteName}` },
    description: frame.defaultDescription,
    // PNG, not SVG: Chrome decodes an SVG icon by building a whole SVG document on the
    // page's main thread (about 20 ms here), while the page is still loading.
    icons: {
      icon: [{ url: '/img/icons/favicon-32.png', sizes: '32x32', type: 'image/png' }],
      apple: '/img/icons/apple-touch-icon.png',
    },
    openGraph: { siteName: frame.siteName, locale: 'en_US', type: 'website', images: ['/img/og-default.png'] },
    twitter: { card: 'summary_large_image' },
    alternates: { types: { 'application/rss+xml': '/news/rss.xml' } },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#00205b',
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request so Next can put this response's CSP nonce on its scripts (ADR 0007).
  await connection()
  const frame = await getSiteFrame()
  const previewing = (await draftMode()).isEnabled
  // GSA's Digital Analytics Program, only when DAP_AGENCY is set (ADR 0027); never in a
  // draft preview, which is an editor's signed-in session.
  const dap = previewing ? undefined : env().dap
  return (
    <html lang="en-US" dir="ltr">
      {dap ? (
        <head>
          {/* We take part in the US government's analytics program; its data is public at analytics.usa.gov. */}
          <script async src={dapScriptUrl(dap)} id={DAP_SCRIPT_ID} />
        </head>
      ) : null}
      <body>
        <CurrentUserProvider>
          <SkipLink />
          {previewing ? <PreviewBar /> : null}
          <OfficialBanner />
          <SiteHeader frame={frame} />
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter frame={frame} />
          <ViewChangeNotifier />
          <PageDataLayer />
        </CurrentUserProvider>
      </body>
    </html>
  )
}
