import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'

import { env } from '@/config/env'
import { adminOrigins } from '@/lib/admin-origins'

import { WrongAddressNotice } from '@/admin/address/WrongAddressNotice'
import { PasswordSignIn } from './PasswordSignIn'
import { SignInNotice } from './SignInNotice'
import styles from './SignIn.module.css'
import { SiteLogo } from '@/admin/brand/SiteLogo'
import { timedOutSentence, whySignedOut } from '../sign-out-reason'

/**
 * The admin's sign-in page in place of Payload's (ADR 0035): the notice and consent, the
 * card and single sign-on buttons, then the password form, whose second step asks for the
 * code from an authenticator app (or sets one up when the person's role needs it).
 */
export async function SignInView(props: AdminViewServerProps) {
  return <SignInPage {...props} />
}

/**
 * Payload's page after a session ran out (its "inactivity" route, ADR 0035): the sign-in
 * page, saying why (issue 48), or why the server ended it when it did.
 */
export async function SignedOutView(props: AdminViewServerProps) {
  return <SignInPage {...props} timedOut />
}

async function SignInPage({
  initPageResult,
  searchParams,
  timedOut = false,
}: AdminViewServerProps & { timedOut?: boolean }) {
  const { payload, user } = initPageResult.req
  const adminRoute = payload.config.routes.admin
  const target = getSafeRedirect({
    fallbackTo: adminRoute,
    redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '',
  })
  if (user) redirect(target)
  const settings = env()
  const why = (await whySignedOut(payload, initPageResult.req.headers)) ?? (timedOut ? timedOutSentence() : null)
  return (
    <main className={styles.main} aria-labelledby="sign-in-title">
      <div className="login__brand">
        <SiteLogo payload={payload} />
      </div>
      <h1 id="sign-in-title" className={styles.pageTitle}>
        Staff sign-in
      </h1>
      {why && (
        <p role="status" className={styles.signedOut} data-testid="signed-out-reason">
          {why}
        </p>
      )}
      <WrongAddressNotice accepted={adminOrigins(settings.siteUrl, settings.corsOrigins)} siteUrl={settings.siteUrl} />
      <SignInNotice payload={payload} />
      {settings.signIn.password && <PasswordSignIn afterSignIn={target} forgotHref={`${adminRoute}/forgot`} />}
    </main>
  )
}
