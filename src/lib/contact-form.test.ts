import { describe, expect, it } from 'vitest'

import { isRobot, validateContactForm } from './contact-form'

const offerings = ['Stratus', 'Containers as a Service']
const valid = {
  name: 'Pat Example',
  email: 'pat@example.mil',
  organisation: 'Program office',
  offering: 'Stratus',
  message: 'We would like to move two workloads this year.',
}

describe('contact form rules', () => {
  it('accepts a complete message and trims it', () => {
    expect(validateContactForm({ ...valid, name: '  Pat Example ' }, offerings)).toEqual({
      ok: true,
      data: { ...valid, name: 'Pat Example' },
    })
    expect(validateContactForm({ ...valid, organisation: '', offering: '' }, offerings).ok).toBe(true)
  })

  it('explains each problem next to its field', () => {
    const result = validateContactForm(
      { name: '', email: 'not-an-address', message: 'short', offering: 'Moon base' },
      offerings,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name.',
        email: 'Enter an e-mail address like name@example.mil.',
        message: 'Tell us a little more: at least 10 characters.',
        offering: 'Choose an offering from the list.',
      },
    })
    const empty = validateContactForm({}, offerings)
    expect(empty.ok).toBe(false)
    if (!empty.ok) expect(empty.errors.email).toBeDefined()
    const long = validateContactForm({ ...valid, message: 'x'.repeat(4001) }, offerings)
    expect(long.ok ? '' : long.errors.message).toBe('The message can be at most 4000 characters.')
  })

  it('spots the honeypot', () => {
    expect(isRobot({ website: 'http://spam.example' })).toBe(true)
    expect(isRobot({ website: '' })).toBe(false)
    expect(isRobot({})).toBe(false)
  })
})
