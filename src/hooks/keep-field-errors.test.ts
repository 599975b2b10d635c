import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepFieldErrors } from './keep-field-errors'

const refusal = Object.assign(new Error('The following field is invalid: password'), {
  status: 400,
  data: { collection: 'users', errors: [{ message: 'This password is too common.', path: 'password' }] },
})

const run = (error: Error, errors: NonNullable<AfterErrorHookArgs['result']>['errors']) =>
  keepFieldErrors({ error, result: { errors } } as AfterErrorHookArgs)

describe('keepFieldErrors', () => {
  it('puts back the field reasons a summary-only answer lost', () => {
    expect(run(refusal, [{ message: refusal.message }])).toEqual({
      response: { errors: [{ message: refusal.message, name: 'Error', data: refusal.data }] },
    })
  })

  it('leaves an answer that already has them, and server failures, as they are', () => {
    expect(run(refusal, [{ message: refusal.message, data: refusal.data }])).toBeUndefined()
    const failure = Object.assign(new Error('boom'), { status: 500, data: { secret: 'x' } })
    expect(run(failure, [{ message: 'Something went wrong.' }])).toBeUndefined()
    expect(run(new Error('plain'), [{ message: 'plain' }])).toBeUndefined()
  })
})
