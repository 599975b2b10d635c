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

const asking = new Map<string, Promise<ReviewStatus | undefined>>()

/**
 * Asks the server where a document stands in review; undefined when it cannot say. The
 * status line and the review panel ask together on opening: one request answers both.
 */
export function fetchReviewStatus(target: {
  globalSlug?: string
  collectionSlug?: string
  id?: number | string
}): Promise<ReviewStatus | undefined> {
  const query = target.globalSlug
    ? new URLSearchParams({ global: target.globalSlug })
    : new URLSearchParams({ collection: String(target.collectionSlug), id: String(target.id) })
  const key = query.toString()
  const pending = asking.get(key)
  if (pending) return pending
  const answer = fetch(`/api/review?${key}`, { credentials: 'include' })
    .then((response) => (response.ok ? (response.json() as Promise<ReviewStatus>) : undefined))
    .finally(() => asking.delete(key))
  asking.set(key, answer)
  return answer
}

/** Told on the page when a review step changed the document, so every status on it asks again. */
const REVIEW_CHANGED = 'review-changed'

export function announceReviewChange(): void {
  window.dispatchEvent(new Event(REVIEW_CHANGED))
}

/** Calls `listener` whenever a review step changed the document; returns the way to stop. */
export function onReviewChange(listener: () => void): () => void {
  window.addEventListener(REVIEW_CHANGED, listener)
  return () => window.removeEventListener(REVIEW_CHANGED, listener)
}
