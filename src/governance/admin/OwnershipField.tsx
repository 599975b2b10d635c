import type { UIFieldServerProps } from 'payload'

import { isReviewer } from '@/lib/roles'

import { isOwned, ownershipOf, ownershipRecords, reviewMonths } from '../ownership/schedule'
import { OwnershipPanel, type StaffMember } from './OwnershipPanel'

/**
 * "Owner and review" in the sidebar of a page, news item or banner (issue 49): who owns
 * it, when it is due for review, and "Mark as reviewed". Read with the page; a new
 * document gets its panel once saved.
 */
export async function OwnershipField({ collectionSlug, id, payload, req }: UIFieldServerProps) {
  if (!collectionSlug || !isOwned(collectionSlug) || id === undefined || !req.user) return null
  const { docs } = await payload.find({
    collection: collectionSlug,
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    draft: true,
    overrideAccess: true,
    req,
    select: { title: true, updatedAt: true } as never,
  })
  const doc = docs[0] as { id: number; title?: string; updatedAt: string } | undefined
  if (!doc) return null
  const records = await ownershipRecords(
    payload,
    { and: [{ sourceCollection: { equals: collectionSlug } }, { sourceId: { equals: String(doc.id) } }] },
    req,
  )
  const ownership = ownershipOf(
    collectionSlug,
    doc,
    records.get(`${collectionSlug}:${doc.id}`),
    await reviewMonths(payload, req),
  )
  const canAssign = isReviewer(req.user.role)
  const staff: StaffMember[] = canAssign
    ? (
        await payload.find({
          collection: 'users',
          where: { role: { in: ['author', 'editor', 'admin'] } },
          depth: 0,
          pagination: false,
          limit: 1000,
          sort: 'name',
          overrideAccess: true,
          req,
          select: { name: true, email: true },
        })
      ).docs.map((user) => ({ id: user.id as number, name: user.name || user.email }))
    : []
  return (
    <OwnershipPanel
      initial={ownership}
      staff={staff}
      canAssign={canAssign}
      canMarkReviewed={canAssign || ownership.ownerId === req.user.id}
      endpoint={`${payload.config.routes.api}/ownership/${collectionSlug}/${doc.id}`}
    />
  )
}
