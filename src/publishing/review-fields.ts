import type { Field, GroupField } from 'payload'

import { reviewField } from './access'
import { REVIEW_STATE_LABELS, REVIEW_STATES } from './rules'

const byReviewOnly = { create: reviewField, update: reviewField }

/** The review's bookkeeping is not a change to compare (admin/NoDiff.tsx). */
export const NO_DIFF = '/publishing/admin/NoDiff#NoDiff'

/**
 * Where a change is in review (ADR 0030): its state, who submitted it and who reviewed
 * it, and who worked on it since it was last published (for the two-person rule). Set
 * by the review actions only; shown in the sidebar beside the review panel.
 */
export const reviewFields: Field[] = [
  {
    name: 'reviewPanel',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '/publishing/admin/ReviewPanelField#ReviewPanelField' } },
  },
  {
    // A column and a filter in every list; the review panel shows it on the document.
    name: 'reviewState',
    label: 'Review',
    type: 'select',
    index: true,
    defaultValue: 'draft',
    options: REVIEW_STATES.map((value) => ({ label: REVIEW_STATE_LABELS[value], value })),
    access: byReviewOnly,
    admin: { position: 'sidebar', readOnly: true, components: { Field: false, Diff: NO_DIFF } },
  },
  {
    name: 'review',
    label: false,
    type: 'group',
    interfaceName: 'ReviewRecord',
    admin: { position: 'sidebar', hideGutter: true, condition: () => false, components: { Diff: NO_DIFF } },
    fields: [
      {
        name: 'submittedBy',
        type: 'relationship',
        relationTo: 'users',
        access: byReviewOnly,
        admin: { readOnly: true },
      },
      { name: 'submittedAt', type: 'date', access: byReviewOnly, admin: { readOnly: true } },
      {
        name: 'reviewedBy',
        type: 'relationship',
        relationTo: 'users',
        access: byReviewOnly,
        admin: { readOnly: true },
      },
      { name: 'reviewedAt', type: 'date', access: byReviewOnly, admin: { readOnly: true } },
      {
        name: 'publishAt',
        label: 'To be published at',
        type: 'date',
        access: byReviewOnly,
        admin: { readOnly: true },
      },
      {
        name: 'contributors',
        type: 'relationship',
        relationTo: 'users',
        hasMany: true,
        access: byReviewOnly,
        admin: { readOnly: true },
      },
    ],
  } satisfies GroupField,
]
