import { deliverContent } from '@/server/content-delivery'

type Context = { params: Promise<{ version: string; siteId: string; contentKey: string }> }

export async function GET(request: Request, { params }: Context) {
  const { version, siteId, contentKey } = await params
  return deliverContent(request, { version, kind: 'site', channelOrSiteId: siteId, contentKeyOrId: contentKey }, true)
}
