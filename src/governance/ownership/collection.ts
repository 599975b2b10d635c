import type { CollectionConfig } from 'payload'

import { contentStaff } from '@/access/content-staff'
import { nobody } from '@/access/nobody'

import { CONTENT_OWNERS } from './schedule'

/**
 * Who owns each page, news item and banner and when it is next due for review (issue 49).
 * One entry per document, written only through /api/ownership (endpoints.ts), which checks
 * who may change what; every change goes to the change history.
 */
export const ContentOwners: CollectionConfig = {
  slug: CONTENT_OWNERS,
  labels: { singular: 'Owner and review', plural: 'Owners and reviews' },
  admin: { hidden: true },
  access: { read: contentStaff, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  indexes: [{ fields: ['sourceCollection', 'sourceId'], unique: true }],
  fields: [
    { name: 'sourceCollection', type: 'text', required: true },
    { name: 'sourceId', type: 'text', required: true },
    { name: 'owner', label: 'Owner', type: 'relationship', relationTo: 'users' },
    { name: 'ownerGroup', label: 'Owning team', type: 'text', maxLength: 120 },
    { name: 'reviewBy', label: 'Review by', type: 'date' },
    { name: 'lastReviewedAt', label: 'Last reviewed', type: 'date' },
    { name: 'lastReviewedBy', label: 'Last reviewed by', type: 'relationship', relationTo: 'users' },
  ],
}
