import type React from 'react'

import { ResponsiveImage } from '@/components/image/ResponsiveImage'
import type { ImageView } from '@/lib/views'

import styles from './Listing.module.css'

type Props = {
  href: string
  title: string
  image?: ImageView
  kicker?: React.ReactNode
  text?: string
  /** The first card's picture is on a phone's first screen: it loads first, not lazily. */
  priority?: boolean
}

/** A card of a listing page (offerings, news): the whole card links to the page. */
export function ListingCard({ href, title, image, kicker, text, priority = false }: Props) {
  return (
    <li className="card-surface">
      {image && (
        <ResponsiveImage
          image={image}
          className={styles.image}
          sizes="(min-width: 64.0625em) 33vw, 100vw"
          priority={priority}
        />
      )}
      <div className={styles.body}>
        {kicker && <p className={styles.kind}>{kicker}</p>}
        <h2 className={styles.title}>
          <a className={`stretched-link ${styles.link}`} href={href}>
            {title}
          </a>
        </h2>
        {text && <p className={styles.summary}>{text}</p>}
      </div>
    </li>
  )
}
