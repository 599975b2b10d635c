import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { passwordProblem } from '@/lib/password-policy'

/**
 * Checks a new password before Payload hashes it: on create, on update and on a reset
 * (whose new password arrives in the request body rather than the document data).
 */
export const enforcePasswordPolicy: CollectionBeforeValidateHook = ({ collection, data, originalDoc, req }) => {
  const fromBody = req.data && typeof req.data.token === 'string' ? req.data.password : undefined
  const candidate = data?.password ?? fromBody
  if (typeof candidate !== 'string') return data
  const problem = passwordProblem(candidate, data?.email ?? originalDoc?.email)
  if (problem) {
    throw new ValidationError({ collection: collection.slug, errors: [{ message: problem, path: 'password' }] })
  }
  return data
}
