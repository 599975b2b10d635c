import type { SiteFrameView } from '@/lib/views'

import { SiteLink } from '@/components/site-link/SiteLink'
import styles from './SiteHeader.module.css'

export function SiteHeader({ frame }: { frame: SiteFrameView }) {
  return (
    <header className={styles.header}>
      <div className={`page-width ${styles.inner}`}>
        <a className={styles.brand} href="/">
          <CloudMark />
          <span className={styles.brandText}>
            <span className={styles.siteName}>{frame.siteName}</span>
            <span className={styles.agency}>{frame.agencyName}</span>
          </span>
        </a>
        {frame.navigation.length > 0 && (
          <nav aria-label="Main" className={styles.nav}>
            <ul>
              {frame.navigation.map((item) => (
                <li key={item.href}>
                  <SiteLink href={item.href} external={item.external}>
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  )
}

function CloudMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 48 32" aria-hidden="true" focusable="false">
      <path
        d="M38 30H12a10 10 0 0 1-1.4-19.9A13 13 0 0 1 35.5 8.3 11 11 0 0 1 38 30z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M14 22h20M18 17h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
