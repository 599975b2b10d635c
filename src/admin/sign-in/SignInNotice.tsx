import type { Payload } from 'payload'

import { env } from '@/config/env'
import { DOD_NOTICE } from '@/server/sign-in/notice'

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
    // Focusable: the notice scrolls on small screens, and keyboard users must be able to read it all.
    <section className={styles.notice} aria-labelledby="sign-in-notice-title" tabIndex={0}>
      <h2 id="sign-in-notice-title" className={styles.noticeTitle}>
        Notice and consent
      </h2>
      <div className={styles.noticeText}>
        {paragraphs.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
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
