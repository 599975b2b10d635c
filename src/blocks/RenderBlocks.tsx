import { Section } from '@/components/section/Section'
import type { BlockView } from '@/lib/views'

import { AnnouncementsBlock } from './announcements/Component'
import { loadBanners } from './announcements/load'
import { CarouselBlock } from './carousel/Component'
import { ContactBandBlock } from './contact-band/Component'
import { HeroBlock } from './hero/Component'
import { ServicesBlock } from './services/Component'
import { SolutionsTabsBlock } from './solutions-tabs/Component'

const REGION_LABELS: Record<BlockView['blockType'], string> = {
  announcements: 'Site announcements',
  hero: 'Spotlight',
  solutionsTabs: 'Solutions',
  services: 'Available services',
  contactBand: 'Contact a representative',
  carousel: 'News',
}

async function BlockContent({ block, isFirstHero }: { block: BlockView; isFirstHero: boolean }) {
  switch (block.blockType) {
    case 'announcements':
      return <AnnouncementsBlock banners={await loadBanners()} />
    case 'hero':
      return <HeroBlock hero={block.hero} priority={isFirstHero} />
    case 'solutionsTabs':
      return <SolutionsTabsBlock solutions={block.solutions} blockId={`block-${block.id}`} />
    case 'services':
      return <ServicesBlock headerText={block.headerText} tiles={block.tiles} />
    case 'contactBand':
      return <ContactBandBlock contact={block.contact} />
    case 'carousel':
      return <CarouselBlock carousel={block.carousel} blockId={`block-${block.id}`} />
  }
}

/** The registry: each block of a layout in its own full-width section. */
export function RenderBlocks({ blocks }: { blocks: BlockView[] }) {
  const firstHero = blocks.find((block) => block.blockType === 'hero')
  return blocks.map((block) => (
    <Section
      key={block.id}
      section={block.section}
      label={REGION_LABELS[block.blockType]}
      as={block.blockType === 'announcements' ? 'div' : 'section'}
    >
      <BlockContent block={block} isFirstHero={block === firstHero} />
    </Section>
  ))
}
