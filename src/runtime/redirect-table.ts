/**
 * The redirects editors manage (ADR 0028), answered by the server before Next sees the
 * request, so a redirect is a plain 301 or 302 that the page cache and Varnish can keep.
 * The table comes from the app itself (`/internal/redirects`, behind an internal token)
 * and is dropped whenever content changes (a redirect, or the path of a page it points
 * to), so the next request loads it again; the same change purges Varnish.
 */
import type { ServerResponse } from 'node:http'

import { findRedirect, redirectLocation, type RedirectRule } from '../lib/redirects.ts'
import { DATA_POLICY } from './response-security.ts'

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

/**
 * Answers a request with its redirect. The Location is percent-encoded: a destination such
 * as /contact?q=日本 would otherwise make Node refuse the header and the visitor get a 500.
 */
export function sendRedirect(response: ServerResponse, rule: RedirectRule, search: string): void {
  response.writeHead(rule.status, {
    Location: redirectLocation(rule, search),
    // Kept by Varnish until content changes (which purges it), briefly by browsers.
    'Cache-Control': 'public, max-age=60, s-maxage=86400',
    'Content-Security-Policy': DATA_POLICY,
  })
  response.end()
}
