/**
 * The identity module (ADR 0036): who may sign in to the admin and how. One Payload
 * plugin adds the staff accounts collection with its fields, hooks and endpoints, the
 * sign-in page and sign-out button, and the session cookie's name. Inside, `gate.ts` is
 * the one place that decides a sign-in or a credential change; every route goes through
 * it, and Payload's own sign-in operations are closed. Other folders import this file
 * only (an ESLint rule keeps them out of the rest).
 */
import type { Config, Plugin } from 'payload'

import { env } from '@/config/env'

import { identitySweepTask } from './access-removal'
import { cookiePrefix } from './session'
import { Users } from './users'

/** The "forgot password" page when there are no passwords (admin/PasswordsNotUsedView.tsx). */
const PASSWORDS_NOT_USED = '/identity/admin/PasswordsNotUsedView#PasswordsNotUsedView'

export function identity(): Plugin {
  return (config: Config): Config => ({
    ...config,
    // Under https the session cookie is `__Host-payload-token`: Secure, for the whole
    // site, never shared with another host name (ADR 0024).
    cookiePrefix: cookiePrefix(),
    collections: [...(config.collections ?? []), Users],
    // Asks the identity provider about every linked account (OIDC_SWEEP_SCHEDULE; access-removal.ts).
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), identitySweepTask] },
    admin: {
      ...config.admin,
      user: Users.slug,
      components: {
        ...config.admin?.components,
        views: {
          ...config.admin?.components?.views,
          // Notice and consent, card, single sign-on, then the password with its second step (ADR 0035).
          login: { Component: '/identity/admin/SignInView#SignInView', path: '/login', exact: true },
          // After a session ran out: the sign-in page saying why (issue 48), not Payload's bare one.
          inactivity: {
            Component: '/identity/admin/SignInView#SignedOutView',
            path: '/logout-inactivity',
            exact: true,
          },
          // Without passwords, Payload's reset form would say "Email Sent" while the server refuses.
          ...(env().signIn.password ? {} : { forgot: { Component: PASSWORDS_NOT_USED, path: '/forgot', exact: true } }),
        },
        logout: { Button: '/identity/admin/SignOutButton#SignOutButton' },
      },
      // In the import map whatever PASSWORD_SIGN_IN was when the site was built.
      dependencies: {
        ...config.admin?.dependencies,
        passwordsNotUsedView: { path: PASSWORDS_NOT_USED, type: 'component' },
      },
    },
  })
}

export { DOD_NOTICE } from './notice'
export {
  describeSweep,
  restoreAccessByEmail,
  sweepProviderAccess,
  SweepNotPossible,
  type SweepReport,
} from './access-removal'
export { singleSignOnCheck, type SingleSignOnCheck } from './provider-health'
export { providerHealth, type ProviderHealth } from './oidc'
