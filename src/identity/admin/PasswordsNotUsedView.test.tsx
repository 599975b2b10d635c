import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PasswordsNotUsed } from './PasswordsNotUsedView'

const page = (methods: { singleSignOn: boolean; certificate: boolean }) =>
  renderToStaticMarkup(<PasswordsNotUsed methods={methods} signInHref="/admin/login" />)

describe('the forgot-password page when passwords are turned off', () => {
  it('says plainly that passwords are not used, and offers no form', () => {
    const html = page({ singleSignOn: true, certificate: true })
    expect(html).toContain('<h1 id="passwords-not-used-title"')
    expect(html).toContain('Passwords are not used on this site')
    expect(html).toContain('no e-mail will be sent')
    expect(html).not.toMatch(/<form|<input/)
  })

  it('names the ways this site signs people in, and links to the sign-in page', () => {
    expect(page({ singleSignOn: true, certificate: true })).toContain(
      'Sign in with single sign-on or your CAC/PIV card on the sign-in page',
    )
    expect(page({ singleSignOn: true, certificate: false })).toContain(
      'Sign in with single sign-on on the sign-in page',
    )
    expect(page({ singleSignOn: false, certificate: true })).toContain(
      'Sign in with your CAC/PIV card on the sign-in page',
    )
    expect(page({ singleSignOn: false, certificate: false })).toContain('Ask an administrator how to sign in.')
    expect(page({ singleSignOn: true, certificate: true })).toMatch(
      /<a [^>]*href="\/admin\/login"[^>]*>Go to the sign-in page<\/a>/,
    )
  })
})
