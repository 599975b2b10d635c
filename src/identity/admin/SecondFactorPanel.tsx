'use client'
import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState, type KeyboardEvent } from 'react'

import { formatSiteTime } from '@/lib/site-time'

import { AppKey } from './AppKey'
import styles from './SignIn.module.css'

type Status = { on: boolean; since: string | null; recoveryCodesLeft: number; required: boolean }
type Setup = { ticket: string; secret: string; qrSvg: string }
type Answer = Partial<Setup> & { message?: string; recoveryCodes?: string[]; errors?: { message: string }[] }

const send = async (path: string, method: string, data?: object): Promise<{ ok: boolean; answer: Answer }> => {
  const response = await fetch(`/api/users${path}`, {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: data ? JSON.stringify(data) : undefined,
  }).catch(() => null)
  const answer = ((await response?.json().catch(() => null)) ?? {}) as Answer
  return { ok: Boolean(response?.ok), answer }
}
const messageOf = (answer: Answer) => answer.message ?? answer.errors?.[0]?.message ?? 'Nothing happened. Try again.'

/** The account form's Enter key would save the form: here it runs the panel's own action. */
const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return
  event.preventDefault()
  action()
}

/** The current password, asked before a change to how this account signs in. */
function CurrentPassword(props: {
  value: string
  onChange: (value: string) => void
  onEnter: (event: KeyboardEvent<HTMLInputElement>) => void
}) {
  return (
    <label className={styles.label}>
      Your current password
      <input
        className={styles.input}
        type="password"
        autoComplete="current-password"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={props.onEnter}
      />
    </label>
  )
}

/**
 * On your account page: two-step sign-in (an authenticator app's code after the password,
 * ADR 0035): set it up, make new recovery codes, or turn it off. An administrator on
 * someone else's account can turn it off for a person who lost their device.
 */
export function SecondFactorPanel() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const own = Boolean(user && id !== undefined && String(user.id) === String(id))
  const isAdmin = (user as { role?: string } | null)?.role === 'admin'
  const [status, setStatus] = useState<Status | null>(null)
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[]>([])
  const [input, setInput] = useState('')
  const [password, setPassword] = useState('')
  const [asking, setAsking] = useState<'none' | 'new-codes' | 'turn-off'>('none')
  const [message, setMessage] = useState('')
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!own) return
    let live = true
    send('/second-factor', 'GET').then(({ ok, answer }) => {
      if (live && ok) setStatus(answer as unknown as Status)
    })
    return () => {
      live = false
    }
  }, [own, version])

  const done = (text: string) => {
    setMessage(text)
    setInput('')
    setPassword('')
    setAsking('none')
    setVersion((value) => value + 1)
  }

  async function start() {
    const { ok, answer } = await send('/second-factor/setup', 'POST')
    if (ok) setSetup(answer as Setup)
    setMessage(ok ? '' : messageOf(answer))
  }
  async function confirm() {
    if (!setup) return
    const { ok, answer } = await send('/second-factor/confirm', 'POST', {
      ticket: setup.ticket,
      code: input,
      currentPassword: password,
    })
    if (!ok) return setMessage(messageOf(answer))
    setSetup(null)
    setCodes(answer.recoveryCodes ?? [])
    done(messageOf(answer))
  }
  async function newCodes() {
    const { ok, answer } = await send('/second-factor/recovery-codes', 'POST', { code: input })
    if (!ok) return setMessage(messageOf(answer))
    setCodes(answer.recoveryCodes ?? [])
    done(messageOf(answer))
  }
  async function turnOff() {
    const { ok, answer } = await send(`/${id}/second-factor/turn-off`, 'POST', {
      currentPassword: own ? input : password,
    })
    if (!ok) return setMessage(messageOf(answer))
    setCodes([])
    done(messageOf(answer))
  }

  if (id === undefined || (!own && !isAdmin)) return null
  const button = 'btn btn--style-secondary btn--size-small'
  return (
    <section aria-labelledby="second-factor-title" style={{ marginBlock: '1.5rem' }}>
      <h3 id="second-factor-title">Two-step sign-in</h3>
      {!own && (
        <>
          <p>
            If this person lost the device with their authenticator app, turn two-step sign-in off; they set it up again
            at their next sign-in, and their open sessions end.
          </p>
          <div className={styles.form}>
            <CurrentPassword value={password} onChange={setPassword} onEnter={onEnter(turnOff)} />
            <button type="button" className={button} onClick={turnOff}>
              Turn off two-step sign-in for this person
            </button>
          </div>
        </>
      )}
      {own && status && !status.on && !setup && (
        <>
          <p>
            Off: your password alone signs you in.
            {status.required
              ? ' Your role needs it: you will be asked to set it up at your next password sign-in.'
              : ''}
          </p>
          <button type="button" className={button} onClick={start}>
            Set up two-step sign-in
          </button>
        </>
      )}
      {own && setup && (
        <>
          <p>
            Add this site to an authenticator app: scan the square code, or type the key. Then enter the 6-digit code
            the app shows.
          </p>
          <AppKey qrSvg={setup.qrSvg} secret={setup.secret} />
        </>
      )}
      {own && status?.on && (
        <>
          <p>
            On since {formatSiteTime(status.since ?? '')}. {status.recoveryCodesLeft} recovery code
            {status.recoveryCodesLeft === 1 ? '' : 's'} left.
          </p>
          <div className={styles.methods}>
            <button type="button" className={button} onClick={() => setAsking('new-codes')}>
              Make new recovery codes
            </button>
            {!status.required && (
              <button type="button" className={button} onClick={() => setAsking('turn-off')}>
                Turn off two-step sign-in
              </button>
            )}
          </div>
        </>
      )}
      {own && (setup || asking !== 'none') && (
        <div className={styles.form}>
          {setup && <CurrentPassword value={password} onChange={setPassword} onEnter={onEnter(confirm)} />}
          <label className={styles.label}>
            {asking === 'turn-off' ? 'Your current password' : 'Code from your app'}
            <input
              className={styles.input}
              type={asking === 'turn-off' ? 'password' : 'text'}
              inputMode={asking === 'turn-off' ? undefined : 'numeric'}
              autoComplete={asking === 'turn-off' ? 'current-password' : 'one-time-code'}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={onEnter(setup ? confirm : asking === 'turn-off' ? turnOff : newCodes)}
            />
          </label>
          <button
            type="button"
            className={button}
            onClick={setup ? confirm : asking === 'turn-off' ? turnOff : newCodes}
          >
            {setup ? 'Turn on' : asking === 'turn-off' ? 'Turn off' : 'Make new codes'}
          </button>
        </div>
      )}
      {codes.length > 0 && (
        <>
          <p>
            Your recovery codes. Each signs you in once if you lose your device. Save them now: they are not shown
            again.
          </p>
          <ul className={styles.codes} aria-label="Recovery codes">
            {codes.map((one) => (
              <li key={one}>{one}</li>
            ))}
          </ul>
        </>
      )}
      {message && <p role="status">{message}</p>}
    </section>
  )
}
