'use client'
import { useAuth, useRouteTransition } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { ClientUser } from 'payload'
import { useState, type FormEvent } from 'react'

import { AppKey } from './AppKey'
import styles from './SignIn.module.css'

type Setup = { ticket: string; secret: string; qrSvg: string }
type Step = 'password' | 'code' | 'setup' | 'recovery-codes'
type Answer = {
  user?: ClientUser
  token?: string
  exp?: number
  errors?: { message?: string; name?: string }[]
  setup?: Setup
  recoveryCodes?: string[]
}

/**
 * Password sign-in in up to two steps: the password, then (for an account with two-step
 * sign-in) the code from an authenticator app or a recovery code. When the person's role
 * needs two-step sign-in and they have none, the second step sets it up and shows the
 * recovery codes once.
 */
export function PasswordSignIn({ afterSignIn, forgotHref }: { afterSignIn: string; forgotHref: string }) {
  const [step, setStep] = useState<Step>('password')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [setup, setSetup] = useState<Setup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([])
  const [signedIn, setSignedIn] = useState<Answer>({})
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const { setUser } = useAuth()
  const router = useRouter()
  const { startRouteTransition } = useRouteTransition()

  /** Into the admin as Payload's own sign-in does: the session known here, then the next view, without reloading the admin. */
  function goOn(signedIn: Answer) {
    if (signedIn.user && signedIn.exp) setUser({ user: signedIn.user, token: signedIn.token, exp: signedIn.exp })
    startRouteTransition(() => router.push(afterSignIn))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    const withCode = step === 'code' || step === 'setup'
    const response = await fetch('/api/users/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        password,
        ...(withCode ? { code } : {}),
        ...(step === 'setup' && setup ? { setupTicket: setup.ticket } : {}),
      }),
    }).catch(() => null)
    const answer = ((await response?.json().catch(() => null)) ?? {}) as Answer
    setBusy(false)
    if (response?.ok) {
      if (answer.recoveryCodes?.length) {
        setRecoveryCodes(answer.recoveryCodes)
        setSignedIn(answer)
        setStep('recovery-codes')
      } else {
        goOn(answer)
      }
      return
    }
    const error = answer.errors?.[0]
    setCode('')
    if (error?.name === 'SecondFactorNeeded') {
      setStep('code')
      return
    }
    if (error?.name === 'SecondFactorSetupNeeded' && answer.setup) {
      // The first answer explains the set-up on screen; a second one says the code was wrong.
      if (step === 'setup') setProblem(error.message ?? '')
      setSetup(answer.setup)
      setStep('setup')
      return
    }
    setProblem(error?.message ?? 'Sign-in did not work. Check your connection and try again.')
  }

  if (step === 'recovery-codes') {
    return (
      <section className={styles.form} aria-labelledby="recovery-codes-title">
        <h2 id="recovery-codes-title" className={styles.stepTitle}>
          Save your recovery codes
        </h2>
        <p>
          Two-step sign-in is on. If you lose the device with your authenticator app, each of these codes signs you in
          once. Keep them somewhere safe: they are not shown again.
        </p>
        <ul className={styles.codes} aria-label="Recovery codes">
          {recoveryCodes.map((one) => (
            <li key={one}>{one}</li>
          ))}
        </ul>
        <button type="button" className="btn btn--style-primary btn--size-large" onClick={() => goOn(signedIn)}>
          I have saved these codes, continue
        </button>
      </section>
    )
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-describedby={problem ? 'sign-in-problem' : undefined}
    >
      {step === 'password' && (
        <>
          <label className={styles.label}>
            E-mail address
            <input
              className={styles.input}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <label className={styles.label}>
            Password
            <input
              className={styles.input}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          <a href={forgotHref}>Forgot your password?</a>
        </>
      )}
      {step === 'code' && (
        <>
          <h2 className={styles.stepTitle}>Two-step sign-in</h2>
          <p>Open your authenticator app and enter the 6-digit code it shows for this site.</p>
        </>
      )}
      {step === 'setup' && setup && (
        <>
          <h2 className={styles.stepTitle}>Set up two-step sign-in</h2>
          <p>
            Your role needs a second step when you sign in with a password. Add this site to an authenticator app on
            your phone or computer: scan the square code, or type the key below. Then enter the 6-digit code the app
            shows.
          </p>
          <AppKey qrSvg={setup.qrSvg} secret={setup.secret} />
        </>
      )}
      {(step === 'code' || step === 'setup') && (
        <label className={styles.label}>
          {step === 'code' ? 'Code from your app, or a recovery code' : 'Code from your app'}
          <input
            className={styles.input}
            name="code"
            inputMode={step === 'setup' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            autoFocus
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
      )}
      {problem && (
        <p id="sign-in-problem" role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
        {step === 'password' ? 'Sign in' : 'Continue'}
      </button>
      {step !== 'password' && (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-large"
          onClick={() => {
            setStep('password')
            setPassword('')
            setProblem('')
          }}
        >
          Start again
        </button>
      )}
    </form>
  )
}
