'use client'

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

import { fetchJson } from './fetch'

/**
 * Current-user data for client components (spec section 1). isGuest starts unknown
 * (undefined) and is loaded after the page renders, so the page itself is the same for
 * everybody and any cache may keep it; userId exists only for a signed-in user. A failed
 * load counts as a guest.
 */
export type CurrentUser = { isGuest: boolean | undefined; userId?: string }

type CurrentVisitor = { isGuest: true } | { isGuest: false; userId: string }

const CurrentUserContext = createContext<CurrentUser>({ isGuest: undefined })

export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser>({ isGuest: undefined })
  useEffect(() => {
    const controller = new AbortController()
    fetchJson<CurrentVisitor>('/session/current-user', { signal: controller.signal }).then(
      (visitor) => setUser(visitor.isGuest ? { isGuest: true } : { isGuest: false, userId: visitor.userId }),
      () => {
        if (!controller.signal.aborted) setUser({ isGuest: true })
      },
    )
    return () => controller.abort()
  }, [])
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>
}

export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext)
}
