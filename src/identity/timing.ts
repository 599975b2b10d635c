/**
 * Every refused sign-in answers after the same time, whether the e-mail has an account
 * or not: the refusal waits until `floorMs` after the request started. The floor is set
 * well above the time a password check takes (docs/decisions/0024).
 */
export const REFUSAL_FLOOR_MS = 900

export async function refuseAfterFloor(startedAt: number, floorMs = REFUSAL_FLOOR_MS): Promise<void> {
  const wait = startedAt + floorMs - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}
