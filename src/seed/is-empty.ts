import type { Payload } from 'payload'

/** A database nobody has used yet: no accounts and no pages. Only then is it seeded on start. */
export async function isEmptySite(payload: Payload): Promise<boolean> {
  const [users, pages] = await Promise.all([
    payload.count({ collection: 'users' }),
    payload.count({ collection: 'named-pages' }),
  ])
  return users.totalDocs === 0 && pages.totalDocs === 0
}
