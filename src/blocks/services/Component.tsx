import { ResponsiveImage } from '@/components/image/ResponsiveImage'
import { SiteLink } from '@/components/site-link/SiteLink'
import { PLACEHOLDER_IMAGE_URL } from '@/lib/carousel-item'

import type { ServicesBlock as ServicesBlockData } from '@/payload-types'

import { defineBlockRenderer } from '../types'
import styles from './Services.module.css'
import { toServicesView, type ServicesView } from './view'

/** The available services: image tiles with overlay text, each linking to its offering. */
export function ServicesBlock({ view: { headerText, tiles } }: { view: ServicesView }) {
  return (
    <div className={styles.services}>
      <div className="page-width">
        <h2 className={headerText ? styles.header : 'visually-hidden'}>{headerText || 'Available services'}</h2>
        <ul className="card-grid">
          {tiles.map((tile) => (
            <li key={tile.id} className={`card-surface ${styles.tile}`} data-api-name={tile.apiName}>
              <div className={styles.media}>
                {tile.image ? (
                  <ResponsiveImage
                    image={tile.image}
                    className={styles.image}
                    sizes="(min-width: 64.0625em) 33vw, (min-width: 48em) 50vw, 100vw"
                  />
                ) : (
                  // The image could not be read (unpublished or removed): the platform's placeholder.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img className={styles.image} src={PLACEHOLDER_IMAGE_URL} alt="" loading="lazy" decoding="async" />
                )}
                {tile.overlayText && (
                  <span className={styles.overlay} aria-hidden="true">
                    {tile.overlayText}
                  </span>
                )}
              </div>
              <div className={styles.body}>
                {tile.overlayText && <p className="visually-hidden">{tile.overlayText}</p>}
                <h3 className={styles.title}>
                  {tile.link ? (
                    <SiteLink className={`stretched-link ${styles.link}`} {...tile.link}>
                      {tile.title}
                    </SiteLink>
                  ) : (
                    tile.title
                  )}
                </h3>
                {tile.description && <p className={styles.description}>{tile.description}</p>}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

export const renderer = defineBlockRenderer<ServicesBlockData, ServicesView>({
  regionLabel: 'Available services',
  toView: toServicesView,
  Component: ({ view }) => <ServicesBlock view={view} />,
})
