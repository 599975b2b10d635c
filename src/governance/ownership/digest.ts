import type { Payload } from 'payload'

import { env } from '@/config/env'
import { entityLabel } from '@/lib/entity-labels'
import { formatSiteDay } from '@/lib/site-time'

import { publishedOwnership, reviewState, type Ownership } from './schedule'

export type Digest = { to: string; subject: string; text: string }

const line = (item: Ownership, siteUrl: string) =>
  `- ${item.title} (${entityLabel(item.collection)}), review by ${formatSiteDay(item.reviewBy!)}\n  ${siteUrl}/admin/collections/${item.collection}/${item.id}`

/**
 * One message per owner: what of theirs is overdue for review, then what is due in the
 * next 30 days. Owners with nothing due get nothing; a team without a person gets nothing
 * (the dashboard lists it).
 */
export function reviewDigests(items: Ownership[], siteUrl: string, now = new Date()): Digest[] {
  const byOwner = new Map<string, { overdue: Ownership[]; soon: Ownership[] }>()
  for (const item of items) {
    if (!item.ownerEmail) continue
    const state = reviewState(item.reviewBy, now)
    if (state !== 'overdue' && state !== 'due soon') continue
    const mine = byOwner.get(item.ownerEmail) ?? { overdue: [], soon: [] }
    ;(state === 'overdue' ? mine.overdue : mine.soon).push(item)
    byOwner.set(item.ownerEmail, mine)
  }
  const soonest = (a: Ownership, b: Ownership) => (a.reviewBy ?? '').localeCompare(b.reviewBy ?? '')
  return [...byOwner].map(([to, { overdue, soon }]) => {
    const counts = [overdue.length ? `${overdue.length} overdue` : '', soon.length ? `${soon.length} due soon` : '']
    const parts = [
      'You own content on the site that is due for review. Open each, read it, fix what is out of date, then press "Mark as reviewed".',
      ...(overdue.length ? ['', 'Overdue:', ...overdue.sort(soonest).map((item) => line(item, siteUrl))] : []),
      ...(soon.length
        ? ['', 'Due in the next 30 days:', ...soon.sort(soonest).map((item) => line(item, siteUrl))]
        : []),
      '',
      `All of it, with the site checks: ${siteUrl}/admin/site-checks`,
    ]
    return { to, subject: `Content to review: ${counts.filter(Boolean).join(', ')}`, text: parts.join('\n') }
  })
}

/** Sends this week's digests through the site's SMTP settings; without them, none. Returns how many were sent. */
export async function sendReviewDigests(payload: Payload): Promise<number> {
  const settings = env()
  if (!settings.smtp) return 0
  const digests = reviewDigests(await publishedOwnership(payload), settings.siteUrl)
  let sent = 0
  for (const digest of digests) {
    try {
      await payload.sendEmail(digest)
      sent += 1
    } catch (error) {
      payload.logger.warn({ err: String(error), to: digest.to }, 'Review digest could not be sent')
    }
  }
  return sent
}
