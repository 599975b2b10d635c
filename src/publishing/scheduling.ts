/**
 * Who may queue publishing for later (issue 45). Payload's "Schedule publishing" (in the
 * Publish button's menu) is the admin's `schedule-publish` server function, which checks
 * only that the person may use the admin, so an author could queue a `schedulePublish`
 * job (refused only when it ran). Here the admin's function asks the policy first, and
 * REST's POST /api/payload-jobs, closed already, says why.
 */
import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { addDataAndFileToRequest, type Endpoint, type PayloadRequest, type ServerFunction } from 'payload'

import { isReviewer } from '@/lib/roles'

import { collectionPublishing, globalPublishing } from './descriptor'
import { decide, publishesDirectly } from './policy'
import { twoPersonRuleOn } from './review/two-person-rule'

type Schedule = { type?: unknown; doc?: { relationTo?: unknown } | null; global?: unknown }

const NOTHING_SCHEDULED = 'Nothing was scheduled.'
const ONLY_EDITORS = `Only editors and administrators schedule publishing. Submit the change for review; the editor who approves it can choose when it is published. ${NOTHING_SCHEDULED}`

/**
 * Why this person may not schedule this publish or unpublish; null when they may. The
 * same rule as publishing now: publishing needs someone who publishes directly (not an
 * author; not an editor while the two-person rule is on); taking something off the site,
 * an editor or an administrator.
 */
export async function schedulingRefusal(req: PayloadRequest, schedule: Schedule): Promise<string | null> {
  const role = req.user?.role
  if (!req.user) return `Sign in first. ${NOTHING_SCHEDULED}`
  const publishing = schedule.doc ? collectionPublishing(schedule.doc.relationTo) : globalPublishing(schedule.global)
  if (!publishing || (schedule.doc && schedule.global))
    return `Only content the public site shows can be scheduled. ${NOTHING_SCHEDULED}`
  const { changes: rule, kind } = publishing
  const twoPersonRule = await twoPersonRuleOn(req.payload, req)
  const allowed =
    schedule.type === 'unpublish'
      ? decide({
          rule,
          kind,
          operation: 'update',
          actor: { role },
          approval: false,
          live: true,
          goesLive: true,
          unpublishing: true,
          twoPersonRule,
        }).outcome !== 'refused'
      : publishesDirectly(role, rule, twoPersonRule)
  if (allowed) return null
  if (rule === 'administrators')
    return `Only administrators schedule changes to the ${kind.toLowerCase()}. ${NOTHING_SCHEDULED}`
  if (isReviewer(role))
    return `While the two-person rule is on, publishing goes through review: submit the change, and the editor who approves it can choose when it is published. ${NOTHING_SCHEDULED}`
  return ONLY_EDITORS
}

/** Cancelling a scheduled publish or unpublish: an editor or an administrator (for settings, an administrator). */
async function cancellingRefusal(req: PayloadRequest, jobId: number | string): Promise<string | null> {
  const job = await req.payload
    .findByID({ collection: 'payload-jobs', id: jobId, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  if (!job || job.taskSlug !== 'schedulePublish') return null
  const input = (job.input ?? {}) as Schedule
  const publishing = input.doc ? collectionPublishing(input.doc.relationTo) : globalPublishing(input.global)
  const role = req.user?.role
  const allowed = publishing?.changes === 'administrators' ? role === 'admin' : isReviewer(role)
  return allowed ? null : 'Only editors and administrators cancel scheduled publishing. Nothing was changed.'
}

/** The admin's `schedule-publish` server function: the policy first, then Payload's own. */
export const guardedSchedulePublish: typeof schedulePublishHandler = async (args) => {
  const { req } = args
  const refused =
    (args.deleteID !== undefined && (await cancellingRefusal(req, args.deleteID))) ||
    (args.doc || args.global || args.deleteID === undefined ? await schedulingRefusal(req, args) : null)
  if (refused) {
    req.payload.logger.warn({ user: req.user?.id, doc: args.doc, global: args.global }, 'Scheduled publishing refused')
    return { error: refused }
  }
  return schedulePublishHandler(args)
}

/** Server functions of the admin that this module replaces (passed by app/(payload)/layout.tsx). */
export const publishingServerFunctions: Record<string, ServerFunction> = {
  'schedule-publish': guardedSchedulePublish as ServerFunction,
}

/**
 * POST /api/payload-jobs: jobs are queued by the site itself, never through the API (the
 * collection refuses it anyway); this answer says so, and what to do instead.
 */
export const refuseQueueingOverApi: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req).catch(() => undefined)
    const body = (req.data ?? {}) as { taskSlug?: unknown; input?: unknown }
    const input = (body.input && typeof body.input === 'object' ? body.input : {}) as Schedule
    const refused =
      body.taskSlug === 'schedulePublish'
        ? await schedulingRefusal(req, input)
        : body.taskSlug === 'publishApproved' && !isReviewer(req.user?.role)
          ? ONLY_EDITORS
          : null
    const message =
      refused ||
      'Jobs are queued by the site itself, not through the API. To publish at a set time, use "Schedule publishing" on the document, or approve the change in review with a publishing time. Nothing was scheduled.'
    return Response.json({ errors: [{ message }] }, { status: 403 })
  },
}
