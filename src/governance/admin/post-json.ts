/** POSTs JSON as the signed-in person; the answer's body, and a sentence to show whatever happened. */
export async function postJson<T extends { message?: string }>(
  endpoint: string,
  body: unknown,
  fallback: { ok: string; failed: string },
): Promise<{ body: Partial<T>; message: string }> {
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as Partial<T>
  return { body: answer, message: answer.message ?? (response.ok ? fallback.ok : fallback.failed) }
}
