import { LogOutIcon } from '@payloadcms/ui'

/**
 * The admin's sign-out: ends this session, and after a single sign-on also the session at
 * the identity provider (src/identity/endpoints/single-sign-on.ts).
 */
export function SignOutButton() {
  return (
    <a className="nav__log-out" href="/api/users/oidc/logout" aria-label="Sign out" title="Sign out">
      <LogOutIcon />
    </a>
  )
}
