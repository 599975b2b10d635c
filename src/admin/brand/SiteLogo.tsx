import type { Payload } from 'payload'

import styles from './SiteLogo.module.css'

/** The admin's logo (sign-in page included): the agency's mark and the site's name, not Payload's. */
export async function SiteLogo({ payload }: { payload: Payload }) {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)) as {
    siteName?: string
    agencyName?: string
  } | null
  return (
    <div className={styles.logo}>
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/favicon.svg" alt="" width={48} height={48} />
      <div>
        <div className={styles.siteName}>{settings?.siteName ?? 'Hybrid Cloud'}</div>
        {settings?.agencyName && <div className={styles.agency}>{settings.agencyName}</div>}
      </div>
    </div>
  )
}

export function SiteIcon() {
  // eslint-disable-next-line @next/next/no-img-element
  return <img src="/favicon.svg" alt="" width={24} height={24} />
}
