'use client'

import { useActionState, useRef, useState, type FormEvent } from 'react'

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

/**
 * The contact form. Checked in the browser with the same rules as on the server; posts
 * as a plain form when JavaScript is off. The "website" field is a trap for robots.
 */
export function ContactForm({ offerings }: { offerings: string[] }) {
  const [state, formAction, pending] = useActionState<ContactFormState, FormData>(submitContactForm, { status: 'idle' })
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
      <div className={styles.field}>
        <label htmlFor="contact-name">{LABELS.name}</label>
        {errors.name && (
          <p id="contact-name-error" className={styles.error}>
            {errors.name}
          </p>
        )}
        <input {...field('name')} type="text" autoComplete="name" required maxLength={120} />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">{LABELS.email}</label>
        {errors.email && (
          <p id="contact-email-error" className={styles.error}>
            {errors.email}
          </p>
        )}
        <input {...field('email')} type="email" autoComplete="email" required maxLength={254} />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-organisation">{LABELS.organisation}</label>
        {errors.organisation && (
          <p id="contact-organisation-error" className={styles.error}>
            {errors.organisation}
          </p>
        )}
        <input {...field('organisation')} type="text" autoComplete="organization" maxLength={160} />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-offering">{LABELS.offering}</label>
        {errors.offering && (
          <p id="contact-offering-error" className={styles.error}>
            {errors.offering}
          </p>
        )}
        <select {...field('offering')}>
          <option value="">Not sure yet</option>
          {offerings.map((offering) => (
            <option key={offering} value={offering}>
              {offering}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">{LABELS.message}</label>
        {errors.message && (
          <p id="contact-message-error" className={styles.error}>
            {errors.message}
          </p>
        )}
        <textarea {...field('message')} rows={6} required maxLength={4000} />
      </div>
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
      <button className={styles.submit} type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  )
}
