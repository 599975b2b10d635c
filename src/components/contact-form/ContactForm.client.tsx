'use client'

import { useActionState, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { Button } from '@/components/button/Button'
import { CONTACT_FIELDS, HONEYPOT_FIELD, validateContactForm, type ContactFieldErrors } from '@/lib/contact-form'
import { submitContactForm, type ContactFormState } from '@/server/contact'

import styles from './ContactForm.module.css'

const LABELS: Record<(typeof CONTACT_FIELDS)[number], string> = {
  name: 'Your name',
  email: 'E-mail address',
  organisation: 'Organization (optional)',
  offering: 'Offering of interest (optional)',
  message: 'How can we help?',
}

/** A labelled field with its error message between label and control. */
function FieldRow({
  name,
  error,
  children,
}: {
  name: (typeof CONTACT_FIELDS)[number]
  error?: string
  children: ReactNode
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`}>{LABELS[name]}</label>
      {error && (
        <p id={`contact-${name}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {children}
    </div>
  )
}

/**
 * The contact form. Checked in the browser with the same rules as on the server; posts
 * as a plain form when JavaScript is off. The "website" field is a trap for robots.
 */
export function ContactForm({ offerings }: { offerings: string[] }) {
  const [state, formAction, pending] = useActionState<ContactFormState, FormData>(
    submitContactForm,
    { status: 'idle' },
    // Before the script runs (or without it), the form posts to this address: a real one, not action="".
    '/contact',
  )
  const [clientErrors, setClientErrors] = useState<ContactFieldErrors | null>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const errors = clientErrors ?? state.errors ?? {}
  const values = state.values ?? {}

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = Object.fromEntries(new FormData(event.currentTarget).entries())
    const result = validateContactForm(data, offerings)
    if (!result.ok) {
      event.preventDefault()
      setClientErrors(result.errors)
      requestAnimationFrame(() => summaryRef.current?.focus())
      return
    }
    setClientErrors(null)
  }

  if (state.status === 'sent') {
    return (
      <div className={styles.confirmation} role="status" tabIndex={-1} data-testid="contact-confirmation">
        <h2>Message sent</h2>
        <p>{state.message}</p>
      </div>
    )
  }

  const problems = Object.entries(errors).filter(([, message]) => message)
  const banner = clientErrors ? 'Please correct the highlighted fields.' : state.message
  const field = (name: (typeof CONTACT_FIELDS)[number]) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    defaultValue: values[name] ?? '',
  })

  return (
    <form
      className={styles.form}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      {(problems.length > 0 || (state.status !== 'idle' && banner)) && (
        <div
          className={styles.summary}
          role="alert"
          tabIndex={-1}
          ref={summaryRef}
          data-status={clientErrors ? 'invalid' : state.status}
        >
          <p>{banner}</p>
          {problems.length > 0 && (
            <ul>
              {problems.map(([name, message]) => (
                <li key={name}>
                  <a href={`#contact-${name}`}>{message}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FieldRow name="name" error={errors.name}>
        <input {...field('name')} type="text" autoComplete="name" required maxLength={120} />
      </FieldRow>
      <FieldRow name="email" error={errors.email}>
        <input {...field('email')} type="email" autoComplete="email" required maxLength={254} />
      </FieldRow>
      <FieldRow name="organisation" error={errors.organisation}>
        <input {...field('organisation')} type="text" autoComplete="organization" maxLength={160} />
      </FieldRow>
      <FieldRow name="offering" error={errors.offering}>
        <select {...field('offering')}>
          <option value="">Not sure yet</option>
          {offerings.map((offering) => (
            <option key={offering} value={offering}>
              {offering}
            </option>
          ))}
        </select>
      </FieldRow>
      <FieldRow name="message" error={errors.message}>
        <textarea {...field('message')} rows={6} required maxLength={4000} />
      </FieldRow>
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`contact-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <Button
        className={styles.submit}
        type="submit"
        variant="brand"
        disabled={pending}
        label={pending ? 'Sending…' : 'Send message'}
      />
    </form>
  )
}
