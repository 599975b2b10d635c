import { describe, expect, it } from 'vitest'

import { passwordProblem } from './password-policy'

describe('password policy', () => {
  it('refuses passwords shorter than 12 characters', () => {
    expect(passwordProblem('Tr0ub4dor&3')).toMatch(/at least 12/)
  })

  it('refuses well-known passwords, also with digits and symbols around them', () => {
    expect(passwordProblem('password1234')).toMatch(/too common/)
    expect(passwordProblem('Password123!!')).toMatch(/too common/)
    expect(passwordProblem('!!Baseball2024')).toMatch(/too common/)
  })

  it('refuses a password made of few characters or containing the e-mail name', () => {
    expect(passwordProblem('aaaaaaaaaaaaab')).toMatch(/different characters/)
    expect(passwordProblem('jane.doe-is-editing', 'jane.doe@example.mil')).toMatch(/e-mail/)
  })

  it('accepts a long phrase of unrelated words', () => {
    expect(passwordProblem('copper kettle orbit violet')).toBeNull()
    expect(passwordProblem('orbit kettle violet copper 7', 'e2e-admin@example.mil')).toBeNull()
  })
})
