import { HeroBlock } from '@/blocks/hero/Component'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { HeadTags } from '@/components/page-regions/HeadTags'
import { HERO_DEFAULTS } from '@/blocks/hero/defaults'
import type { NamedPageView as Page } from '@/server/named-pages'

import styles from './NamedPage.module.css'

/** An offering or information page: hero with the component defaults, then the body. */
export function NamedPageView({ page }: { page: Page }) {
  return (
    <article>
      <HeadTags source={page.searchProperties.customHeadTags} />
      <HeroBlock
        priority
        hero={{
          titleText: page.title,
          subtitleText: page.summary,
          eyebrowText: page.kind === 'offering' ? 'Offering' : undefined,
          eyebrowClass: HERO_DEFAULTS.eyebrowClass,
          titleClass: HERO_DEFAULTS.titleClass,
          subtitleClass: HERO_DEFAULTS.subtitleClass,
          boolAddGradient: true,
          boolLeftAligned: true,
          heroHeight: HERO_DEFAULTS.heroHeight,
          heroInnerWidth: 1200,
          subtitleWidth: 760,
          backgroundImage: page.heroImage,
          backgroundImageOverlay: HERO_DEFAULTS.backgroundImageOverlay,
        }}
      />
      <div className={`page-width ${styles.body}`} dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
      <RenderBlocks blocks={page.blocks} />
    </article>
  )
}
