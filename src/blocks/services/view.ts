import 'server-only'

import { resolveFirstLink } from '@/lib/page-links'
import type { ImageView, LinkView } from '@/lib/views'
import type { ServicesBlock } from '@/payload-types'
import { toImageView } from '@/server/images'

import type { BlockContext } from '../types'

export type ServiceTileView = {
  id: string
  name: string
  apiName?: string
  /** The tile's managed-content image (read with the page); absent when it is not published. */
  image?: ImageView
  overlayText?: string
  title: string
  description?: string
  contactTarget?: string
  link?: LinkView
}

export type ServicesView = { headerText?: string; tiles: ServiceTileView[] }

export function toServicesView(block: ServicesBlock, { directory }: Pick<BlockContext, 'directory'>): ServicesView {
  return {
    headerText: block.headerText ?? undefined,
    tiles: block.tiles.map((tile, index) => ({
      id: tile.id ?? `tile-${index}`,
      name: tile.name,
      apiName: tile.apiName ?? undefined,
      image: toImageView(tile.image),
      overlayText: tile.overlayText ?? undefined,
      title: tile.title,
      description: tile.description ?? undefined,
      contactTarget: tile.contactTarget ?? undefined,
      link: resolveFirstLink([tile.apiName, tile.contactTarget], directory),
    })),
  }
}
