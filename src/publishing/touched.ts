import type { CollectionSlug, PayloadRequest } from 'payload'

/**
 * The latest drafts of the documents a write touches: the one named by `id`, or every one
 * a bulk write's `where` matches. What the policy judges and whose files are kept.
 */
export async function touchedDocuments(
  req: PayloadRequest,
  collection: string,
  { id, where }: { id?: number | string; where?: unknown },
): Promise<Record<string, unknown>[]> {
  const slug = collection as CollectionSlug
  if (id !== undefined && !where) {
    const doc = await req.payload
      .findByID({ collection: slug, id, depth: 0, draft: true, overrideAccess: true, req, disableErrors: true })
      .catch(() => null)
    return doc ? [doc as unknown as Record<string, unknown>] : []
  }
  const found = await req.payload.find({
    collection: slug,
    where: where as never,
    depth: 0,
    draft: true,
    overrideAccess: true,
    pagination: false,
    req,
  })
  return found.docs as unknown as Record<string, unknown>[]
}
