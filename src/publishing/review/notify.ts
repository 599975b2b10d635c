import type { Payload } from 'payload'

import { env } from '@/config/env'
import { formatSiteTime } from '@/lib/site-time'
import { logger } from '@/runtime/logger.ts'

import { adminPathOf, kindLabel, type ReviewTarget } from './targets'

export type ReviewNotice =
  | { kind: 'submitted'; by: string; comment?: string }
  | { kind: 'changesRequested'; by: string; comment: string }
  | { kind: 'published'; by: string }
  | { kind: 'scheduled'; by: string; publishAt: Date }
  | { kind: 'publishedOnSchedule' }
  | { kind: 'withdrawn'; by: string }

function message(notice: ReviewNotice, title: string, kind: string, link: string): { subject: string; text: string } {
  const footer = `\n\nOpen it in the admin: ${link}\n\nYou receive this because you review or wrote this content on the Hybrid Cloud site.`
  switch (notice.kind) {
    case 'submitted':
      return {
        subject: `Review requested: ${title}`,
        text: `${notice.by} submitted a change to the ${kind.toLowerCase()} "${title}" for review.${notice.comment ? `\n\nTheir note: ${notice.comment}` : ''}${footer}`,
      }
    case 'changesRequested':
      return {
        subject: `Changes requested: ${title}`,
        text: `${notice.by} reviewed your change to "${title}" and asks for changes:\n\n${notice.comment}\n\nEdit the draft, then submit it for review again.${footer}`,
      }
    case 'published':
      return {
        subject: `Approved and published: ${title}`,
        text: `${notice.by} approved your change to "${title}". It is now on the site.${footer}`,
      }
    case 'scheduled':
      return {
        subject: `Approved, to be published: ${title}`,
        text: `${notice.by} approved your change to "${title}". It will be published on ${formatSiteTime(notice.publishAt)}.${footer}`,
      }
    case 'withdrawn':
      return {
        subject: `Review withdrawn: ${title}`,
        text: `${notice.by} edited "${title}" after it was submitted, so it is no longer waiting for review. Nothing needs approving until it is submitted again.${footer}`,
      }
    case 'publishedOnSchedule':
      return {
        subject: `Published as scheduled: ${title}`,
        text: `Your approved change to "${title}" is now on the site.${footer}`,
      }
  }
}

/**
 * Tells people about a review step by e-mail, through the site's SMTP settings. Without
 * them nothing is attempted. A failure to send is logged and never undoes the step.
 */
export async function notify(
  payload: Payload,
  { to, target, title, notice }: { to: string[]; target: ReviewTarget; title: string; notice: ReviewNotice },
): Promise<void> {
  const settings = env()
  const recipients = [...new Set(to.filter(Boolean))]
  if (!settings.smtp || recipients.length === 0) return
  const { subject, text } = message(notice, title, kindLabel(target), `${settings.siteUrl}${adminPathOf(target)}`)
  try {
    await payload.sendEmail({ to: recipients, subject, text })
  } catch (error) {
    logger.warn({ err: String(error), subject }, 'Review e-mail could not be sent')
  }
}

/** The addresses of everybody who reviews (editors and administrators), but the one given. */
export async function reviewerAddresses(payload: Payload, except?: number | string): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: ['editor', 'admin'] } },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
    select: { email: true },
  })
  return docs.filter((user) => String(user.id) !== String(except)).map((user) => user.email)
}

/** One person's address by id, if the account still exists. */
export async function addressOf(payload: Payload, id: number | string | undefined): Promise<string[]> {
  if (id === undefined) return []
  const user = await payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, select: { email: true } })
    .catch(() => null)
  return user?.email ? [user.email] : []
}
