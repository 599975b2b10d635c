'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

/** "Mark as reviewed" in the dashboard's list: records a review without an edit. */
export function MarkReviewedButton({ endpoint, title }: { endpoint: string; title: string }) {
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const mark = async () => {
    setBusy(true)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ markReviewed: true }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setMessage(body.message ?? (response.ok ? 'Marked as reviewed.' : 'That did not work. Try again.'))
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
