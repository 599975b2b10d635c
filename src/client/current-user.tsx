'use client'

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

/**
 * Current-user data for client components. isGuest starts unknown (undefined) and is
 * loaded after the page renders, so static pages stay static; userId exists only for a
 * signed-in user.
 */
export type CurrentUser = { isGuest: boolean | undefined; userId?: string }

const CurrentUserContext = createContext<CurrentUser>({ isGuest: undefined })

export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser>({ isGuest: undefined })

  useEffect(() => {
    const controller = new AbortController()
    fetch('/session/current-user', { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { isGuest: true }))
      .then((data: { isGuest?: boolean; userId?: string }) => {
        setUser(data.isGuest === false && data.userId ? { isGuest: false, userId: data.userId } : { isGuest: true })
      })
      .catch(() => {
        if (!controller.signal.aborted) setUser({ isGuest: true })
      })
    return () => controller.abort()
  }, [])

  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>
}

export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext)
}
