'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { postJson } from './post-json'

/** "Mark as reviewed" in the dashboard's list: records a review without an edit. */
export function MarkReviewedButton({ endpoint, title }: { endpoint: string; title: string }) {
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const mark = async () => {
    setBusy(true)
    try {
      const { message } = await postJson(
        endpoint,
        { markReviewed: true },
        { ok: 'Marked as reviewed.', failed: 'That did not work. Try again.' },
      )
      setMessage(message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button
        buttonStyle="secondary"
        size="small"
        disabled={busy || Boolean(message)}
        onClick={mark}
        aria-label={`Mark as reviewed: ${title}`}
      >
        Mark as reviewed
      </Button>
      <span role="status">{message}</span>
    </span>
  )
}
