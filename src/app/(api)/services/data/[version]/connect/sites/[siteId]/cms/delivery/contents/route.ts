import { deliverContent } from '@/server/content-delivery'

type Context = { params: Promise<{ version: string; siteId: string }> }

export async function GET(request: Request, { params }: Context) {
  const { version, siteId } = await params
  return deliverContent(request, { version, kind: 'site', channelOrSiteId: siteId }, false)
}
