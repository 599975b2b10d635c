import {
  Forbidden,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { isReviewer } from '@/lib/review'
import { twoPersonRuleOn } from '@/server/review/two-person-rule'

export const AUTHORS_SAVE_DRAFTS =
  'Authors save drafts and submit them for review; an editor publishes them. Nothing was changed.'
export const PUBLISHING_NEEDS_REVIEW =
  'Changes to what the site shows are published through review: submit the change, and another editor approves it. Nothing was changed.'

type Status = { _status?: unknown } | undefined

/** Only people acting through the API: the site itself and the review actions pass. */
const isPersonActing = (req: PayloadRequest, overrideAccess: boolean | undefined) =>
  Boolean(req.user) && !overrideAccess && req.context.reviewApproval !== true

/**
 * The server, not the buttons, decides who publishes (ADR 0030). Beside the access rules
 * (which see the status being written), this refuses what they cannot see: an author's
 * write to the live version (an unpublish, a restore, a plain API update), and under the
 * two-person rule, any write that would change a published document without review.
 */
async function refuseUnreviewedWrite(
  req: PayloadRequest,
  { draft, data, live }: { draft: boolean; data: Status; live: () => Promise<boolean> },
) {
  if (draft && data?._status !== 'published') return
  const publishing = data?._status === 'published'
  // A document nobody can see stays unseen whatever is saved to it.
  if (!publishing && !(await live())) return
  if (!isReviewer(req.user?.role)) throw new Forbidden(req.t)
  if (!(await twoPersonRuleOn(req.payload, req))) return
  // Unpublishing takes an editor but no second person: taking a page down cannot wait.
  if (data?._status === 'draft') return
  throw new Forbidden(req.t)
}

function refusal(error: unknown, message: string): never {
  if (error instanceof Forbidden) {
    error.message = message
  }
  throw error
}

async function guard(req: PayloadRequest, check: () => Promise<void>) {
  try {
    await check()
  } catch (error) {
    refusal(error, isReviewer(req.user?.role) ? PUBLISHING_NEEDS_REVIEW : AUTHORS_SAVE_DRAFTS)
  }
}

export const guardCollectionPublishing: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  overrideAccess,
  req,
}) => {
  const { draft, data, id, where } = args as {
    draft?: boolean
    data?: Status
    id?: number | string
    where?: unknown
  }
  if (!isPersonActing(req, overrideAccess)) return args
  if (operation === 'update') {
    await guard(req, () =>
      refuseUnreviewedWrite(req, {
        draft: Boolean(draft),
        data,
        live: async () => {
          // Several documents at once: treat as live, so only drafts and unpublishing pass.
          if (id === undefined || where) return true
          const stored = await req.payload.findByID({
            collection: collection.slug,
            id,
            depth: 0,
            draft: false,
            overrideAccess: true,
            select: { _status: true } as never,
            req,
          })
          return (stored as Status)?._status === 'published'
        },
      }),
    )
  }
  // A new document is live only when created as published; otherwise it starts as a draft.
  if (operation === 'create' && data?._status === 'published') {
    await guard(req, () => refuseUnreviewedWrite(req, { draft: Boolean(draft), data, live: async () => false }))
  }
  if (operation === 'restoreVersion') {
    // Restoring without "as draft" overwrites the live version at once.
    await guard(req, () =>
      refuseUnreviewedWrite(req, { draft: Boolean(draft), data: undefined, live: async () => true }),
    )
  }
  return args
}

export const guardGlobalPublishing: GlobalBeforeOperationHook = async ({
  args,
  global,
  operation,
  overrideAccess,
  req,
}) => {
  const { draft, data } = args as { draft?: boolean; data?: Status }
  if (!isPersonActing(req, overrideAccess)) return args
  if (operation === 'restoreVersion') {
    await guard(req, () =>
      refuseUnreviewedWrite(req, { draft: Boolean(draft), data: undefined, live: async () => true }),
    )
  }
  if (operation === 'update') {
    await guard(req, () =>
      refuseUnreviewedWrite(req, {
        draft: Boolean(draft),
        data,
        live: async () => {
          const stored = await req.payload.findGlobal({ slug: global.slug, depth: 0, draft: false, req })
          return (stored as Status)?._status === 'published'
        },
      }),
    )
  }
  return args
}
