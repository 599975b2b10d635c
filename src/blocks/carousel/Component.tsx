import type { CarouselSettingsView } from '@/lib/views'

import styles from './Carousel.module.css'
import { loadCarouselData } from './load'

/** The news carousel: server-rendered first view of the loaded items. */
export async function CarouselBlock({ carousel, blockId }: { carousel: CarouselSettingsView; blockId: string }) {
  const data = await loadCarouselData(carousel)
  const headingId = `${blockId}-heading`
  return (
    <div className={styles.carousel}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {data.sectionTitle}
        </h2>
        {carousel.carouselSubTitle && <p className={styles.subtitle}>{carousel.carouselSubTitle}</p>}
      </div>
      {data.items.length === 0 ? (
        <p className={styles.empty}>No items found.</p>
      ) : (
        <ul className={styles.strip} aria-labelledby={headingId}>
          {data.items.map((item) => (
            <li key={item.id} className={styles.card}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img className={styles.image} src={item.imageUrl} alt={item.imageAltText} loading="lazy" />
              <div className={styles.body}>
                {item.meta && <p className={styles.meta}>{item.meta}</p>}
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <div className={styles.caption} dangerouslySetInnerHTML={{ __html: item.caption }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
