import type { CollectionConfig, Field } from 'payload'

import { adminField } from '@/access/admin-field'
import { adminsOnly } from '@/access/admins-only'
import { adminsOrSelf } from '@/access/admins-or-self'
import { hiddenFromEditors } from '@/access/hidden-from-editors'
import { nobody } from '@/access/nobody'
import { env } from '@/config/env'
import { ROLE_LABELS, ROLES } from '@/lib/review'

import { secondFactorEndpoints } from '@/endpoints/second-factor'
import { signInEndpoints } from '@/endpoints/sign-in'
import { singleSignOnEndpoints } from '@/endpoints/single-sign-on'
import { staffNamesEndpoint } from '@/endpoints/staff-names'
import { enforcePasswordPolicy } from '@/hooks/enforce-password-policy'
import { genericSignInError } from '@/hooks/generic-sign-in-error'
import { auditCollectionChange, auditCollectionDelete } from '@/hooks/record-audit'
import { auditRoleChange, auditSignOut, refreshWithinLifetime, requireCurrentPassword } from '@/hooks/session-rules'

const signIn = env().signIn

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
    // Each token lasts one idle period (per role, src/server/sign-in/session.ts); the
    // session itself ends after SESSION_MAX_HOURS whatever refreshes it (ADR 0024).
    tokenExpiration: Math.max(signIn.idleSeconds, signIn.idleSecondsAdmin),
    useSessions: true,
    // Failures lock an account for one client only (src/server/sign-in/lockout.ts).
    maxLoginAttempts: 0,
    // Secure follows the site address: set under https (with the __Host- prefix, see
    // payload.config.ts), left off for http://localhost.
    cookies: { sameSite: 'Lax', secure: signIn.secureCookie },
  },
  endpoints: [...signInEndpoints, ...secondFactorEndpoints, ...singleSignOnEndpoints, staffNamesEndpoint],
  hooks: {
    beforeValidate: [requireCurrentPassword, enforcePasswordPolicy],
    afterChange: [auditCollectionChange, auditRoleChange],
    afterDelete: [auditCollectionDelete],
    afterError: [genericSignInError],
    afterLogout: [auditSignOut],
    refresh: [refreshWithinLifetime],
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: adminsOrSelf,
    create: adminsOnly,
    update: adminsOrSelf,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'sessionsPanel',
      type: 'ui',
      admin: { components: { Field: '/admin/sign-in/SessionsPanel#SessionsPanel' } },
    },
    {
      name: 'secondFactorPanel',
      type: 'ui',
      admin: { components: { Field: '/admin/sign-in/SecondFactorPanel#SecondFactorPanel' } },
    },
    // Two-step sign-in (ADR 0034): written only by its endpoints, never returned by any API.
    ...((
      [
        ['secondFactorSecret', 'text'],
        ['secondFactorSince', 'date'],
        ['secondFactorLastStep', 'number'],
        ['recoveryCodes', 'json'],
      ] as const
    ).map(([name, type]) => ({
      name,
      type,
      hidden: true,
      access: { create: nobody, update: nobody },
    })) as Field[]),
    {
      name: 'currentPassword',
      label: 'Current password',
      type: 'text',
      virtual: true,
      hooks: { afterRead: [() => undefined] },
      admin: {
        components: { Field: '/admin/sign-in/CurrentPasswordField#CurrentPasswordField' },
        description: 'Needed to change your own password.',
      },
    },
    {
      name: 'cardNumber',
      label: 'CAC/PIV card number (DoD ID, EDIPI)',
      type: 'text',
      unique: true,
      index: true,
      access: { create: adminField, update: adminField },
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || /^\d{10}$/.test(String(value))
          ? true
          : 'Enter the 10-digit DoD ID number printed on the back of the card.',
      admin: {
        description:
          'The 10-digit DoD ID number on the back of the card. Signing in with the card finds the account by this number first.',
      },
    },
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
