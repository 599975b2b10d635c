/**
 * The admin's "Restore this version" (Payload's Restore button posts to
 * `/versions/:id?draft=…`), answered here first: someone the policy lets publish
 * directly restores as asked; anyone else gets the version back as a draft, to submit
 * for review, instead of an error (issue 37, problem 7). The operation's own hook
 * (enforce.ts) still refuses a live restore without rights on every other route.
 */
import {
  type GlobalSlug,
  restoreVersionOperation,
  restoreVersionOperationGlobal,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import type { ChangeRule } from './descriptor'
import { publishesDirectly } from './policy'
import { twoPersonRuleOn } from './review/two-person-rule'

/** What a restored draft does not take from the old version: the review's own record and the CMS's bookkeeping. */
const RESTORE_SKIPS = new Set(['id', 'createdAt', 'updatedAt', 'globalType', '_status', 'reviewState', 'review'])

const AS_DRAFT = 'Restored as a draft. The site is unchanged: submit it for review to publish it.'

async function asked(req: PayloadRequest, rule: ChangeRule) {
  const wantsDraft = new URL(req.url ?? '', 'http://site').searchParams.get('draft') === 'true'
  const direct = publishesDirectly(req.user?.role, rule, await twoPersonRuleOn(req.payload, req))
  return { draft: wantsDraft || !direct, converted: !wantsDraft && !direct }
}

export function restoreOnCollection(slug: string, rule: ChangeRule): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      const { draft, converted } = await asked(req, rule)
      // Payload's Local API restores without a draft option; its operation takes one.
      const doc = await restoreVersionOperation({
        collection: req.payload.collections[slug as keyof typeof req.payload.collections],
        id: String(req.routeParams?.id ?? ''),
        draft,
        depth: 0,
        overrideAccess: false,
        req,
      })
      return Response.json({ doc, message: converted ? AS_DRAFT : req.t('version:restoredSuccessfully') })
    },
  }
}

export function restoreOnGlobal(slug: string, rule: ChangeRule): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      const { draft, converted } = await asked(req, rule)
      const id = String(req.routeParams?.id ?? '')
      if (draft) {
        // Payload's restore "as a draft" of a global overwrites the live document; a new draft
        // made from the old version leaves the site exactly as it was (issue 44).
        const version = await req.payload
          .findGlobalVersionByID({
            slug: slug as GlobalSlug,
            id,
            depth: 0,
            overrideAccess: false,
            req,
            disableErrors: true,
          })
          .catch(() => null)
        if (!version)
          return Response.json({ message: 'That version does not exist, or you cannot see it.' }, { status: 404 })
        const data = Object.fromEntries(
          Object.entries(version.version as unknown as Record<string, unknown>).filter(
            ([key]) => !RESTORE_SKIPS.has(key),
          ),
        )
        const doc = await req.payload.updateGlobal({
          slug: slug as never,
          data: { ...data, _status: 'draft' } as never,
          draft: true,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
        })
        return Response.json({ doc, message: AS_DRAFT })
      }
      const globalConfig = req.payload.config.globals.find((global) => global.slug === slug)!
      const doc = await restoreVersionOperationGlobal({ id, draft, depth: 0, globalConfig, overrideAccess: false, req })
      return Response.json({ doc, message: converted ? AS_DRAFT : req.t('version:restoredSuccessfully') })
    },
  }
}
