'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { REVIEW_STATE_LABELS, type ReviewState } from '../rules'

import styles from './Review.module.css'
import { fetchReviewStatus, onReviewChange } from './review-status'

type Status = { state: ReviewState; published: boolean }

/** What the site shows and where the change beside it stands, in one line. */
export function statusText({ state, published }: Status): string {
  if (!published)
    return state === 'draft' ? 'Not on the site: draft' : `Not on the site: ${REVIEW_STATE_LABELS[state].toLowerCase()}`
  if (state === 'approved') return 'Published'
  return `Published; a change is ${state === 'inReview' ? 'in review' : state === 'changesRequested' ? 'sent back for changes' : 'in draft'}`
}

/**
 * In place of Payload's "Status", which reads a global's published version without its
 * status and so calls a live home page "Draft" (issue 44): the server's own answer, the
 * same the review panel shows.
 */
export function DocumentStatus() {
  const { id, collectionSlug, globalSlug, lastUpdateTime } = useDocumentInfo()
  const [status, setStatus] = useState<Status>()
  const [changes, setChanges] = useState(0)
  useEffect(() => onReviewChange(() => setChanges((count) => count + 1)), [])
  useEffect(() => {
    if (!globalSlug && id === undefined) return
    void fetchReviewStatus({ globalSlug, collectionSlug, id }).then(setStatus)
  }, [collectionSlug, globalSlug, id, lastUpdateTime, changes])
  if (!globalSlug && id === undefined) return null
  return (
    <p className={styles.documentStatus}>
      <span className={styles.documentStatusLabel}>Status: </span>
      {status ? statusText(status) : '…'}
    </p>
  )
}
