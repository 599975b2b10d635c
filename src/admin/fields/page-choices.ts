'use client'

import { useEffect, useState } from 'react'

export type PageChoice = { apiName: string; title: string; path: string }

const QUERY = 'limit=500&depth=0&sort=title&draft=true&select[apiName]=true&select[title]=true&select[path]=true'

/**
 * One request for every link field and comparison on the screen: a view with a dozen of
 * them asked a dozen times. Kept for a few seconds only, so a page made meanwhile appears.
 */
let shared: { at: number; pages: Promise<PageChoice[]> } | null = null

function loadPages(): Promise<PageChoice[]> {
  if (shared && Date.now() - shared.at < 5000) return shared.pages
  const pages = fetch(`/api/named-pages?${QUERY}`, { credentials: 'include' })
    .then((response) => (response.ok ? response.json() : { docs: [] }))
    .then((data: { docs?: PageChoice[] }) => data.docs ?? [])
    .catch(() => [])
  shared = { at: Date.now(), pages }
  return pages
}

/** The site's pages by title, drafts included, for choosing and naming links (null while loading). */
export function usePageChoices(wanted = true): PageChoice[] | null {
  const [pages, setPages] = useState<PageChoice[] | null>(null)
  useEffect(() => {
    if (!wanted) return
    let live = true
    void loadPages().then((loaded) => live && setPages(loaded))
    return () => {
      live = false
    }
  }, [wanted])
  return pages
}
