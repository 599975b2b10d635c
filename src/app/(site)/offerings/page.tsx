import type { Metadata } from 'next'

import styles from '@/components/listing/Listing.module.css'
import { ListingCard } from '@/components/listing/ListingCard'
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
      <ul className="card-grid">
        {offerings.map((offering, index) => (
          <ListingCard
            key={offering.path}
            priority={index === 0}
            href={`/${offering.path}`}
            title={offering.title}
            image={offering.image}
            text={offering.summary}
          />
        ))}
      </ul>
    </div>
  )
}
