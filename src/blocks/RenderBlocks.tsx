import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'

import { PreviewWarnings } from '@/components/page-regions/PreviewWarnings.client'
import { Section } from '@/components/section/Section'
import type { PageDirectory } from '@/lib/page-links'
import { blockWarnings } from '@/lib/spec-warnings'
import { getPageDirectory } from '@/server/page-directory'
import { toSectionView } from '@/server/sections'

import { blockFolderOf } from './registry'
import type { BlockContext, BlockRenderer, LayoutBlock } from './types'

/** The renderer in the block's folder (src/blocks/registry.ts); it takes that block's kind. */
async function rendererOf(block: LayoutBlock): Promise<BlockRenderer<LayoutBlock, unknown>> {
  const folder: { renderer: BlockRenderer<LayoutBlock, unknown> } = await import(
    `./${blockFolderOf(block.blockType)}/Component.tsx`
  )
  return folder.renderer
}

async function BlockInSection({ block, context }: { block: LayoutBlock; context: BlockContext }) {
  const renderer = await rendererOf(block)
  const view = await renderer.toView(block, context)
  // Visitors never get this script: only a draft preview, which is an editor's.
  const warnings = (await draftMode()).isEnabled ? blockWarnings(block) : []
  const drawn = <renderer.Component view={view} context={context} />
  const content = warnings.length ? (
    <>
      {drawn}
      <PreviewWarnings
        warnings={warnings.map(({ message, detail }) => ({ message, detail, where: renderer.regionLabel }))}
      />
    </>
  ) : (
    drawn
  )
  if (renderer.drawsOwnSection) return content
  return (
    <Section
      section={toSectionView(block.section)}
      label={renderer.regionName?.(view)?.trim() || renderer.regionLabel}
      as={renderer.element ?? 'section'}
    >
      {content}
    </Section>
  )
}

function renderLayout(layout: LayoutBlock[], directory: PageDirectory, idPrefix: string, firstHero?: LayoutBlock) {
  return layout.map((block, index): ReactNode => {
    const blockId = `${idPrefix}${block.id ?? `${block.blockType}-${index}`}`
    const context: BlockContext = {
      directory,
      blockId,
      isFirstHero: block === firstHero,
      renderLayout: (inner, prefix) => renderLayout(inner, directory, prefix),
    }
    return <BlockInSection key={blockId} block={block} context={context} />
  })
}

/** Each block of a layout, in its own full-width section. */
export async function RenderBlocks({ layout }: { layout: LayoutBlock[] }) {
  const directory = await getPageDirectory()
  return renderLayout(
    layout,
    directory,
    'block-',
    layout.find((block) => block.blockType === 'hero'),
  )
}
