import type { SiteFrameView } from '@/lib/views'

import { SiteLink } from '@/components/site-link/SiteLink'
import styles from './SiteFooter.module.css'

/** The federal identifier: who runs the site and the links every agency site must carry. */
export function SiteFooter({ frame }: { frame: SiteFrameView }) {
  return (
    <footer className={styles.footer}>
      <div className={`page-width ${styles.identity}`}>
        <p className={styles.domain}>{frame.siteName}</p>
        <p className={styles.owner}>
          An official website of the <strong>{frame.agencyName}</strong>, U.S. Department of Defense
        </p>
      </div>
      {frame.footerLinks.length > 0 && (
        <nav aria-label="Important links" className={styles.links}>
          <ul className="page-width">
            {frame.footerLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} external={link.external}>
                  {link.label}
                  {link.external && <ExternalIcon />}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={`page-width ${styles.usagov}`}>
        <p>Looking for U.S. government information and services?</p>
        <SiteLink href="https://www.usa.gov/" external>
          Visit USA.gov
        </SiteLink>
      </div>
    </footer>
  )
}

function ExternalIcon() {
  return (
    <svg className={styles.external} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M7 1h4v4M11 1 5.5 6.5M9.5 7.5V11h-8.5V2.5H4.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  )
}
