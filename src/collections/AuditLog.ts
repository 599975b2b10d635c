import type { CollectionConfig } from 'payload'

import { editorsAndAdmins } from '@/access/editors-and-admins'
import { nobody } from '@/access/nobody'
import { AUDIT_ACTIONS } from '@/hooks/record-audit'

/** Who changed what and when. Written by hooks only; nobody edits or deletes it. */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Change', plural: 'Change history' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'target', 'summary'],
    group: 'Settings',
    description: 'Every create, save, publish and delete of content and settings, newest first.',
  },
  defaultSort: '-createdAt',
  access: {
    read: editorsAndAdmins,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    { name: 'summary', type: 'text', required: true },
    { name: 'action', type: 'select', required: true, index: true, options: [...AUDIT_ACTIONS] },
    {
      name: 'target',
      label: 'What',
      type: 'text',
      required: true,
      index: true,
      admin: { components: { Cell: '/admin/labels/TargetCell#TargetCell' } },
    },
    { name: 'documentId', type: 'text', index: true },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    {
      name: 'userEmail',
      label: 'By',
      type: 'text',
      admin: { description: 'Empty: the site itself (a scheduled job).' },
    },
  ],
  timestamps: true,
}
