import { PublishButton as PayloadPublishButton } from '@payloadcms/ui'
import type { PublishButtonServerProps } from 'payload'

import type { ChangeRule } from '../descriptor'
import { publishesDirectly } from '../policy'
import { twoPersonRuleOn } from '../review/two-person-rule'

/**
 * Payload's Publish button, shown only to people the policy lets publish directly (an
 * editor when the two-person rule is off; an administrator for settings). Everyone else
 * publishes through the review panel beside the form: the server refuses a direct publish
 * anyway, and a button that can only fail would mislead (issue 37, problem 6).
 */
export async function PublishButton({ payload, user, rule }: PublishButtonServerProps & { rule: ChangeRule }) {
  const direct = publishesDirectly(user?.role, rule, await twoPersonRuleOn(payload))
  return direct ? <PayloadPublishButton /> : null
}
