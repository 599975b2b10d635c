import { APIError, type CollectionConfig, type GlobalConfig } from 'payload'

/**
 * Deeper than any content an editor can make (a list nested twenty levels is under 50),
 * and far below where Payload's own recursive walks over the data overflow the stack
 * (rich text 3,000 levels deep answered 500, issue 29 #14).
 */
export const MAX_NESTING = 100

/** How deeply the value nests, counted without recursion, stopping once past `limit`. */
export function nestingDepth(value: unknown, limit = MAX_NESTING): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth + 1 > deepest) deepest = depth + 1
    if (deepest > limit) return deepest
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return deepest
}

function refuseDeepData(data: unknown) {
  if (nestingDepth(data) > MAX_NESTING) {
    throw new APIError(
      `This content is nested more than ${MAX_NESTING} levels deep. Nothing was saved.`,
      400,
      undefined,
      true,
    )
  }
}

/** Adds the check before every write of the collection or global, ahead of its own hooks. */
export function withNestingLimit<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const check = ({ args }: { args: { data?: unknown } }) => {
    refuseDeepData(args.data)
    return args
  }
  return {
    ...config,
    hooks: { ...config.hooks, beforeOperation: [check, ...(config.hooks?.beforeOperation ?? [])] },
  } as T
}
