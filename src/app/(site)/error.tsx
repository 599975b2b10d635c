'use client'

import styles from '@/components/record-page/RecordPage.module.css'

/** Shown when a page fails to render: no details of the failure reach the visitor. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className={`page-width ${styles.record}`}>
      <p className={styles.kind}>Error 500</p>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>The page could not be shown just now. Please try again in a moment.</p>
      <p className={styles.text}>
        <button type="button" onClick={reset}>
          Try again
        </button>{' '}
        or <a href="/">go to the home page</a>.
      </p>
    </div>
  )
}
