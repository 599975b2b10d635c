import { FellBack } from '@/components/page-regions/FellBack'

import type { CarouselBlock as CarouselBlockData } from '@/payload-types'

import { defineBlockRenderer } from '../types'
import { Carousel } from './Carousel.client'
import styles from './Carousel.module.css'
import { toCarouselView, type CarouselView } from './view'

/**
 * The carousel: loaded and laid out on the server (complete without JavaScript); the
 * strip's arrows, the detail dialog and video playback are a client island.
 */
export function CarouselBlock({ view, blockId }: { view: CarouselView; blockId: string }) {
  const headingId = `${blockId}-heading`
  return (
    <div className={styles.carousel}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {view.sectionTitle}
        </h2>
        {view.subTitle && <p className={styles.subtitle}>{view.subTitle}</p>}
      </div>
      {view.failed && <FellBack part="carousel" />}
      {view.cards.length === 0 ? (
        <p className={styles.empty} role="status">
          No items found.
        </p>
      ) : (
        <Carousel cards={view.cards} headingId={headingId} />
      )}
    </div>
  )
}

export const renderer = defineBlockRenderer<CarouselBlockData, CarouselView>({
  regionLabel: 'Carousel',
  // Each carousel is named by its own title ("Our leadership", "Upcoming events"), not all "News".
  regionName: (view) => view.sectionTitle,
  toView: toCarouselView,
  Component: ({ view, context }) => <CarouselBlock view={view} blockId={context.blockId} />,
})
