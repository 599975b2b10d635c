/**
 * What the signed-in person must give to change a password, an e-mail address, a card
 * number or single sign-on linking (the gate's rule): the account page's "current password"
 * box asks for it in words (admin/CurrentPasswordField.tsx).
 */
import type { Endpoint } from 'payload'

import { findAccount, FRESH_SIGN_IN_MINUTES, proofNeeded, refuse } from '../gate'
import { answer, refusal } from './answers'

export const changeProofEndpoint: Endpoint = {
  path: '/change-proof',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return refusal(req, refuse(401, 'Sign in first.'))
    const actor = await findAccount(req, { id: { equals: req.user.id } })
    if (!actor) return refusal(req, refuse(401, 'Sign in first.'))
    return answer(req, 200, { ...(await proofNeeded(req, actor)), freshMinutes: FRESH_SIGN_IN_MINUTES })
  },
}
