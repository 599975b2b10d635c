'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { useStartedInBrowser } from '@/lib/use-started-in-browser'

/** Starts a check now instead of waiting for the nightly one; says what happens next. */
export function CheckNowButton({ endpoint, label }: { endpoint: string; label: string }) {
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)
  const started = useStartedInBrowser()
  const start = async () => {
    setBusy(true)
    try {
      const response = await fetch(endpoint, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setMessage(body.message ?? (response.ok ? 'The check has started.' : 'The check could not be started.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ marginBottom: '1rem' }}>
      <Button buttonStyle="secondary" disabled={busy || !started} onClick={start}>
        {label}
      </Button>
      {message ? <p role="status">{message}</p> : null}
    </div>
  )
}

/** Above the broken-link report. */
export function CheckLinksNowButton() {
  return <CheckNowButton endpoint="/api/broken-links/check-now" label="Check all links now" />
}
