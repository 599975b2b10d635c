import { CarouselBlock } from '@/blocks/carousel/Component'
import { ContactBandBlock } from '@/blocks/contact-band/Component'
import { CONTACT_BAND_DEFAULTS } from '@/blocks/contact-band/config'
import { toContactBandView } from '@/blocks/contact-band/to-view'
import { HeroBlock } from '@/blocks/hero/Component'
import { HERO_DEFAULTS } from '@/blocks/hero/defaults'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { toSectionView } from '@/blocks/section-view'
import { ContactForm } from '@/components/contact-form/ContactForm.client'
import { HeadTags } from '@/components/page-regions/HeadTags'
import { RichText } from '@/components/rich-text/RichText'
import { Section } from '@/components/section/Section'
import { getOfferings } from '@/server/listings'
import { getPageDirectory } from '@/server/page-directory'
import type { NamedPageView as Page } from '@/server/named-pages'

import styles from './NamedPage.module.css'

/**
 * An offering or information page: hero (the component defaults of the spec), body,
 * the page's own sections, and for offerings their related news and a contact band.
 */
export async function NamedPageView({ page }: { page: Page }) {
  const offering = page.kind === 'offering'
  const directory = await getPageDirectory()
  return (
    <article>
      <HeadTags source={page.searchProperties.customHeadTags} />
      <HeroBlock
        priority
        hero={{
          titleText: page.title,
          subtitleText: page.summary,
          eyebrowText: offering ? 'Offering' : undefined,
          eyebrowClass: HERO_DEFAULTS.eyebrowClass,
          titleClass: HERO_DEFAULTS.titleClass,
          subtitleClass: HERO_DEFAULTS.subtitleClass,
          boolAddGradient: true,
          boolLeftAligned: true,
          heroHeight: HERO_DEFAULTS.heroHeight,
          // The header's column (75rem less its two 2rem gutters): the title lines up with the logo.
          heroInnerWidth: 1136,
          subtitleWidth: 760,
          backgroundImage: page.heroImage,
          backgroundImageOverlay: HERO_DEFAULTS.backgroundImageOverlay,
        }}
      />
      <RichText className={`page-width ${styles.body}`} html={page.bodyHtml} />
      {page.kind === 'contact' && (
        <div className="page-width">
          <ContactForm offerings={(await getOfferings()).map((offering) => offering.title)} />
        </div>
      )}
      <RenderBlocks blocks={page.blocks} />
      {offering && page.productAlias && (
        <Section section={toSectionView({ maxContentWidth: '1300px' })} label="Related news">
          <CarouselBlock
            blockId={`related-${page.recordId}`}
            hideWhenEmpty
            carousel={{
              carouselTitle: 'Related news',
              contentType: 'News',
              carouselLocation: 'Product',
              productAlias: page.productAlias,
            }}
          />
        </Section>
      )}
      {offering && (
        <Section section={toSectionView({})} label="Contact a representative">
          <ContactBandBlock contact={toContactBandView({ buttonPage: CONTACT_BAND_DEFAULTS.buttonPage }, directory)} />
        </Section>
      )}
    </article>
  )
}
