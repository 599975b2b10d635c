import styles from '@/components/record-page/RecordPage.module.css'

export const metadata = { title: 'Page not found', robots: { index: false, follow: false } }

export default function NotFound() {
  return (
    <div className={`page-width ${styles.record}`}>
      <p className={styles.kind}>Error 404</p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>
        We can’t find the page you’re looking for. It may have moved, or the address may be mistyped.
      </p>
      <p className={styles.text}>
        <a href="/">Go to the home page</a> or <a href="/contact">contact us</a>.
      </p>
    </div>
  )
}
