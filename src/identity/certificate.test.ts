import { describe, expect, it } from 'vitest'

import { edipiOf, namesIn } from './certificate'

describe('reading a CAC/PIV card', () => {
  it('takes the DoD ID number from the UPN, else from the end of the common name', () => {
    expect(edipiOf(['1234567890@mil'], 'C=US\nO=U.S. Government\nCN=DOE.JANE.1111111111')).toBe('1234567890')
    expect(edipiOf([], 'C=US\nO=U.S. Government\nOU=DoD\nCN=DOE.JANE.Q.1111111111')).toBe('1111111111')
    expect(edipiOf(['jane.doe@agency.gov'], 'CN=Jane Doe')).toBeUndefined()
    expect(edipiOf([], 'CN=DOE.JANE.12345')).toBeUndefined()
  })

  it('reads e-mail addresses and UPNs from the subject alternative name', () => {
    expect(namesIn('email:Jane.Doe@Example.mil, othername:UPN:1234567890@mil, DNS:example.mil')).toEqual({
      emails: ['jane.doe@example.mil'],
      upns: ['1234567890@mil'],
    })
  })
})
