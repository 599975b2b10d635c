import type { CollectionConfig } from 'payload'

import { contentStaff } from '@/access/content-staff'
import { nobody } from '@/access/nobody'
import { SITE_CHECKS_QUEUE } from '../settings'
import { queueInternalLinkCheck } from './tasks'
import { isContentStaff } from '@/lib/roles'

/**
 * The broken-link report (ADR 0029): one entry per broken link or missing image, where it
 * is and since when. Written only by the site's checks (report.ts):
 * internal links and images after every change, other websites by the daily job.
 */
export const BrokenLinks: CollectionConfig = {
  slug: 'broken-links',
  labels: { singular: 'Broken link', plural: 'Broken links' },
  admin: {
    group: 'Content',
    useAsTitle: 'url',
    defaultColumns: ['sourceTitle', 'where', 'url', 'problem', 'firstSeen'],
    description:
      'Links and images that lead nowhere. Links to pages of this site and images are checked after every change; links to other websites once a day. Open the page named in "Found on" and fix the link there; the entry then goes away at the next check.',
    components: { beforeListTable: ['/governance/admin/CheckNowButton#CheckLinksNowButton'] },
  },
  access: { read: contentStaff, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  endpoints: [
    {
      // "Check all links now" above the report: both checks, run by the jobs runner within seconds.
      path: '/check-now',
      method: 'post',
      handler: async (req) => {
        if (!isContentStaff(req.user?.role))
          return Response.json({ message: 'Sign in as a member of the web team to check links.' }, { status: 403 })
        await queueInternalLinkCheck(req)
        await req.payload.jobs.queue({ task: 'checkExternalLinks', input: {}, queue: SITE_CHECKS_QUEUE, req })
        return Response.json(
          { message: 'The check has started. Reload this list in a few minutes to see the results.' },
          { status: 202 },
        )
      },
    },
  ],
  fields: [
    {
      name: 'sourceTitle',
      label: 'Found on',
      type: 'text',
      required: true,
      // Opens where the link lives, or hands a fix in site settings to an administrator (issue 48).
      admin: { components: { Cell: '/governance/admin/FoundOnCell#FoundOnCell' } },
    },
    { name: 'where', label: 'Where on the page', type: 'text', required: true },
    { name: 'url', label: 'Link or image', type: 'text', required: true },
    {
      name: 'kind',
      label: 'Leads to',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'A page of this site', value: 'internal' },
        { label: 'An image', value: 'media' },
        { label: 'Another website', value: 'external' },
      ],
    },
    { name: 'problem', label: 'What is wrong', type: 'text', required: true },
    {
      name: 'status',
      label: 'Answer code',
      type: 'number',
      admin: { description: 'The HTTP status the address answered with, if any.' },
    },
    {
      name: 'firstSeen',
      label: 'Broken since',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastChecked',
      label: 'Last checked',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'sourceCollection', type: 'text', required: true, index: true, admin: { hidden: true } },
    { name: 'sourceId', type: 'text', required: true, index: true, admin: { hidden: true } },
  ],
}
