import { APIError, type CollectionAfterLogoutHook, type CollectionBeforeChangeHook } from 'payload'

/** Why Payload's own refresh and sign-out operations refuse to run (GraphQL, server helpers). */
export const SESSION_PATHS_ONLY =
  'Keep a session going or end it through /api/users/refresh-token and /api/users/logout.'

/**
 * Payload's own sign-out rewrites the whole account row it read a moment before, which can
 * undo a sign-in or a credential change made at the same time; the site's /api/users/logout
 * (endpoints/sessions.ts) removes only the one session. Its other callers are refused here,
 * before anything is written.
 */
export const closeFrameworkSignOut: CollectionAfterLogoutHook = () => {
  const error = new APIError(SESSION_PATHS_ONLY, 403, null, true)
  error.name = 'SignOutClosed'
  throw error
}

/**
 * Payload's update of an account writes back the session list it read when the update
 * began, which would drop a session started meanwhile or bring back one just ended.
 * Sessions are this module's own to change, one row at a time (store.ts); an update of the
 * account leaves them as they are. (A new password still ends the other sessions: Payload
 * sets that list after these hooks, and recordAccountChange ends them again.)
 */
export const leaveSessionsAlone: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'update' && data && 'sessions' in data) delete data.sessions
  return data
}
