'use client'

import { useAuth, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useState } from 'react'

import { isReviewer } from '@/lib/roles'

import {
  availableActions,
  OVERRIDE_REASON_MIN_LENGTH,
  REVIEW_STATE_LABELS,
  type ReviewAction,
  type ReviewState,
} from '../rules'

import styles from './Review.module.css'

type Comment = { id: number; kind: string; comment?: string; authorName?: string; createdAt: string }

const KIND_LABELS: Record<string, string> = {
  submitted: 'submitted it for review',
  changesRequested: 'asked for changes',
  approved: 'approved and published it',
  override: 'published it without a second reviewer',
  scheduled: 'approved it for a later time',
  unpublished: 'unpublished it',
  comment: 'commented',
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** The time zone the scheduled time is read in: the editor's own, said plainly. */
const timeZoneName = () =>
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'long' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value ?? Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The review panel beside every document that goes through review (ADR 0030): its state,
 * the conversation, what changed against the published version, and the steps this
 * person may take. The server decides; the buttons only follow its rules.
 */
export function ReviewPanel() {
  const { id, collectionSlug, globalSlug, hasPublishedDoc } = useDocumentInfo()
  const { user } = useAuth()
  const modified = useFormModified()
  const state = (useFormFields(([fields]) => fields.reviewState?.value) ?? 'draft') as ReviewState
  const [comments, setComments] = useState<Comment[]>([])
  const [compareHref, setCompareHref] = useState<string>()
  const [comment, setComment] = useState('')
  const [publishAt, setPublishAt] = useState('')
  const [overrideReason, setOverrideReason] = useState('')
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>()
  const [busy, setBusy] = useState(false)
  const fieldId = useId()
  const documentKey = globalSlug ?? (id !== undefined ? `${collectionSlug}:${id}` : undefined)

  useEffect(() => {
    if (!documentKey) return
    const query = new URLSearchParams({
      'where[document][equals]': documentKey,
      sort: 'createdAt',
      limit: '100',
      depth: '0',
    })
    void fetch(`/api/review-comments?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((body: { docs: Comment[] }) => setComments(body.docs))
  }, [documentKey, outcome])

  // Against the published version; for a change never published, against the version as
  // it was when a reviewer last sent it back, so a resubmission shows what changed since.
  const sentBackAt = comments.findLast((entry) => entry.kind === 'changesRequested')?.createdAt
  useEffect(() => {
    if (!globalSlug && id === undefined) return
    if (!hasPublishedDoc && !sentBackAt) return
    const base = globalSlug ? `/api/globals/${globalSlug}/versions` : `/api/${collectionSlug}/versions`
    const parent = globalSlug ? '' : `&where[parent][equals]=${id}`
    const latest = (extra: string) =>
      fetch(`${base}?sort=-updatedAt&limit=1&depth=0${parent}${extra}`, { credentials: 'include' })
        .then((response) => (response.ok ? response.json() : { docs: [] }))
        .then((body: { docs: { id: string | number }[] }) => body.docs[0]?.id)
    const from = hasPublishedDoc
      ? '&where[version._status][equals]=published'
      : `&where[updatedAt][less_than_equal]=${encodeURIComponent(sentBackAt!)}`
    void Promise.all([latest(''), latest(from)]).then(([draft, earlier]) => {
      if (draft === undefined || earlier === undefined || draft === earlier) return
      const doc = globalSlug ? `/admin/globals/${globalSlug}` : `/admin/collections/${collectionSlug}/${id}`
      setCompareHref(`${doc}/versions/${draft}?versionFrom=${earlier}`)
    })
  }, [collectionSlug, globalSlug, id, hasPublishedDoc, sentBackAt, outcome])

  const act = useCallback(
    async (action: ReviewAction, extra: Record<string, unknown> = {}) => {
      setBusy(true)
      setOutcome(undefined)
      try {
        const target = globalSlug ? { global: globalSlug } : { collection: collectionSlug, id }
        const response = await fetch('/api/review', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...target, action, comment: comment || undefined, ...extra }),
        })
        const body = (await response.json().catch(() => ({}))) as { message?: string }
        setOutcome({ ok: response.ok, text: body.message ?? (response.ok ? 'Done.' : 'That did not work.') })
        if (response.ok) {
          setComment('')
          // The form shows the stored document: read it again with its new state.
          if (action !== 'comment') window.setTimeout(() => window.location.reload(), 1200)
        }
      } finally {
        setBusy(false)
      }
    },
    [collectionSlug, comment, globalSlug, id],
  )

  if (!user) return null
  if (!globalSlug && id === undefined) {
    return (
      <div className={styles.panel}>
        <strong>Review</strong>
        <p className={styles.empty}>Save a draft first. You can then submit it for review.</p>
      </div>
    )
  }
  const actions = availableActions({ id: user.id, role: user.role }, { state, published: hasPublishedDoc })
  const isAdmin = user.role === 'admin'
  const scheduledTime = publishAt ? new Date(publishAt) : undefined

  return (
    <div className={styles.panel} aria-label="Review">
      <div>
        <strong>Review: </strong>
        <span className={styles.state}>{REVIEW_STATE_LABELS[state] ?? state}</span>
      </div>
      {compareHref && (
        <a href={compareHref} target="_blank" rel="noopener">
          {hasPublishedDoc
            ? 'See what changed against the published version'
            : 'See what changed since changes were requested'}
        </a>
      )}
      {comments.length > 0 && (
        <ol className={styles.thread} aria-label="Review history">
          {comments.map((entry) => (
            <li key={entry.id}>
              <span className={styles.meta}>
                {entry.authorName ?? 'Someone'} {KIND_LABELS[entry.kind] ?? entry.kind} · {when(entry.createdAt)}
              </span>
              {entry.comment && <p>{entry.comment}</p>}
            </li>
          ))}
        </ol>
      )}
      <div className={styles.field}>
        <label htmlFor={`${fieldId}-comment`}>Comment</label>
        <textarea
          id={`${fieldId}-comment`}
          rows={3}
          value={comment}
          maxLength={4000}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
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
      {isReviewer(user.role) && actions.includes('approve') && (
        <div className={styles.field}>
          <label htmlFor={`${fieldId}-when`}>Or publish at (your time zone: {timeZoneName()})</label>
          <input
            id={`${fieldId}-when`}
            type="datetime-local"
            step={60}
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
          />
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
      {isAdmin && actions.includes('approve') && (
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
      {actions.includes('unpublish') && (
        <div className={styles.buttons}>
          <button type="button" disabled={busy} onClick={() => act('unpublish')}>
            Unpublish
          </button>
        </div>
      )}
      <p role="status" className={outcome ? `${styles.message} ${outcome.ok ? '' : styles.error}` : undefined}>
        {outcome?.text}
      </p>
    </div>
  )
}
