/**
 * The contact form's rules, one schema for the browser and the server. The honeypot
 * field is invisible to people; anything typed into it marks the sender as a robot.
 */
import { z } from 'zod'

export const HONEYPOT_FIELD = 'website'
export const CONTACT_RATE_LIMIT = { requests: 5, perSeconds: 60 } as const

const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'Your name can be at most 120 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'The e-mail address is too long.')
    .pipe(z.email('Enter an e-mail address like name@example.mil.')),
  organisation: z.string().trim().max(160, 'The organization can be at most 160 characters.').optional().default(''),
  offering: z.string().trim().max(80).optional().default(''),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more: at least 10 characters.')
    .max(4000, 'The message can be at most 4000 characters.'),
})

export type ContactFormValues = z.input<typeof contactFormSchema>
export type ContactFormData = z.output<typeof contactFormSchema>
export type ContactFieldErrors = Partial<Record<keyof ContactFormData, string>>

export const CONTACT_FIELDS = ['name', 'email', 'organisation', 'offering', 'message'] as const

/** Validates the form; the offering must be one of the listed ones (or none). */
export function validateContactForm(
  values: Record<string, unknown>,
  offerings: readonly string[],
): { ok: true; data: ContactFormData } | { ok: false; errors: ContactFieldErrors } {
  const parsed = contactFormSchema.safeParse(values)
  const errors: ContactFieldErrors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ContactFormData
      errors[field] ??= issue.message
    }
  }
  const offering = typeof values.offering === 'string' ? values.offering.trim() : ''
  if (offering && !offerings.includes(offering)) errors.offering = 'Choose an offering from the list.'
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, data: parsed.data }
}

export function isRobot(values: Record<string, unknown>): boolean {
  const trap = values[HONEYPOT_FIELD]
  return typeof trap === 'string' && trap.trim() !== ''
}
