import type { CollectionAfterErrorHook } from 'payload'

/**
 * A locked account answers like a wrong password, so a guesser cannot learn which
 * addresses have accounts. (The account still unlocks itself after 10 minutes.)
 */
export const genericSignInError: CollectionAfterErrorHook = ({ error, req }) => {
  if (!req.url?.includes('/login') || !/locked/i.test(error.message)) return
  return {
    status: 401,
    response: { errors: [{ message: req.t('error:emailOrPasswordIncorrect') }] },
  }
}
