import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { readChangeHistory } from '@/access/read-change-history'
import { AUDIT_ACTIONS, SIGN_IN_METHODS } from '@/hooks/record-audit'

/** Who changed what and when. Written by hooks only; nobody edits or deletes it. */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Change', plural: 'Change history' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'target', 'summary'],
    group: 'Settings',
    description:
      'Every create, save, publish and delete of content and settings, and every sign-in, sign-out and session end, newest first.',
  },
  defaultSort: '-createdAt',
  access: {
    read: readChangeHistory,
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
    {
      name: 'method',
      label: 'Sign-in method',
      type: 'select',
      options: [
        { label: 'Password', value: 'password' },
        { label: 'Single sign-on', value: 'oidc' },
        { label: 'CAC/PIV certificate', value: 'certificate' },
      ].filter((option) => (SIGN_IN_METHODS as readonly string[]).includes(option.value)),
    },
    { name: 'clientAddress', label: 'Client address', type: 'text' },
  ],
  timestamps: true,
}
