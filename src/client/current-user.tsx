'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { currentVisitorAdapter } from './adapters'
import { useData } from './use-data'

/**
 * Current-user data for client components. isGuest starts unknown (undefined) and is
 * loaded after the page renders, so static pages stay static; userId exists only for a
 * signed-in user. A failed load counts as a guest.
 */
export type CurrentUser = { isGuest: boolean | undefined; userId?: string }

const CurrentUserContext = createContext<CurrentUser>({ isGuest: undefined })

export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const entry = useData(currentVisitorAdapter, undefined)
  let user: CurrentUser = { isGuest: undefined }
  if (entry.loaded && entry.data) {
    user = entry.data.isGuest ? { isGuest: true } : { isGuest: false, userId: entry.data.userId }
  } else if (entry.error) {
    user = { isGuest: true }
  }
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>
}

export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext)
}
