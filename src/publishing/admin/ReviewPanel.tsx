'use client'

import { useAuth, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { formatSiteTime, siteTimeZoneShortLabel, siteWallTime } from '@/lib/site-time'
import { useStartedInBrowser } from '@/lib/use-started-in-browser'

import { OVERRIDE_REASON_MIN_LENGTH, REVIEW_STATE_LABELS, type ReviewAction } from '../rules'
import styles from './Review.module.css'
import { REVIEW_PANEL_ID } from './ReviewShortcut'
import { announceReviewChange, fetchReviewStatus, rememberReviewStatus, type ReviewStatus } from './review-status'

type Comment = { id: number; kind: string; comment?: string; authorName?: string; createdAt: string }
type Status = ReviewStatus

const KIND_LABELS: Record<string, string> = {
  submitted: 'submitted it for review',
  changesRequested: 'asked for changes',
  approved: 'approved and published it',
  override: 'published it without a second reviewer',
  scheduled: 'approved it for a later time',
  withdrawn: 'withdrew the review: the change was edited after it was submitted or approved',
  unpublished: 'unpublished it',
  comment: 'commented',
}

/**
 * The review panel beside every document that goes through review (ADR 0030, 0038): its
 * state, the conversation, what changed against the published version, and the steps the
 * server accepts from this person (it says which: approve only a change in review that
 * someone else made, and so on). Times are the site's, named.
 */
export function ReviewPanel({ initialStatus }: { initialStatus?: Status }) {
  const { id, collectionSlug, globalSlug, hasPublishedDoc, lastUpdateTime } = useDocumentInfo()
  const { user } = useAuth()
  const router = useRouter()
  const modified = useFormModified()
  const [status, setStatus] = useState<Status | undefined>(() => {
    if (initialStatus) rememberReviewStatus({ globalSlug, collectionSlug, id }, initialStatus)
    return initialStatus
  })
  // Given with the page (ReviewPanelField): the first look needs no request of its own.
  const statusGiven = useRef(Boolean(initialStatus))
  const [comments, setComments] = useState<Comment[]>([])
  const [compareHref, setCompareHref] = useState<string>()
  const [comment, setComment] = useState('')
  const [publishAt, setPublishAt] = useState('')
  const [overrideReason, setOverrideReason] = useState('')
  const [confirmUnpublish, setConfirmUnpublish] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>()
  const [working, setWorking] = useState(false)
  const started = useStartedInBrowser()
  const busy = working || !started
  const confirmButton = useRef<HTMLButtonElement>(null)
  const commentBox = useRef<HTMLTextAreaElement>(null)
  const fieldId = useId()
  const documentKey = globalSlug ?? (id !== undefined ? `${collectionSlug}:${id}` : undefined)

  useEffect(() => {
    if (!documentKey) return
    if (statusGiven.current) statusGiven.current = false
    else void fetchReviewStatus({ globalSlug, collectionSlug, id }).then(setStatus)
    const thread = new URLSearchParams({
      'where[document][equals]': documentKey,
      sort: 'createdAt',
      limit: '100',
      depth: '0',
    })
    void fetch(`/api/review-comments?${thread}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((body: { docs: Comment[] }) => setComments(body.docs))
  }, [collectionSlug, documentKey, globalSlug, id, outcome, lastUpdateTime])

  // Against the published version; for a change never published, against the version as
  // it was when a reviewer last sent it back, so a resubmission shows what changed since.
  const sentBackAt = comments.findLast((entry) => entry.kind === 'changesRequested')?.createdAt
  // The server says whether a version is live (the home page's form does not know).
  const published = status?.published ?? hasPublishedDoc
  useEffect(() => {
    if (!globalSlug && id === undefined) return
    if (!published && !sentBackAt) return
    const base = globalSlug ? `/api/globals/${globalSlug}/versions` : `/api/${collectionSlug}/versions`
    const parent = globalSlug ? '' : `&where[parent][equals]=${id}`
    const latest = (extra: string) =>
      fetch(`${base}?sort=-updatedAt&limit=1&depth=0${parent}${extra}`, { credentials: 'include' })
        .then((response) => (response.ok ? response.json() : { docs: [] }))
        .then((body: { docs: { id: string | number }[] }) => body.docs[0]?.id)
    const from = published
      ? '&where[version._status][equals]=published'
      : `&where[updatedAt][less_than_equal]=${encodeURIComponent(sentBackAt!)}`
    void Promise.all([latest(''), latest(from)]).then(([draft, earlier]) => {
      if (draft === undefined || earlier === undefined || draft === earlier) return setCompareHref(undefined)
      const doc = globalSlug ? `/admin/globals/${globalSlug}` : `/admin/collections/${collectionSlug}/${id}`
      setCompareHref(`${doc}/versions/${draft}?versionFrom=${earlier}`)
    })
  }, [collectionSlug, globalSlug, id, published, sentBackAt, outcome, lastUpdateTime])

  useEffect(() => {
    if (confirmUnpublish) confirmButton.current?.focus()
  }, [confirmUnpublish])

  // A comment typed before the admin's code started is in the box but not yet in the form.
  useEffect(() => {
    const typed = commentBox.current?.value
    if (started && typed) setComment((current) => current || typed)
  }, [started])

  const act = useCallback(
    async (action: ReviewAction, extra: Record<string, unknown> = {}) => {
      setWorking(true)
      setOutcome(undefined)
      try {
        const response = await fetch('/api/review', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            ...(globalSlug ? { global: globalSlug } : { collection: collectionSlug, id }),
            action,
            comment: comment || undefined,
            // The revision this person has in front of them: an approval publishes it or nothing.
            revision: status?.revision,
            ...extra,
          }),
        })
        const body = (await response.json().catch(() => ({}))) as { message?: string }
        setOutcome({ ok: response.ok, text: body.message ?? (response.ok ? 'Done.' : 'That did not work.') })
        if (response.ok) {
          setComment('')
          setConfirmUnpublish(false)
          // The form shows the stored document: read it again with its new state, in place
          // (no reload, so the screen does not go blank and this answer stays in view).
          if (action !== 'comment') {
            router.refresh()
            announceReviewChange()
          }
        }
      } finally {
        setWorking(false)
      }
    },
    [collectionSlug, comment, globalSlug, id, router, status?.revision],
  )

  if (!user) return null
  if (!globalSlug && id === undefined) {
    return (
      <section id={REVIEW_PANEL_ID} className={styles.panel} aria-label="Review">
        <strong>Review</strong>
        <p className={styles.empty}>Save a draft first. You can then submit it for review.</p>
      </section>
    )
  }
  const actions = status?.actions ?? []
  const state = status?.state ?? 'draft'
  const scheduledTime = publishAt ? siteWallTime(publishAt) : null
  const submitted = comments.findLast((entry) => entry.kind === 'submitted')
  const sentBack =
    state === 'changesRequested' ? comments.findLast((entry) => entry.kind === 'changesRequested') : undefined

  return (
    <section id={REVIEW_PANEL_ID} className={styles.panel} aria-label="Review">
      <div>
        <strong>Review: </strong>
        <span className={styles.state}>{status ? REVIEW_STATE_LABELS[state] : '…'}</span>
      </div>
      {submitted && state === 'inReview' && (
        <p className={styles.meta}>
          Submitted by {submitted.authorName ?? 'someone'} on {formatSiteTime(submitted.createdAt)}
        </p>
      )}
      {sentBack && (
        <div className={styles.message} role="note">
          <strong>{sentBack.authorName ?? 'A reviewer'} asked for changes:</strong>
          <p>{sentBack.comment}</p>
        </div>
      )}
      {compareHref && (
        <a href={compareHref} target="_blank" rel="noopener">
          {published
            ? 'See what changed against the published version'
            : 'See what changed since changes were requested'}
        </a>
      )}
      {comments.length > 0 && (
        // Focusable: the history scrolls, and keyboard users must reach all of it.
        <ol className={styles.thread} aria-label="Review history" tabIndex={0}>
          {comments.map((entry) => (
            <li key={entry.id}>
              <span className={styles.meta}>
                {entry.authorName ?? 'Someone'} {KIND_LABELS[entry.kind] ?? entry.kind} ·{' '}
                {formatSiteTime(entry.createdAt)}
              </span>
              {entry.comment && <p>{entry.comment}</p>}
            </li>
          ))}
        </ol>
      )}
      <div className={styles.field}>
        <label htmlFor={`${fieldId}-comment`}>Comment</label>
        <textarea
          ref={commentBox}
          id={`${fieldId}-comment`}
          rows={3}
          value={comment}
          maxLength={4000}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {status?.newUploads && (
        <p className={styles.meta}>New with this change, and published with its approval: {status.newUploads}.</p>
      )}
      {modified && <p className={styles.meta}>Save your draft before you submit or approve it.</p>}
      <div className={styles.buttons}>
        {actions.includes('submit') && (
          <button type="button" className={styles.primary} disabled={busy || modified} onClick={() => act('submit')}>
            Submit for review
          </button>
        )}
        {actions.includes('approve') && (
          <button type="button" className={styles.primary} disabled={busy || modified} onClick={() => act('approve')}>
            Approve and publish now
          </button>
        )}
        {actions.includes('requestChanges') && (
          <button type="button" disabled={busy || !comment.trim()} onClick={() => act('requestChanges')}>
            Request changes
          </button>
        )}
        <button type="button" disabled={busy || !comment.trim()} onClick={() => act('comment')}>
          Add comment
        </button>
      </div>
      {actions.includes('approve') && (
        <div className={styles.field}>
          <label htmlFor={`${fieldId}-when`}>Or approve it to be published at ({siteTimeZoneShortLabel()})</label>
          <input
            id={`${fieldId}-when`}
            type="datetime-local"
            step={60}
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
          />
          {scheduledTime && <p className={styles.meta}>Publishes {formatSiteTime(scheduledTime)}.</p>}
          <div className={styles.buttons}>
            <button
              type="button"
              disabled={busy || modified || !scheduledTime}
              onClick={() => act('approve', { publishAt: scheduledTime?.toISOString() })}
            >
              Approve for this time
            </button>
          </div>
        </div>
      )}
      {status?.override && (
        <div className={styles.field}>
          <label htmlFor={`${fieldId}-reason`}>
            Publish without a second reviewer: reason (administrators; kept in the change history)
          </label>
          <textarea
            id={`${fieldId}-reason`}
            rows={2}
            value={overrideReason}
            onChange={(event) => setOverrideReason(event.target.value)}
          />
          <div className={styles.buttons}>
            <button
              type="button"
              disabled={busy || modified || overrideReason.trim().length < OVERRIDE_REASON_MIN_LENGTH}
              onClick={() => act('approve', { overrideReason })}
            >
              Publish with this reason
            </button>
          </div>
        </div>
      )}
      {actions.includes('unpublish') &&
        (confirmUnpublish ? (
          <div className={styles.message} role="alertdialog" aria-labelledby={`${fieldId}-unpublish`}>
            <p id={`${fieldId}-unpublish`}>Unpublish? The site stops showing it at once. It stays here as a draft.</p>
            <div className={styles.buttons}>
              <button type="button" ref={confirmButton} disabled={busy} onClick={() => act('unpublish')}>
                Yes, unpublish
              </button>
              <button type="button" onClick={() => setConfirmUnpublish(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <div className={styles.buttons}>
            <button type="button" disabled={busy} onClick={() => setConfirmUnpublish(true)}>
              Unpublish…
            </button>
          </div>
        ))}
      <p role="status" className={outcome ? `${styles.message} ${outcome.ok ? '' : styles.error}` : undefined}>
        {outcome?.text}
      </p>
    </section>
  )
}
