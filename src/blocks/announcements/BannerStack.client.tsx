'use client'

import { useEffect, useState } from 'react'

import { CloseButton } from '@/components/close-button/CloseButton'
import { SiteLink } from '@/components/site-link/SiteLink'
import { Tooltip } from '@/components/tooltip/Tooltip.client'
import { bannerStorageKey, DISMISSED_VALUE } from '@/lib/announcements'

import type { BannerWithLink } from './view'
import styles from './Announcements.module.css'

const idOf = (banner: BannerWithLink) => `${banner.Key}|${banner.Version}`

function isDismissed(banner: BannerWithLink): boolean {
  try {
    return localStorage.getItem(bannerStorageKey(location.host, banner.Key, banner.Version)) === DISMISSED_VALUE
  } catch {
    return false
  }
}

/**
 * The visible banners. Dismissal stores 'dismissed' under host + Key + Version and
 * removes the banner at once; a storage failure is ignored (the banner still goes).
 */
export function BannerStack({ banners }: { banners: BannerWithLink[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration
    setDismissed(new Set(banners.filter(isDismissed).map(idOf)))
  }, [banners])

  function dismiss(banner: BannerWithLink) {
    if (!banner.Key || !banner.Version) return
    try {
      localStorage.setItem(bannerStorageKey(location.host, banner.Key, banner.Version), DISMISSED_VALUE)
    } catch {
      // Private browsing or a full quota: dismiss for this page view only.
    }
    setDismissed((current) => new Set(current).add(idOf(banner)))
  }

  const visible = banners.filter((banner) => !dismissed.has(idOf(banner)))
  if (visible.length === 0) return null

  return (
    <div className={styles.stack}>
      {visible.map((banner) => (
        <section
          key={idOf(banner)}
          className={`${styles.banner} ${styles[banner.Theme] ?? styles.info}`}
          aria-label={`Announcement: ${banner.Title}`}
          data-banner-key={banner.Key}
          data-banner-version={banner.Version}
          data-theme={banner.Theme}
          suppressHydrationWarning
        >
          <div className={styles.inner}>
            <div className={styles.text}>
              <p className={styles.title}>{banner.Title}</p>
              {banner.Message && <p className={styles.message}>{banner.Message}</p>}
              {banner.link && banner.LinkLabel && (
                <SiteLink className={styles.link} {...banner.link}>
                  {banner.LinkLabel}
                </SiteLink>
              )}
            </div>
            <Tooltip content="Dismiss">
              <CloseButton
                className={styles.dismiss}
                onClick={() => dismiss(banner)}
                aria-label={`Dismiss announcement: ${banner.Title}`}
              />
            </Tooltip>
          </div>
        </section>
      ))}
    </div>
  )
}
