/**
 * Every block a page layout may hold, in the order the admin offers them: the one list
 * of blocks (adding one is described in docs/ARCHITECTURE.md). Each block's renderer
 * lives beside its schema, in the folder named after its type (`contactBand` in
 * `contact-band/`), and is loaded from there when a page renders: the schemas stay free
 * of the components, for the CMS's own tools (migrations, type generation, the seed).
 */
import type { Block, BlockSlug } from 'payload'

import { announcementsBlock } from './announcements/config'
import { carouselBlock } from './carousel/config'
import { columnsBlock } from './columns/config'
import { contactBandBlock } from './contact-band/config'
import { heroBlock } from './hero/config'
import { servicesBlock } from './services/config'
import { solutionsTabsBlock } from './solutions-tabs/config'
import type { LayoutBlock } from './types'

const BLOCKS_IN_A_COLUMN = {
  announcements: announcementsBlock,
  hero: heroBlock,
  solutionsTabs: solutionsTabsBlock,
  services: servicesBlock,
  contactBand: contactBandBlock,
  carousel: carouselBlock,
}

const BLOCKS: { [Type in LayoutBlock['blockType']]: Block } = {
  ...BLOCKS_IN_A_COLUMN,
  columns: columnsBlock(Object.values(BLOCKS_IN_A_COLUMN).map((block) => block.slug as BlockSlug)),
}

/**
 * The schemas, defined once in the configuration (`blocks`): the home page, the named
 * pages and a column refer to them by name, so the admin's configuration, sent with every
 * page of the admin, carries each block once instead of four times (ADR 0050).
 */
export const layoutBlocks: Block[] = Object.values(BLOCKS)

/** A layout field's blocks, by reference to `layoutBlocks`. */
export const layoutBlockReferences = () => ({
  blocks: [],
  blockReferences: layoutBlocks.map((block) => block.slug as BlockSlug),
})

/** The folder of a block type: `contactBand` lives in `contact-band/`. */
export const blockFolderOf = (blockType: string) => blockType.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
