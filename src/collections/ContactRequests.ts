import type { CollectionConfig } from 'payload'

import { adminsOnly } from '@/access/admins-only'
import { editorsAndAdmins } from '@/access/editors-and-admins'
import { nobody } from '@/access/nobody'

/**
 * Messages sent through the contact page. Visitors never read them; staff read them in
 * the admin; only the site's own form handler creates them.
 */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: { singular: 'Contact request', plural: 'Contact requests' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'offering', 'createdAt'],
    group: 'Inbox',
    description: 'Messages sent from the contact page. Reply by e-mail to the address given.',
  },
  access: {
    read: editorsAndAdmins,
    create: nobody,
    update: adminsOnly,
    delete: adminsOnly,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'organisation', type: 'text', maxLength: 160 },
    { name: 'offering', label: 'Offering of interest', type: 'text', maxLength: 80 },
    { name: 'message', type: 'textarea', required: true, maxLength: 4000 },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Tick once a representative has answered.' },
    },
  ],
}
