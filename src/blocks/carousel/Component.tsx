import { resolveLink } from '@/lib/page-links'
import type { CarouselSettingsView } from '@/lib/views'
import { getPageDirectory } from '@/server/page-directory'

import { Carousel, type CarouselCard } from './Carousel.client'
import styles from './Carousel.module.css'
import { loadCarouselData } from './load'

/**
 * The carousel: loaded and laid out on the server (complete without JavaScript); the
 * strip's arrows, the detail dialog and video playback are a client island.
 */
export async function CarouselBlock({
  carousel,
  blockId,
  hideWhenEmpty = false,
}: {
  carousel: CarouselSettingsView
  blockId: string
  /** Render nothing rather than 'No items found.' (for optional carousels such as related news). */
  hideWhenEmpty?: boolean
}) {
  const [data, directory] = await Promise.all([loadCarouselData(carousel), getPageDirectory()])
  if (hideWhenEmpty && data.items.length === 0) return null
  const headingId = `${blockId}-heading`
  const cards: CarouselCard[] = data.items.map((item) => ({
    ...item,
    displayLink: resolveLink(item.displayUrl, directory),
    clickLink: resolveLink(item.clickUrl, directory),
  }))
  return (
    <div className={styles.carousel}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {data.sectionTitle}
        </h2>
        {carousel.carouselSubTitle && <p className={styles.subtitle}>{carousel.carouselSubTitle}</p>}
      </div>
      {cards.length === 0 ? (
        <p className={styles.empty} role="status">
          No items found.
        </p>
      ) : (
        <Carousel cards={cards} headingId={headingId} />
      )}
    </div>
  )
}
