import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { env } from '@/config/env'
import { normaliseRedirectFrom, normaliseRedirectTo, redirectProblem, type RedirectStatus } from '@/lib/redirects'
import type { Redirect } from '@/payload-types'
import { destinationOf, loadRedirectRules } from '@/server/redirects'

/**
 * Refuses, at save, a redirect that would loop, chain onto another, repeat another's old
 * address, or hide a published page (ADR 0028); stores the old address in the form the
 * server compares. The message is shown beside the "Old address" field.
 */
export const checkRedirect: CollectionBeforeChangeHook<Redirect> = async ({ data, originalDoc, req }) => {
  if (req.context.skipRedirectCheck) return data
  const fail = (message: string, path = 'from'): never => {
    throw new ValidationError({ collection: 'redirects', errors: [{ message, path }] })
  }
  const from = normaliseRedirectFrom(String(data.from ?? ''), env().siteUrl)
  if ('error' in from) return fail(from.error)
  data.from = from.path

  let to: string | undefined
  if (data.to?.type === 'custom') {
    const result = normaliseRedirectTo(String(data.to.url ?? ''), env().siteUrl)
    if ('error' in result) return fail(result.error, 'to.url')
    to = result.to
    // Stored as the server sends it: a path percent-encoded, so any language's address is a valid Location.
    if (to.startsWith('/')) data.to.url = to
  } else {
    const reference = data.to?.reference?.value
    const id = typeof reference === 'object' && reference ? reference.id : reference
    if (id === undefined || id === null) return fail('Choose the page to send visitors to.', 'to.reference')
    const page = await req.payload
      .findByID({
        collection: 'named-pages',
        id,
        depth: 0,
        draft: false,
        overrideAccess: true,
        req,
        disableErrors: true,
      })
      .catch(() => null)
    to = page ? destinationOf({ to: { type: 'reference' } } as Pick<Redirect, 'to'>, page) : undefined
    if (!to)
      return fail('That page is not published, so visitors would find nothing there. Publish it first.', 'to.reference')
  }

  const others = (await loadRedirectRules(req.payload, req)).filter((rule) => rule.from !== originalDoc?.from)
  const livePage = await req.payload.find({
    collection: 'named-pages',
    where: { and: [{ path: { equals: from.path.slice(1) } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const problem = redirectProblem(
    { from: from.path, to, status: Number(data.type ?? '301') as RedirectStatus },
    others,
    new Set(livePage.docs.map((page) => `/${page.path}`)),
  )
  if (problem) return fail(problem)
  return data
}
