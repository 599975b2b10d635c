import type { UIFieldServerProps } from 'payload'

import { reviewStatus } from '../review/review-actions'
import { isReviewedCollection, isReviewedGlobal, type ReviewTarget } from '../review/targets'

import { ReviewPanel } from './ReviewPanel'

/** Which document the panel is on: a collection's (with its id), or a global, which names itself in its data. */
function targetOf({ collectionSlug, id, data }: UIFieldServerProps): ReviewTarget | undefined {
  if (collectionSlug)
    return isReviewedCollection(collectionSlug) && id !== undefined ? { collection: collectionSlug, id } : undefined
  const global = (data as { globalType?: unknown } | undefined)?.globalType
  return isReviewedGlobal(global) ? { global } : undefined
}

/**
 * The review panel with where the document stands already in it, worked out with the page:
 * its steps show as the page does, not after a second request (issue 48). Without a
 * document to name, the panel asks the server itself, as before.
 */
export async function ReviewPanelField(props: UIFieldServerProps) {
  const target = targetOf(props)
  const user = props.req.user
  const status = target && user ? await reviewStatus(props.payload, user, target) : null
  return <ReviewPanel initialStatus={status ?? undefined} />
}
