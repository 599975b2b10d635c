import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { passwordProblem } from '../password-policy'

/** Checks a new password before Payload hashes it: on create, on update and on a reset by e-mail link. */
export const enforcePasswordPolicy: CollectionBeforeValidateHook = ({ collection, data, originalDoc }) => {
  const candidate = data?.password
  if (typeof candidate !== 'string') return data
  const problem = passwordProblem(candidate, data?.email ?? originalDoc?.email)
  if (problem) {
    throw new ValidationError({ collection: collection.slug, errors: [{ message: problem, path: 'password' }] })
  }
  return data
}
