import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import type { NamedPage } from '@/payload-types'

/**
 * When a published page gets a new path, its old address keeps working: a permanent
 * redirect from the old path to the page is added (or an existing one is pointed at the
 * page), redirects that pointed at the old address by hand follow the page, and a
 * redirect from the new path is removed, since the page now lives there (ADR 0028).
 */
export const rememberPublishedPath: CollectionBeforeChangeHook<NamedPage> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || data._status !== 'published' || !originalDoc?.id) return data
  const published = await req.payload
    .findByID({
      collection: 'named-pages',
      id: originalDoc.id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    .catch(() => null)
  if (published?._status === 'published' && published.path) req.context.publishedPathBefore = published.path
  return data
}

export const redirectOldPagePath: CollectionAfterChangeHook<NamedPage> = async ({ doc, req }) => {
  const before = req.context.publishedPathBefore
  delete req.context.publishedPathBefore
  if (typeof before !== 'string' || doc._status !== 'published' || before === doc.path) return doc
  const oldPath = `/${before}`
  const newPath = `/${doc.path}`
  const context = { skipRedirectCheck: true }
  await req.payload.delete({
    collection: 'redirects',
    where: { from: { equals: newPath } },
    overrideAccess: true,
    req,
    context,
  })
  await req.payload.update({
    collection: 'redirects',
    where: { and: [{ 'to.type': { equals: 'custom' } }, { 'to.url': { equals: oldPath } }] },
    data: { to: { type: 'reference', reference: { relationTo: 'named-pages', value: doc.id } } },
    overrideAccess: true,
    req,
    context,
  })
  const existing = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: oldPath } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const data = {
    from: oldPath,
    to: { type: 'reference' as const, reference: { relationTo: 'named-pages' as const, value: doc.id } },
    type: '301' as const,
    // Made by the site as the page it follows is published: live at once.
    _status: 'published' as const,
  }
  const first = existing.docs[0]
  if (first)
    await req.payload.update({ collection: 'redirects', id: first.id, data, overrideAccess: true, req, context })
  else await req.payload.create({ collection: 'redirects', data, overrideAccess: true, req, context })
  req.payload.logger.info({ from: oldPath, to: newPath }, 'page moved: redirect from its old address')
  return doc
}
