'use server'

import { headers } from 'next/headers'

import { CONTACT_FIELDS, isRobot, validateContactForm, type ContactFieldErrors } from '@/lib/contact-form'

import { getOfferings } from './listings'
import { getPayloadClient } from './payload-client'
import { clientKey, consume, contactLimiter } from './rate-limit'
import { logger } from './log'

export type ContactFormState = {
  status: 'idle' | 'sent' | 'invalid' | 'limited' | 'failed'
  message?: string
  errors?: ContactFieldErrors
  values?: Record<string, string>
}

/**
 * The contact form's server side: the same validation as the browser, a honeypot, a
 * limit of 5 messages a minute per client, then storage (and an e-mail to the address in
 * the site settings when SMTP is configured). Works with and without JavaScript.
 */
export async function submitContactForm(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  // Anybody can call this action with any arguments: only the form's own fields are read.
  if (!(form instanceof FormData)) {
    return { status: 'invalid', message: 'The form could not be read. Reload the page and send it again.' }
  }
  const values: Record<string, string> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value
  const kept = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field] ?? '']))

  const wait = await consume(contactLimiter(), clientKey(await headers()))
  if (wait > 0) {
    return {
      status: 'limited',
      message: `Too many messages from your connection. Please wait ${wait} seconds and send it again.`,
      values: kept,
    }
  }
  // A robot filled the hidden field: answer as if sent, store nothing.
  if (isRobot(values)) return { status: 'sent', message: 'Thank you. Your message has been sent.' }

  let offerings: string[]
  try {
    offerings = (await getOfferings()).map((offering) => offering.title)
  } catch {
    return {
      status: 'failed',
      message: 'Your message could not be sent just now. Please try again shortly.',
      values: kept,
    }
  }
  const result = validateContactForm(values, offerings)
  if (!result.ok) {
    return { status: 'invalid', message: 'Please correct the highlighted fields.', errors: result.errors, values: kept }
  }
  try {
    const payload = await getPayloadClient()
    await payload.create({ collection: 'contact-requests', data: result.data })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    if (settings.contactNotificationEmail) {
      await payload
        .sendEmail({
          to: settings.contactNotificationEmail,
          subject: `Contact request from ${result.data.name}`,
          text: `${result.data.name} <${result.data.email}>\n${result.data.organisation}\nOffering: ${result.data.offering || '-'}\n\n${result.data.message}`,
        })
        .catch((error: unknown) => payload.logger.error({ msg: 'Contact notification failed', error: String(error) }))
    }
  } catch (error) {
    logger.error({ err: String(error) }, 'Contact request not stored')
    return {
      status: 'failed',
      message: 'Your message could not be sent just now. Please try again shortly.',
      values: kept,
    }
  }
  return { status: 'sent', message: 'Thank you. Your message has been sent; a representative will reply by e-mail.' }
}
