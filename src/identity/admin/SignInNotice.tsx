import type { Payload } from 'payload'

import { env } from '@/config/env'
import { DOD_NOTICE } from '../notice'

import { NoticeConsent } from './NoticeConsent'
import styles from './SignIn.module.css'

/**
 * Above the sign-in form: the site's notice and consent (a site setting, the standard
 * DoD notice by default), which must be acknowledged before any sign-in proceeds.
 */
export async function SignInNotice({ payload }: { payload: Payload }) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)
  const notice = (settings as { signInNotice?: string | null } | null)?.signInNotice || DOD_NOTICE
  const paragraphs = notice.split(/\n+/).filter(Boolean)
  return (
    <section aria-labelledby="sign-in-notice-title" className={styles.noticeSection}>
      <h2 id="sign-in-notice-title" className={styles.noticeTitle}>
        Notice and consent
      </h2>
      {/* Focusable: the notice scrolls on small screens, and keyboard users must be able to read it all. */}
      <div className={styles.notice} tabIndex={0} role="region" aria-label="Notice text">
        {paragraphs.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
      {/* The consent button and every answer sit below the box, never inside its scrolled part. */}
      <NoticeConsent
        methods={{
          password: env().signIn.password,
          certificate: Boolean(env().signIn.certificateProxySecret),
          singleSignOn: Boolean(env().oidc),
        }}
      />
    </section>
  )
}
