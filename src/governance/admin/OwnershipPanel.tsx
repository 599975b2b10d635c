'use client'

import { Button } from '@payloadcms/ui'
import { useId, useRef, useState } from 'react'

import { formatSiteDay, formatSiteTime, readDate, siteClockText } from '@/lib/site-time'

import type { Ownership } from '../ownership/schedule'
import { postJson } from './post-json'

export type StaffMember = { id: number; name: string }

function dueWords(ownership: Ownership): string {
  if (!ownership.reviewBy) return 'No review date: it stays current until changed.'
  const due = new Date(ownership.reviewBy)
  const when = formatSiteDay(due)
  if (due.getTime() < Date.now()) return `Review overdue since ${when}.`
  return `Review by ${when}${ownership.reviewByDefault ? ' (the usual time for this kind of content)' : ''}.`
}

/** The owner, the review date and "Mark as reviewed"; changes save at once, apart from the document. */
export function OwnershipPanel({
  initial,
  staff,
  canAssign,
  canMarkReviewed,
  endpoint,
}: {
  initial: Ownership
  staff: StaffMember[]
  canAssign: boolean
  canMarkReviewed: boolean
  endpoint: string
}) {
  const [ownership, setOwnership] = useState(initial)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = useId()

  const send = async (change: Record<string, unknown>) => {
    setBusy(true)
    try {
      const { body, message } = await postJson<{ message?: string; ownership?: Ownership }>(endpoint, change, {
        ok: 'Saved.',
        failed: 'That did not work. Try again.',
      })
      if (body.ownership) setOwnership(body.ownership)
      setMessage(message)
    } finally {
      setBusy(false)
    }
  }

  // Inside the document's own form: a <form> here would be dropped by the browser's parser
  // (forms do not nest), so the fields are read where they are.
  const fields = useRef<HTMLDivElement>(null)
  const save = () => {
    const value = (name: string) =>
      fields.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? ''
    const owner = value('owner')
    const date = value('reviewBy')
    void send({
      owner: owner ? Number(owner) : null,
      ownerGroup: value('ownerGroup'),
      reviewBy: date ? (readDate(date)?.toISOString() ?? null) : null,
    })
  }

  return (
    <section aria-labelledby={`${ids}-title`} style={{ marginBottom: '1.5rem' }} data-testid="ownership-panel">
      <h2 id={`${ids}-title`} style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        Owner and review
      </h2>
      <p style={{ margin: '0 0 0.25rem' }}>
        {ownership.ownerName || ownership.ownerGroup
          ? `Owner: ${[ownership.ownerName, ownership.ownerGroup].filter(Boolean).join(', ')}`
          : 'No owner yet.'}
      </p>
      <p style={{ margin: '0 0 0.25rem' }}>{dueWords(ownership)}</p>
      {ownership.lastReviewedAt ? (
        <p style={{ margin: '0 0 0.5rem' }}>
          Last reviewed {formatSiteTime(ownership.lastReviewedAt)}
          {ownership.lastReviewedBy ? ` by ${ownership.lastReviewedBy}` : ''}.
        </p>
      ) : null}
      {canMarkReviewed ? (
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void send({ markReviewed: true })}>
          Mark as reviewed
        </Button>
      ) : null}
      {canAssign ? (
        <details style={{ marginTop: '0.5rem' }}>
          <summary>Change owner or date</summary>
          <div
            ref={fields}
            style={{ display: 'grid', gap: '0.5rem', marginTop: '0.5rem' }}
            // Enter saves the owner and date, not the document around them.
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
              event.preventDefault()
              save()
            }}
          >
            <label htmlFor={`${ids}-owner`}>Owner</label>
            <select
              id={`${ids}-owner`}
              name="owner"
              defaultValue={ownership.ownerId ?? ''}
              style={{ minHeight: '2.5rem' }}
            >
              <option value="">Nobody</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
            <label htmlFor={`${ids}-group`}>Owning team</label>
            <input
              id={`${ids}-group`}
              name="ownerGroup"
              defaultValue={ownership.ownerGroup}
              maxLength={120}
              style={{ minHeight: '2.5rem' }}
            />
            <label htmlFor={`${ids}-date`}>Review by (leave empty for the usual time)</label>
            <input
              id={`${ids}-date`}
              name="reviewBy"
              type="date"
              defaultValue={
                ownership.reviewByDefault || !ownership.reviewBy
                  ? ''
                  : siteClockText(new Date(ownership.reviewBy)).slice(0, 10)
              }
              style={{ minHeight: '2.5rem' }}
            />
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={save}>
              Save owner and date
            </Button>
          </div>
        </details>
      ) : null}
      <p role="status" style={{ margin: '0.5rem 0 0' }}>
        {message}
      </p>
    </section>
  )
}
