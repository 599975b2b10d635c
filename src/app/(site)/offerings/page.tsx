import type { Metadata } from 'next'

import { ResponsiveImage } from '@/components/image/ResponsiveImage'
import styles from '@/components/listing/Listing.module.css'
import { getOfferings } from '@/server/listings'

export const metadata: Metadata = {
  title: 'Offerings',
  description: 'Every hybrid cloud offering of the Hosting and Compute Center, from private cloud to commercial cloud.',
  alternates: { canonical: '/offerings' },
}

export default async function OfferingsPage() {
  const offerings = await getOfferings()
  return (
    <div className={`page-width ${styles.listing}`}>
      <h1>Offerings</h1>
      <p className={styles.lead}>
        Hosting and cloud services for mission partners, from our data centers to commercial cloud.
      </p>
      <ul className={styles.grid}>
        {offerings.map((offering) => (
          <li key={offering.path} className={styles.card}>
            {offering.image && (
              <ResponsiveImage
                image={offering.image}
                className={styles.image}
                sizes="(min-width: 64.0625em) 33vw, 100vw"
              />
            )}
            <div className={styles.body}>
              <h2 className={styles.title}>
                <a className={styles.link} href={`/${offering.path}`}>
                  {offering.title}
                </a>
              </h2>
              {offering.summary && <p className={styles.summary}>{offering.summary}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
