import type { UIField } from 'payload'

/** The broken-link warning at the top of a document (ADR 0029); nothing is stored. */
export const brokenLinksNoticeField: UIField = {
  name: 'brokenLinksNotice',
  type: 'ui',
  admin: { components: { Field: '/governance/admin/BrokenLinksNotice#BrokenLinksNotice' } },
}
