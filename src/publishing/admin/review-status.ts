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

type Target = { globalSlug?: string; collectionSlug?: string; id?: number | string }

const keyOf = (target: Target) =>
  (target.globalSlug
    ? new URLSearchParams({ global: target.globalSlug })
    : new URLSearchParams({ collection: String(target.collectionSlug), id: String(target.id) })
  ).toString()

/**
 * The answer the server gave with the page: whatever asks on opening gets it without a
 * request of its own (the status line beside the panel asks in the same moment).
 */
export function rememberReviewStatus(target: Target, status: ReviewStatus): void {
  const key = keyOf(target)
  const known = Promise.resolve(status)
  asking.set(key, known)
  setTimeout(() => {
    if (asking.get(key) === known) asking.delete(key)
  }, 1000)
}

/**
 * Asks the server where a document stands in review; undefined when it cannot say. The
 * status line and the review panel ask together on opening: one request answers both.
 */
export function fetchReviewStatus(target: Target): Promise<ReviewStatus | undefined> {
  const key = keyOf(target)
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
  // What the page was opened with is out of date now: every status asks the server again.
  asking.clear()
  window.dispatchEvent(new Event(REVIEW_CHANGED))
}

/** Calls `listener` whenever a review step changed the document; returns the way to stop. */
export function onReviewChange(listener: () => void): () => void {
  window.addEventListener(REVIEW_CHANGED, listener)
  return () => window.removeEventListener(REVIEW_CHANGED, listener)
}
