/**
 * The redirects editors manage (ADR 0028), answered by the server before Next sees the
 * request, so a redirect is a plain 301 or 302 that the page cache and Varnish can keep.
 * The table comes from the app itself (`/internal/redirects`, behind an internal token)
 * and is dropped whenever content changes (a redirect, or the path of a page it points
 * to), so the next request loads it again; the same change purges Varnish.
 */
import { findRedirect, type RedirectRule } from '../lib/redirects.ts'

/** After a failed load, requests go on without redirects and retry after this long. */
const RETRY_AFTER_MS = 5_000

export class RedirectTable {
  private rules: Map<string, RedirectRule> | null = null
  private loading: Promise<Map<string, RedirectRule>> | null = null
  private failedAt = 0
  private generation = 0

  private readonly load: () => Promise<RedirectRule[]>

  constructor(load: () => Promise<RedirectRule[]>) {
    this.load = load
  }

  /** Content changed: the next lookup loads the table again. */
  clear(): void {
    this.generation += 1
    this.rules = null
    this.loading = null
    this.failedAt = 0
  }

  async lookup(pathname: string): Promise<RedirectRule | undefined> {
    if (this.rules) return findRedirect(this.rules, pathname)
    if (Date.now() - this.failedAt < RETRY_AFTER_MS) return undefined
    const generation = this.generation
    this.loading ??= this.load().then((list) => new Map(list.map((rule) => [rule.from, rule])))
    try {
      const rules = await this.loading
      if (generation === this.generation) this.rules = rules
      return findRedirect(rules, pathname)
    } catch {
      if (generation === this.generation) {
        this.failedAt = Date.now()
        this.loading = null
      }
      return undefined
    }
  }
}
