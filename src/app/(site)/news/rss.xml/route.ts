import { env } from '@/config/env'
import { escapeHtml } from '@/lib/escape-html'
import { getNewsFeed } from '@/server/feeds'
import { getSiteFrame } from '@/server/site-settings'

/** XML 1.0 allows no control characters but tab, line feed and carriage return. */
const xml = (text: string) =>
  // eslint-disable-next-line no-control-regex
  escapeHtml(text).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')

/** RSS 2.0 feed of the newest news. */
export async function GET() {
  const base = env().siteUrl
  const [items, frame] = await Promise.all([getNewsFeed(), getSiteFrame()])
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${frame.siteName} news`)}</title>
    <link>${xml(`${base}/news`)}</link>
    <description>${xml(`News from the ${frame.agencyName}`)}</description>
    <language>en-us</language>
    <atom:link href="${xml(`${base}/news/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items
  .map(
    (item) => `    <item>
      <title>${xml(item.title)}</title>
      <link>${xml(`${base}/detail/${item.recordId}`)}</link>
      <guid isPermaLink="true">${xml(`${base}/detail/${item.recordId}`)}</guid>
      <pubDate>${new Date(item.publishDate).toUTCString()}</pubDate>
      <description>${xml(item.summary)}</description>
    </item>`,
  )
  .join('\n')}
  </channel>
</rss>
`
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
