'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import styles from './PreviewBar.module.css'

/**
 * Shown only to an editor in draft preview: says so, offers the way out, and re-renders
 * the page whenever the admin saves (live preview).
 */
export function PreviewBar() {
  const pathname = usePathname()
  const router = useRouter()
  // The page's own origin, known only in the browser: the admin posts its saves from there.
  const origin = useSyncExternalStore(
    () => () => {},
    () => window.location.origin,
    () => null,
  )
  return (
    <div className={styles.bar} role="region" aria-label="Draft preview">
      <p>
        <strong>Draft preview.</strong> You are seeing unpublished changes; visitors see the published page.
      </p>
      <a className={styles.exit} href={`/preview/exit?path=${encodeURIComponent(pathname)}`}>
        Leave preview
      </a>
      {origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null}
    </div>
  )
}
