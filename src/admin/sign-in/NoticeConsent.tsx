'use client'
import { useState } from 'react'

import styles from './SignIn.module.css'

/** "I understand and consent": tells the server, which refuses any sign-in until then. */
export function NoticeConsent({ passwordSignIn }: { passwordSignIn: boolean }) {
  const [state, setState] = useState<'waiting' | 'sending' | 'done' | 'failed'>('waiting')
  async function acknowledge() {
    setState('sending')
    const response = await fetch('/api/users/acknowledge-notice', { method: 'POST', credentials: 'same-origin' }).catch(
      () => null,
    )
    setState(response?.ok ? 'done' : 'failed')
  }
  return (
    <div className={styles.consent}>
      {state === 'done' ? (
        <p role="status" className={styles.consented}>
          Notice acknowledged. {passwordSignIn ? 'You can now sign in.' : 'Continue with a sign-in method below.'}
        </p>
      ) : (
        <button type="button" className="btn btn--style-primary" onClick={acknowledge} disabled={state === 'sending'}>
          I understand and consent
        </button>
      )}
      {state === 'failed' && <p role="alert">Your consent could not be recorded. Reload the page and try again.</p>}
      {!passwordSignIn && <p>Password sign-in is turned off on this site.</p>}
    </div>
  )
}
