'use client'

import { useEffect, useState } from 'react'

export type PageChoice = { apiName: string; title: string; path: string }

/** The site's pages by title, drafts included, for choosing and naming links (null while loading). */
export function usePageChoices(wanted = true): PageChoice[] | null {
  const [pages, setPages] = useState<PageChoice[] | null>(null)
  useEffect(() => {
    if (!wanted) return
    let live = true
    const query = 'limit=500&depth=0&sort=title&draft=true&select[apiName]=true&select[title]=true&select[path]=true'
    fetch(`/api/named-pages?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((data: { docs?: PageChoice[] }) => live && setPages(data.docs ?? []))
      .catch(() => live && setPages([]))
    return () => {
      live = false
    }
  }, [wanted])
  return pages
}
