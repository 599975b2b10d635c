import type { CollectionConfig } from 'payload'

import { contentStaff } from '@/access/content-staff'
import { nobody } from '@/access/nobody'

export const REVIEW_COMMENT_KINDS = [
  { label: 'Submitted for review', value: 'submitted' },
  { label: 'Changes requested', value: 'changesRequested' },
  { label: 'Approved', value: 'approved' },
  { label: 'Approved without a second reviewer', value: 'override' },
  { label: 'Scheduled', value: 'scheduled' },
  { label: 'Review or approval withdrawn by an edit', value: 'withdrawn' },
  { label: 'Unpublished', value: 'unpublished' },
  { label: 'Comment', value: 'comment' },
] as const

/**
 * The conversation about a change under review: each submission, request for changes,
 * approval and comment, with its author. Written by the review actions only.
 */
export const ReviewComments: CollectionConfig = {
  slug: 'review-comments',
  labels: { singular: 'Review comment', plural: 'Review comments' },
  admin: { hidden: true, useAsTitle: 'comment' },
  defaultSort: 'createdAt',
  access: { read: contentStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'document',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The collection and id (or the global) the comment is about.' },
    },
    { name: 'kind', type: 'select', required: true, options: [...REVIEW_COMMENT_KINDS] },
    { name: 'comment', type: 'textarea', maxLength: 4000 },
    { name: 'author', type: 'relationship', relationTo: 'users' },
    { name: 'authorName', type: 'text', admin: { description: 'Kept if the account is removed.' } },
  ],
  timestamps: true,
}
