import 'server-only'

import { resolveFirstLink, type PageDirectory } from '@/lib/page-links'
import type { ServiceTileView } from '@/lib/views'
import type { ServicesBlock } from '@/payload-types'
import { toImageView } from '@/server/images'

export function toServiceTileViews(block: ServicesBlock, directory: PageDirectory): ServiceTileView[] {
  return block.tiles.map((tile, index) => ({
    id: tile.id ?? `tile-${index}`,
    name: tile.name,
    apiName: tile.apiName ?? undefined,
    image: toImageView(tile.image),
    overlayText: tile.overlayText ?? undefined,
    title: tile.title,
    description: tile.description ?? undefined,
    contactTarget: tile.contactTarget ?? undefined,
    link: resolveFirstLink([tile.apiName, tile.contactTarget], directory),
  }))
}
