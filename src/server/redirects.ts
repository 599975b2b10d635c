import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { normaliseRedirectTo, type RedirectRule, type RedirectStatus } from '@/lib/redirects'
import type { NamedPage, Redirect } from '@/payload-types'

/** More redirects than a site of this size should ever have; the table stays small. */
const MAX_REDIRECTS = 5_000

/** Where a stored redirect sends visitors; undefined when its page is gone or unpublished. */
export function destinationOf(redirect: Pick<Redirect, 'to'>, page?: Pick<NamedPage, 'path' | '_status'> | null) {
  if (redirect.to?.type === 'custom') {
    const result = normaliseRedirectTo(redirect.to.url ?? '', env().siteUrl)
    return 'to' in result ? result.to : undefined
  }
  if (!page || page._status === 'draft') return undefined
  return `/${page.path}`
}

function referencedPage(redirect: Redirect): NamedPage | null {
  const value = redirect.to?.reference?.value
  return value && typeof value === 'object' ? value : null
}

/**
 * Every redirect as the server answers it. An internal read (the caller holds an internal
 * token, or is a hook checking a save), so this module is free of 'server-only': the
 * collection's hooks load it into the Payload CLI too.
 */
export async function loadRedirectRules(payload: Payload, req?: PayloadRequest): Promise<RedirectRule[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    // A redirect waiting for review (one to another website) is not answered yet.
    where: { _status: { equals: 'published' } },
    depth: 1,
    limit: MAX_REDIRECTS,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const rules: RedirectRule[] = []
  for (const redirect of docs) {
    const to = destinationOf(redirect, referencedPage(redirect))
    if (to) rules.push({ from: redirect.from, to, status: Number(redirect.type ?? '301') as RedirectStatus })
  }
  return rules
}
