import { deliverContent } from '@/server/content-delivery'

type Context = { params: Promise<{ version: string; channelId: string }> }

export async function GET(request: Request, { params }: Context) {
  const { version, channelId } = await params
  return deliverContent(request, { version, kind: 'channel', channelOrSiteId: channelId }, false)
}
