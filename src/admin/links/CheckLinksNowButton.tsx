'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

/** Above the broken-link report: check every link now instead of waiting for the daily check. */
export function CheckLinksNowButton() {
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      const response = await fetch('/api/broken-links/check-now', { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setMessage(body.message ?? (response.ok ? 'The check has started.' : 'The check could not be started.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ marginBottom: '1rem' }}>
      <Button buttonStyle="secondary" disabled={busy} onClick={start}>
        Check all links now
      </Button>
      {message ? <p role="status">{message}</p> : null}
    </div>
  )
}
