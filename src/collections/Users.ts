import type { CollectionConfig } from 'payload'

import { adminField } from '@/access/admin-field'
import { adminsOnly } from '@/access/admins-only'
import { adminsOrSelf } from '@/access/admins-or-self'
import { hiddenFromEditors } from '@/access/hidden-from-editors'
import { env } from '@/config/env'
import { ROLE_LABELS, ROLES } from '@/lib/review'

import { enforcePasswordPolicy } from '@/hooks/enforce-password-policy'
import { genericSignInError } from '@/hooks/generic-sign-in-error'
import { limitSignIn } from '@/hooks/limit-sign-in'
import { auditCollectionChange, auditCollectionDelete } from '@/hooks/record-audit'

/** Agency staff who sign in to the admin. Visitors never have accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role'],
    group: 'Settings',
    hidden: hiddenFromEditors,
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // Secure follows the site address: set under https, left off for http://localhost.
    cookies: { sameSite: 'Lax', secure: env().siteUrl.startsWith('https://') },
  },
  hooks: {
    beforeOperation: [limitSignIn],
    beforeValidate: [enforcePasswordPolicy],
    afterChange: [auditCollectionChange],
    afterDelete: [auditCollectionDelete],
    afterError: [genericSignInError],
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: adminsOrSelf,
    create: adminsOnly,
    update: adminsOrSelf,
    delete: adminsOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((value) => ({ label: ROLE_LABELS[value], value })).reverse(),
      access: { create: adminField, update: adminField },
      admin: {
        description:
          'Authors write drafts and submit them for review. Editors review, publish and also write. Administrators also manage users and settings.',
      },
    },
  ],
}
