import { AnalyticsNotice, PRIVACY_NOTICE_API_NAME } from '@/components/analytics-notice/AnalyticsNotice'
import { CarouselBlock } from '@/blocks/carousel/Component'
import { toCarouselView } from '@/blocks/carousel/view'
import { ContactBandBlock } from '@/blocks/contact-band/Component'
import { CONTACT_BAND_DEFAULTS } from '@/blocks/contact-band/config'
import { toContactBandView } from '@/blocks/contact-band/view'
import { HeroBlock } from '@/blocks/hero/Component'
import { HERO_DEFAULTS } from '@/blocks/hero/defaults'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { ContactForm } from '@/components/contact-form/ContactForm.client'
import { HeadTags } from '@/components/page-regions/HeadTags'
import { RichText } from '@/components/rich-text/RichText'
import { Section } from '@/components/section/Section'
import { env } from '@/config/env'
import { formatSiteDay } from '@/lib/site-time'
import { getOfferings } from '@/server/listings'
import type { NamedPageView } from '@/server/named-pages'
import { getPageDirectory } from '@/server/page-directory'
import { toSectionView } from '@/server/sections'

import styles from './NamedPage.module.css'

/**
 * An offering or information page: hero (the component defaults of the spec), body,
 * the page's own sections, and for offerings their related news and a contact band.
 */
export async function NamedPage({ page }: { page: NamedPageView }) {
  const offering = page.kind === 'offering'
  const directory = await getPageDirectory()
  const relatedNews =
    offering && page.productAlias
      ? await toCarouselView(
          {
            carouselTitle: 'Related news',
            contentType: 'News',
            carouselLocation: 'Product',
            productAlias: page.productAlias,
          },
          { directory },
        )
      : null
  return (
    <article>
      <HeadTags source={page.searchProperties.customHeadTags} />
      <HeroBlock
        priority
        view={{
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
      {page.lastReviewedAt && (
        <p className={`page-width ${styles.reviewed}`}>
          Last reviewed <time dateTime={page.lastReviewedAt}>{formatSiteDay(page.lastReviewedAt, 'long')}</time>
        </p>
      )}
      {page.apiName === PRIVACY_NOTICE_API_NAME && <AnalyticsNotice dap={env().dap} />}
      {page.kind === 'contact' && (
        <div className="page-width">
          <ContactForm offerings={(await getOfferings()).map((offering) => offering.title)} />
        </div>
      )}
      <RenderBlocks layout={page.layout} />
      {relatedNews && relatedNews.cards.length > 0 && (
        <Section section={toSectionView({ maxContentWidth: '1300px' })} label="Related news">
          <CarouselBlock view={relatedNews} blockId={`related-${page.recordId}`} />
        </Section>
      )}
      {offering && (
        <Section section={toSectionView({})} label="Contact a representative">
          <ContactBandBlock view={toContactBandView({ buttonPage: CONTACT_BAND_DEFAULTS.buttonPage }, { directory })} />
        </Section>
      )}
    </article>
  )
}
