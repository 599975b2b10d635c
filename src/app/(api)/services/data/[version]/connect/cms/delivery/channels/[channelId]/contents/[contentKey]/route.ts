import { deliverContent } from '@/server/content-delivery'

type Context = { params: Promise<{ version: string; channelId: string; contentKey: string }> }

export async function GET(request: Request, { params }: Context) {
  const { version, channelId, contentKey } = await params
  return deliverContent(request, { version, kind: 'channel', channelOrSiteId: channelId, contentKeyOrId: contentKey }, true)
}
