import type { Payload } from 'payload'

/** Each person's name, else e-mail; staff may not read accounts, so the server reads these two fields only. */
export async function namesOf(payload: Payload, ids: (number | string)[]): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  const wanted = [...new Set(ids.map(String))]
  if (wanted.length === 0) return names
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    select: { name: true, email: true },
    depth: 0,
    limit: wanted.length,
    pagination: false,
    overrideAccess: true,
  })
  for (const user of docs) names.set(String(user.id), user.name?.trim() || user.email)
  return names
}
