/**
 * How deeply a JSON text nests, read as text without parsing: Payload copies and walks a
 * submitted document recursively before any hook of ours runs, and a document nested a
 * few thousand levels deep overflows the stack there (a 500, issue 29 row 14). The API
 * route refuses such a body first.
 */

/**
 * Deeper than anything an editor can make: objects and arrays both count, so a list
 * nested twenty levels inside a column of a section is still under 60.
 */
export const MAX_NESTING = 100

/** Whether the JSON text nests objects and arrays more than `limit` deep (strings skipped). */
export function nestsDeeperThan(json: string, limit = MAX_NESTING): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < json.length; index++) {
    const char = json.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index++ // a backslash escapes the next character
      else if (char === 0x22) inString = false
      continue
    }
    if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      depth++
      if (depth > limit) return true
    } else if (char === 0x7d || char === 0x5d) depth--
  }
  return false
}

export const TOO_DEEP_MESSAGE = `The content is nested more than ${MAX_NESTING} levels deep, which no page needs. Nothing was saved.`
