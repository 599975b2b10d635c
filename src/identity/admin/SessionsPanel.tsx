'use client'
import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { formatSiteTime } from '@/lib/site-time'

type Session = { id: string; startedAt: string; endsAt: string; method: string; from: string | null; current: boolean }

/**
 * On an account's page: your own signed-in sessions, with "End my other sessions"; for an
 * administrator on someone else's account, "End all sessions of this account".
 */
export function SessionsPanel() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const own = Boolean(user && id !== undefined && String(user.id) === String(id))
  const isAdmin = (user as { role?: string } | null)?.role === 'admin'
  const [sessions, setSessions] = useState<Session[] | null>(null)
  const [message, setMessage] = useState('')

  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!own) return
    let live = true
    fetch('/api/users/sessions', { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ sessions: Session[] }>) : null))
      .then((answer) => {
        if (live && answer) setSessions(answer.sessions)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [own, version])

  async function endSessions() {
    const response = await fetch(`/api/users/${id}/sessions`, { method: 'DELETE', credentials: 'same-origin' })
    const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] }
    setMessage(answer.message ?? answer.errors?.[0]?.message ?? 'Nothing happened. Try again.')
    setVersion((value) => value + 1)
  }

  if (id === undefined || (!own && !isAdmin)) return null
  return (
    <section aria-labelledby="sessions-title" style={{ marginBlock: '1.5rem' }}>
      <h3 id="sessions-title">Signed-in sessions</h3>
      {own && sessions && (
        <ul>
          {sessions.map((session) => (
            <li key={session.id}>
              Signed in with {session.method} {formatSiteTime(session.startedAt)}
              {session.from ? ` from ${session.from}` : ''}; ends {formatSiteTime(session.endsAt)} unless used
              {session.current ? ' (this browser)' : ''}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={endSessions}>
        {own ? 'End my other sessions' : 'End all sessions of this account'}
      </button>
      {message && <p role="status">{message}</p>}
    </section>
  )
}
