// Its links are not prefetched: a prefetch renders the whole linked view on the server.
import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { reviewOverview, type ReviewListItem } from '../review/dashboard'

import styles from './Review.module.css'

function List({
  title,
  empty,
  items,
  whenLabel,
}: {
  title: string
  empty: string
  items: ReviewListItem[]
  whenLabel: string
}) {
  const headingId = `review-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title} <span className={styles.count}>{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((entry) => (
            <li key={entry.key}>
              <Link href={entry.href} prefetch={false}>
                {entry.title}
              </Link>
              <span className={styles.meta}>
                {entry.kind} · {entry.state}
                {entry.whenText ? ` · ${entry.whenLabel ?? whenLabel} ${entry.whenText}` : ''}
              </span>
              {entry.detail && <span className={styles.meta}>{entry.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The admin's first screen: review work for this person (ADR 0030). */
export async function ReviewDashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const overview = await reviewOverview(payload, user)
  const reviewer = user.role === 'editor' || user.role === 'admin'
  return (
    <div className={styles.dashboard} data-review-dashboard="">
      {reviewer && (
        <List
          title="Waiting for my review"
          empty="Nothing is waiting for you."
          items={overview.waitingForMe}
          whenLabel="submitted"
        />
      )}
      <List
        title="My drafts and their state"
        empty="You have no changes in progress."
        items={overview.myDrafts}
        whenLabel="last saved"
      />
      <List title="Scheduled" empty="Nothing is scheduled." items={overview.scheduled} whenLabel="publishes" />
    </div>
  )
}
