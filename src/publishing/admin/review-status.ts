'use client'

import type { ReviewAction, ReviewState } from '../rules'

/** What GET /api/review answers about a document for the signed-in person. */
export type ReviewStatus = {
  state: ReviewState
  actions: ReviewAction[]
  override: boolean
  published: boolean
  revision?: string
  /** The images and videos the change brings to the site with it, named for people ("the image “Racks”"). */
  newUploads?: string
}

/** Asks the server where a document stands in review; undefined when it cannot say. */
export function fetchReviewStatus(target: {
  globalSlug?: string
  collectionSlug?: string
  id?: number | string
}): Promise<ReviewStatus | undefined> {
  const query = target.globalSlug
    ? new URLSearchParams({ global: target.globalSlug })
    : new URLSearchParams({ collection: String(target.collectionSlug), id: String(target.id) })
  return fetch(`/api/review?${query}`, { credentials: 'include' }).then((response) =>
    response.ok ? (response.json() as Promise<ReviewStatus>) : undefined,
  )
}
