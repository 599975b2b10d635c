import styles from './OfficialBanner.module.css'

/** The .mil official-site banner; the explanation opens without JavaScript (<details>). */
export function OfficialBanner() {
  return (
    <section className={styles.banner} aria-label="Official website of the United States government">
      <details className={`page-width ${styles.details}`}>
        <summary className={styles.summary}>
          <FlagIcon />
          <span>An official website of the United States government</span>
          <span className={styles.howLink}>Here’s how you know</span>
        </summary>
        <div className={styles.guidance}>
          <div className={styles.guidanceItem}>
            <DotMilIcon />
            <p>
              <strong>Official websites use .mil</strong>
              <br />A <strong>.mil</strong> website belongs to an official U.S. Department of Defense organization.
            </p>
          </div>
          <div className={styles.guidanceItem}>
            <LockIcon />
            <p>
              <strong>Secure .mil websites use HTTPS</strong>
              <br />A <strong>lock</strong> (<LockGlyph />) or <strong>https://</strong> means you’ve safely connected
              to the .mil website. Share sensitive information only on official, secure websites.
            </p>
          </div>
        </div>
      </details>
    </section>
  )
}

function FlagIcon() {
  return (
    <svg className={styles.flag} viewBox="0 0 16 11" aria-hidden="true" focusable="false">
      <rect width="16" height="11" fill="#fff" />
      {[0, 2, 4, 6, 8, 10].map((y) => (
        <rect key={y} y={y} width="16" height="1" fill="#b22234" />
      ))}
      <rect width="7" height="6" fill="#3c3b6e" />
    </svg>
  )
}

function DotMilIcon() {
  return (
    <svg className={styles.guidanceIcon} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 26h22v2H9zM11 14h18l-9-5zM12 15h3v9h-3zM18.5 15h3v9h-3zM25 15h3v9h-3z" fill="currentColor" />
    </svg>
  )
}

function LockIcon() {
  return (
    <svg className={styles.guidanceIcon} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M14 18v-3a6 6 0 0 1 12 0v3h1v10H13V18zm3 0h6v-3a3 3 0 0 0-6 0z" fill="currentColor" />
    </svg>
  )
}

function LockGlyph() {
  return (
    <svg className={styles.lockGlyph} viewBox="0 0 12 14" role="img" aria-label="Locked padlock" focusable="false">
      <path d="M2 6V4a4 4 0 0 1 8 0v2h1v8H1V6zm2 0h4V4a2 2 0 0 0-4 0z" fill="currentColor" />
    </svg>
  )
}
