import { FELL_BACK_META_NAME } from '@/lib/fell-back'

/**
 * Marks a page whose `part` fell back after a failure (React puts the element in the
 * head). The server keeps no copy of such a page (src/runtime/page-cache.ts): the next
 * visitor gets a fresh render instead of the fallback.
 */
export function FellBack({ part }: { part: string }) {
  return <meta name={FELL_BACK_META_NAME} content={part} />
}
