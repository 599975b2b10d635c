/**
 * Where the policy is applied (ADR 0038): a `beforeOperation` hook on every governed
 * collection and global. Payload runs it for every route that writes (REST, GraphQL, the
 * admin's server functions, bulk edits, restores, duplicates, uploads, the Local API), so
 * a write the policy refuses is refused wherever it came from.
 */
import {
  APIError,
  type CollectionSlug,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { env } from '@/config/env'
import { isRedirectablePath, normaliseRedirectTo } from '@/lib/redirects'

import type { Publishing } from './descriptor'
import { decide, type Write } from './policy'
import { touchedDocuments } from './touched'
import { twoPersonRuleOn } from './review/two-person-rule'

type Status = { _status?: unknown; from?: unknown; to?: { type?: unknown; url?: unknown } | null }

function refusal(status: number, message: string, name = 'PublishingRefused'): APIError {
  const error = new APIError(message, status, null, true)
  error.name = name
  return error
}

/** A status that is neither "draft" nor "published" is refused before Payload stores it. */
function statusOf(data: Status | undefined): 'draft' | 'published' | undefined {
  const status = data?._status
  if (status === undefined || status === null) return undefined
  if (status === 'draft' || status === 'published') return status
  throw refusal(400, 'The status must be "draft" or "published".', 'InvalidStatus')
}

/** Who is acting: a signed-in person, else the site itself (the Local API: seed, jobs), else an anonymous request. */
function actorOf(req: PayloadRequest, overrideAccess: boolean | undefined): Write['actor'] {
  if (req.user) return overrideAccess ? null : { role: req.user.role }
  return req.payloadAPI === 'local' ? null : {}
}

/** For a redirect: its old address when the site answers that address itself, and whether it leads to another website. */
function redirectFacts(data: Status | undefined): Write['redirect'] {
  if (!data) return undefined
  const from = typeof data.from === 'string' ? data.from.trim() : ''
  const path = from.startsWith('/') ? from.replace(/\/+$/, '') || '/' : undefined
  const custom = data.to?.type === 'custom' && typeof data.to.url === 'string'
  const target = custom ? normaliseRedirectTo(String(data.to?.url), env().siteUrl) : undefined
  return {
    external: Boolean(target && 'to' in target && /^https?:\/\//.test(target.to)),
    protectedFrom: path && !isRedirectablePath(path) ? path : undefined,
  }
}

/** The documents as the write would leave them: each stored latest draft with the request's fields over it. */
async function merged(
  req: PayloadRequest,
  collection: string,
  target: { id?: number | string; where?: unknown },
  data: Status | undefined,
) {
  const stored = await touchedDocuments(req, collection, target)
  return (stored.length ? stored : [{}]).map((doc) => ({ ...(doc as Status), ...(data ?? {}) }))
}

/** A version as a restore would make it: for a redirect, where it sends visitors. */
async function versionOf(req: PayloadRequest, collection: string, id: number | string | undefined) {
  if (id === undefined) return undefined
  const version = await req.payload
    .findVersionByID({
      collection: collection as CollectionSlug,
      id: String(id),
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    .catch(() => null)
  return (version as { version?: Status } | null)?.version
}

/**
 * Tells the cache expiry (and everything else that follows the live site) whether this
 * write leaves the live document as it was: a draft, an autosave, a restore as a draft.
 */
export const LIVE_UNCHANGED = 'publishingLiveUnchanged'

/**
 * A restore without "as a draft" makes the old version live at once. (Payload reads the
 * restore's draft flag before this hook runs, so a refused live restore cannot be turned
 * into a draft here; the admin's Restore button goes through restore-endpoints.ts, which
 * asks the policy first.)
 */
function restore<T extends object>(
  args: T,
  write: Omit<Write, 'operation' | 'goesLive' | 'unpublishing'> & { draft: boolean },
): T {
  apply({ ...write, operation: 'restore', goesLive: !write.draft, unpublishing: false })
  return args
}

const isDocument = (data: unknown): data is Status => typeof data === 'object' && data !== null && !Array.isArray(data)

function apply(write: Write) {
  const decision = decide(write)
  if (decision.outcome === 'refused') throw refusal(decision.status, decision.message)
}

/** What every write's decision starts from: the kind of content, who writes, and the rule in force. */
async function factsOf(publishing: Publishing, actor: Write['actor'], req: PayloadRequest) {
  return {
    rule: publishing.changes,
    kind: publishing.kind,
    actor,
    approval: req.context.reviewApproval === true,
    twoPersonRule: actor ? await twoPersonRuleOn(req.payload, req) : false,
  }
}

/** A refusal of a bulk write, raised again for each document so the admin lists each reason. */
const DEFERRED = 'publishingBulkRefusal'

/**
 * Payload answers a bulk write refused before it starts with a bare error, which the
 * admin's bulk Publish and Delete show as "An unknown error has occurred". Refused per
 * document instead, the answer lists the reason for each, and the admin shows it.
 */
export function enforceOnCollection(publishing: Publishing): CollectionBeforeOperationHook {
  const decide = decideOnCollection(publishing)
  const hook = async (hookArgs: Parameters<CollectionBeforeOperationHook>[0]) => {
    const { where } = hookArgs.args as { where?: unknown }
    const bulk = where !== undefined && (hookArgs.operation === 'update' || hookArgs.operation === 'delete')
    try {
      return await decide(hookArgs)
    } catch (error) {
      if (!bulk || (error as Error).name !== 'PublishingRefused') throw error
      hookArgs.req.context[DEFERRED] = error
      return hookArgs.args
    }
  }
  return hook as CollectionBeforeOperationHook
}

/** Raises a deferred bulk refusal for the document at hand (a beforeChange and beforeDelete hook). */
export function refuseDeferred({ req }: { req: PayloadRequest }): void {
  const refused = req.context[DEFERRED]
  if (refused) throw refused
}

function decideOnCollection(publishing: Publishing): CollectionBeforeOperationHook {
  return async ({ args, collection, operation, overrideAccess, req }) => {
    const actor = actorOf(req, overrideAccess)
    const { data, draft, id, where, duplicateFromID } = args as {
      data?: Status
      draft?: boolean
      id?: number | string
      where?: unknown
      duplicateFromID?: number | string
    }
    if (!['create', 'update', 'delete', 'deleteByID', 'restoreVersion'].includes(operation)) return args
    if ((operation === 'create' || operation === 'update') && !isDocument(data)) {
      throw refusal(400, 'Send the document as JSON (Content-Type: application/json) or as a form.', 'InvalidBody')
    }
    const status = statusOf(data)
    const hasDrafts = Boolean(
      collection.versions && typeof collection.versions === 'object' && collection.versions.drafts,
    )
    const base = await factsOf(publishing, actor, req)
    /** Whether the document (or, for several at once, any of them) is on the site now. */
    const live = async () => {
      if (!hasDrafts) return true
      if (id === undefined || where) return true
      const stored = await req.payload
        .findByID({
          collection: collection.slug,
          id,
          depth: 0,
          draft: false,
          overrideAccess: true,
          select: { _status: true } as never,
          req,
          disableErrors: true,
        })
        .catch(() => null)
      return (stored as Status | null)?._status === 'published'
    }

    if (operation === 'create') {
      // A copy starts as a draft, whatever its original is: it reaches the site through review.
      if (duplicateFromID !== undefined && duplicateFromID !== null && hasDrafts) {
        apply({ ...base, operation: 'create', live: false, goesLive: false, unpublishing: false })
        req.context[LIVE_UNCHANGED] = true
        return { ...args, draft: true, data: { ...(data ?? {}), _status: 'draft' } }
      }
      // A redirect sent without a status by an API client that knows nothing of drafts is
      // meant to work: it is asked for live, and the policy decides. A new image or video is
      // a draft until the first approved document that uses it goes live (new-uploads.ts),
      // unless the site itself adds it (the seed, an import that publishes).
      const asksLive =
        status === undefined &&
        ((publishing.changes === 'redirects' && !draft) || (publishing.changes === 'replacements' && actor === null))
      const goesLive = hasDrafts ? status === 'published' || asksLive : true
      apply({ ...base, operation: 'create', live: false, goesLive, unpublishing: false, redirect: redirectFacts(data) })
      req.context[LIVE_UNCHANGED] = !goesLive
      if (asksLive && hasDrafts) return { ...args, draft: false, data: { ...(data ?? {}), _status: 'published' } }
      return args
    }
    if (operation === 'update') {
      const isLive = await live()
      const draftWrite = hasDrafts && Boolean(draft) && status !== 'published'
      const goesLive = !hasDrafts || (!draftWrite && (status === 'published' || isLive))
      const write = {
        ...base,
        operation: 'update' as const,
        live: isLive,
        goesLive,
        unpublishing: isLive && status === 'draft' && !draft,
      }
      if (publishing.changes === 'redirects' && goesLive) {
        // Judged on what would go live: the stored draft with this request over it, not the
        // request alone (a body of only `_status` publishes whatever the draft says).
        for (const result of await merged(req, collection.slug, { id, where }, data)) {
          apply({ ...write, redirect: redirectFacts(result) })
        }
      } else {
        apply({ ...write, redirect: redirectFacts(data) })
      }
      req.context[LIVE_UNCHANGED] = !goesLive
      return args
    }
    if (operation === 'delete' || operation === 'deleteByID') {
      apply({ ...base, operation: 'delete', live: await live(), goesLive: true, unpublishing: false })
      req.context[LIVE_UNCHANGED] = false
      return args
    }
    // restoreVersion: without "as draft", the old version becomes the live one at once.
    req.context[LIVE_UNCHANGED] = Boolean(draft)
    const restored = publishing.changes === 'redirects' ? await versionOf(req, collection.slug, id) : undefined
    return restore(args, { ...base, live: await live(), draft: Boolean(draft), redirect: redirectFacts(restored) })
  }
}

export function enforceOnGlobal(publishing: Publishing): GlobalBeforeOperationHook {
  return async ({ args, global, operation, overrideAccess, req }) => {
    if (operation !== 'update' && operation !== 'restoreVersion') return args
    const actor = actorOf(req, overrideAccess)
    const { draft, data } = args as { draft?: boolean; data?: Status }
    const status = statusOf(data)
    const hasDrafts = Boolean(global.versions && typeof global.versions === 'object' && global.versions.drafts)
    const live = hasDrafts
      ? (
          (await req.payload.findGlobal({
            slug: global.slug,
            depth: 0,
            draft: false,
            overrideAccess: true,
            req,
          })) as Status
        )._status === 'published'
      : true
    const base = { ...(await factsOf(publishing, actor, req)), live }
    if (operation === 'restoreVersion') {
      // Payload restores a global "as a draft" by writing the old version over the live
      // document with a draft status: the public site loses it. The module's own restore
      // (restore-endpoints.ts) saves a new draft instead; this route is closed to everyone.
      if (draft) {
        throw refusal(
          400,
          `Restore an old version of the ${publishing.kind.toLowerCase()} from its version history: it becomes a new draft and the site is unchanged. Nothing was changed.`,
        )
      }
      req.context[LIVE_UNCHANGED] = false
      return restore(args, { ...base, draft: false })
    }
    const draftWrite = hasDrafts && Boolean(draft) && status !== 'published'
    const goesLive = !hasDrafts || (!draftWrite && (status === 'published' || live))
    apply({ ...base, operation: 'update', goesLive, unpublishing: live && status === 'draft' && !draft })
    req.context[LIVE_UNCHANGED] = !goesLive
    return args
  }
}
