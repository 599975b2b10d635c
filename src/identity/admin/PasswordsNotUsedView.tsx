import type { AdminViewServerProps } from 'payload'

import { SiteLogo } from '@/admin/brand/SiteLogo'
import { env } from '@/config/env'

import styles from './SignIn.module.css'

type Methods = { singleSignOn: boolean; certificate: boolean }

/** Instead of a reset form: there is no password here, and how to sign in. */
export function PasswordsNotUsed({ methods, signInHref }: { methods: Methods; signInHref: string }) {
  const ways = [methods.singleSignOn && 'single sign-on', methods.certificate && 'your CAC/PIV card'].filter(Boolean)
  return (
    <>
      <h1 id="passwords-not-used-title" className={styles.pageTitle}>
        Passwords are not used on this site
      </h1>
      <p>There is no password to reset, and no e-mail will be sent.</p>
      <p>
        {ways.length
          ? `Sign in with ${ways.join(' or ')} on the sign-in page, after reading the notice.`
          : 'Ask an administrator how to sign in.'}{' '}
        If that does not work for you, ask an administrator.
      </p>
      <a className="btn btn--style-primary btn--size-large" href={signInHref}>
        Go to the sign-in page
      </a>
    </>
  )
}

/**
 * The admin's "forgot password" page when PASSWORD_SIGN_IN=false (identity/index.ts), in
 * place of Payload's form, which would say "Email Sent" while the server refuses to send one.
 */
export async function PasswordsNotUsedView({ initPageResult }: AdminViewServerProps) {
  const { payload } = initPageResult.req
  const { oidc, signIn } = env()
  return (
    <main className={styles.main} aria-labelledby="passwords-not-used-title">
      <div className="login__brand">
        <SiteLogo payload={payload} />
      </div>
      <PasswordsNotUsed
        methods={{ singleSignOn: Boolean(oidc), certificate: Boolean(signIn.certificateProxySecret) }}
        signInHref={`${payload.config.routes.admin}/login`}
      />
    </main>
  )
}
