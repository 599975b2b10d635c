import { describe, expect, it } from 'vitest'

import { ENDING_ACTIONS, sentenceFor } from './sign-out-reason'

describe('why a session ended, in one sentence', () => {
  it('names who ended it: the person elsewhere, an administrator, or the sign-in service', () => {
    expect(sentenceFor({ action: 'session ended', actor: 7 }, 7)).toMatch(/from your account page/)
    expect(sentenceFor({ action: 'session ended', actor: 1 }, 7)).toMatch(/an administrator of this site ended/)
    expect(sentenceFor({ action: 'session ended', actor: 7, method: 'oidc' }, '7')).toMatch(
      /sign-in service no longer confirmed/,
    )
    expect(sentenceFor({ action: 'password changed', actor: 1 }, 7)).toMatch(/an administrator changed/)
    expect(sentenceFor({ action: 'password changed', actor: 7 }, 7)).toMatch(/in another window/)
  })

  it('has one plain sentence for every change that ends sessions, never an internal value', () => {
    for (const action of ENDING_ACTIONS) {
      const sentence = sentenceFor({ action, actor: null }, 7)
      expect(sentence).toMatch(/^You were signed out because [^.]+\.$/)
      expect(sentence).not.toMatch(/oidc|sid|token|null|undefined/i)
    }
  })
})
