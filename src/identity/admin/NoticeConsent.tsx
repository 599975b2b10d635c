'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import styles from './SignIn.module.css'

type Methods = { password: boolean; certificate: boolean; singleSignOn: boolean }

/**
 * "I understand and consent": tells the server, which refuses any sign-in until then;
 * then offers the sign-in methods this site has besides the password form.
 */
export function NoticeConsent({ methods }: { methods: Methods }) {
  const router = useRouter()
  const [state, setState] = useState<'waiting' | 'sending' | 'done' | 'failed'>('waiting')
  const [cardProblem, setCardProblem] = useState('')
  async function acknowledge() {
    setState('sending')
    const response = await fetch('/api/users/acknowledge-notice', { method: 'POST', credentials: 'same-origin' }).catch(
      () => null,
    )
    setState(response?.ok ? 'done' : 'failed')
  }
  async function signInWithCard() {
    setCardProblem('')
    const response = await fetch('/api/users/certificate-login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }).catch(() => null)
    if (response?.ok) {
      router.push('/admin')
      return
    }
    const answer = (await response?.json().catch(() => null)) as { errors?: { message?: string }[] } | null
    setCardProblem(answer?.errors?.[0]?.message ?? 'Your card could not be read. Try again.')
  }
  return (
    <div className={styles.consent}>
      {state === 'done' ? (
        <p role="status" className={styles.consented}>
          Notice acknowledged. {methods.password ? 'You can now sign in.' : 'Continue with a sign-in method below.'}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn--style-primary btn--size-large"
          onClick={acknowledge}
          disabled={state === 'sending'}
        >
          I understand and consent
        </button>
      )}
      {state === 'failed' && (
        <p role="alert" className={styles.problem}>
          Your consent could not be recorded. Reload the page and try again.
        </p>
      )}
      {state === 'done' && (methods.certificate || methods.singleSignOn) && (
        <div className={styles.methods}>
          {methods.certificate && (
            <button type="button" className="btn btn--style-secondary btn--size-large" onClick={signInWithCard}>
              Sign in with your CAC/PIV card
            </button>
          )}
          {methods.singleSignOn && (
            <a className="btn btn--style-secondary btn--size-large" href="/api/users/oidc/start">
              Sign in with single sign-on
            </a>
          )}
        </div>
      )}
      {cardProblem && (
        <p role="alert" className={styles.problem}>
          {cardProblem}
        </p>
      )}
      {!methods.password && <p>Password sign-in is turned off on this site.</p>}
    </div>
  )
}
