import type { ReactNode } from 'react'

import type { PageDirectory } from '@/lib/page-links'
import type { LayoutBlock } from '@/lib/views'

export type { LayoutBlock }

/** What a block's view may draw on besides the block itself. */
export type BlockContext = {
  /** Published pages by API name, to resolve links. */
  directory: PageDirectory
  /** Unique on the page, for element ids. */
  blockId: string
  /** The page's first hero: its image is the largest and loads first. */
  isFirstHero: boolean
  /** Draws blocks held by this one (the blocks in a section's columns). */
  renderLayout(layout: LayoutBlock[], idPrefix: string): ReactNode
}

/**
 * How a block is shown: the name of its region for assistive technology, the view its
 * component needs (made on the server, where it may read other content), the component.
 */
export type BlockRenderer<Block extends LayoutBlock, View> = {
  regionLabel: string
  /** The region's name from what it shows (a carousel's own title), where one page holds several. */
  regionName?(view: View): string | undefined
  /** A landmark `section` (the default), or a plain `div` for what is not a region of its own. */
  element?: 'section' | 'div'
  /** The component draws its own section (a section with columns); others are put in one. */
  drawsOwnSection?: boolean
  // Methods, not function properties: the registry holds every block's renderer as one type.
  toView(block: Block, context: BlockContext): View | Promise<View>
  Component(props: { view: View; context: BlockContext }): ReactNode | Promise<ReactNode>
}

/** Keeps a block's view type tied between its `toView` and its component. */
export function defineBlockRenderer<Block extends LayoutBlock, View>(
  renderer: BlockRenderer<Block, View>,
): BlockRenderer<Block, View> {
  return renderer
}
