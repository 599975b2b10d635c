import type { CollectionConfig, Field } from 'payload'

import { adminField } from '@/access/admin-field'
import { adminsOnly } from '@/access/admins-only'
import { adminsOrSelf } from '@/access/admins-or-self'
import { hiddenFromEditors } from '@/access/hidden-from-editors'
import { nobody } from '@/access/nobody'
import { env } from '@/config/env'
import { auditCollectionDelete } from '@/hooks/record-audit'
import { ROLE_LABELS, ROLES } from '@/lib/roles'

import { recordRestoredAccess, restoreAccess } from './access-removal'
import { changeProofEndpoint } from './endpoints/change-proof'
import { secondFactorEndpoints } from './endpoints/second-factor'
import { sessionEndpoints } from './endpoints/sessions'
import { signInEndpoints } from './endpoints/sign-in'
import { singleSignOnEndpoints } from './endpoints/single-sign-on'
import { staffNamesEndpoint } from './endpoints/staff-names'
import { closeFrameworkSignIn } from './gate'
import { guardCredentialChange, recordAccountChange } from './hooks/credentials'
import { enforcePasswordPolicy } from './hooks/enforce-password-policy'
import { refuseValuesOfWrongKind } from './hooks/value-types'
import { closeFrameworkSignOut, leaveSessionsAlone } from './hooks/session-rules'
import { staffSessionStrategy } from './provider-check'
import { forgetAccountTokens, forgetSessionsOf } from './store'

const signIn = env().signIn

/** Field access: nobody through any API; only this module's own code writes it. */
const nobodyField = () => false

/** Written only by this module's own code, never returned by any API. */
const serverOnly = (name: string, type: 'text' | 'date' | 'number' | 'json' | 'checkbox'): Field =>
  ({ name, type, hidden: true, access: { create: nobody, update: nobody } }) as Field

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
    // Each token lasts one idle period (per role, session.ts); the session itself ends
    // after SESSION_MAX_HOURS whatever refreshes it (ADR 0024).
    tokenExpiration: Math.max(signIn.idleSeconds, signIn.idleSecondsAdmin),
    useSessions: true,
    // Locks and limits are the identity module's own (limits.ts), per account and client.
    maxLoginAttempts: 0,
    // Secure follows the site address: set under https (with the __Host- prefix), left off for http://localhost.
    cookies: { sameSite: 'Lax', secure: signIn.secureCookie },
    // Ahead of Payload's own token check: single sign-on sessions are checked with the provider.
    strategies: [staffSessionStrategy],
  },
  endpoints: [
    ...signInEndpoints,
    ...sessionEndpoints,
    ...secondFactorEndpoints,
    ...singleSignOnEndpoints,
    staffNamesEndpoint,
    changeProofEndpoint,
  ],
  hooks: {
    // Values of the wrong kind first: Payload's own hooks would fail on them (a 500).
    beforeOperation: [refuseValuesOfWrongKind, closeFrameworkSignIn],
    beforeValidate: [guardCredentialChange, enforcePasswordPolicy],
    beforeChange: [leaveSessionsAlone, restoreAccess],
    afterChange: [recordAccountChange, recordRestoredAccess],
    afterDelete: [
      auditCollectionDelete,
      ({ doc, req }) => forgetSessionsOf(req.payload, doc.id),
      ({ doc, req }) => forgetAccountTokens(req.payload, doc.id),
    ],
    afterLogout: [closeFrameworkSignOut],
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
    {
      name: 'currentPassword',
      label: 'Your current password',
      type: 'text',
      virtual: true,
      hooks: { afterRead: [() => undefined] },
      admin: {
        components: { Field: '/identity/admin/CurrentPasswordField#CurrentPasswordField' },
        description:
          'Needed to change a password, an e-mail address, a card number or single sign-on linking: your own, or someone else’s.',
      },
    },
    { name: 'name', type: 'text' },
    {
      name: 'sessionsPanel',
      type: 'ui',
      admin: { components: { Field: '/identity/admin/SessionsPanel#SessionsPanel' } },
    },
    {
      name: 'secondFactorPanel',
      type: 'ui',
      admin: { components: { Field: '/identity/admin/SecondFactorPanel#SecondFactorPanel' } },
    },
    // Two-step sign-in (ADR 0035).
    serverOnly('secondFactorSecret', 'text'),
    serverOnly('secondFactorSince', 'date'),
    serverOnly('secondFactorLastStep', 'number'),
    serverOnly('recoveryCodes', 'json'),
    // Single sign-on: the account was made by a sign-in through the provider (ADR 0036).
    serverOnly('madeBySingleSignOn', 'checkbox'),
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
      name: 'singleSignOnIdentity',
      label: 'Single sign-on identity',
      type: 'text',
      unique: true,
      index: true,
      access: { create: () => false, update: adminField },
      admin: {
        description:
          'The identity provider account this account is linked to (provider address and subject), filled in at the first single sign-on. Clear it to unlink.',
      },
    },
    {
      name: 'singleSignOnLinkAllowed',
      label: 'Allow single sign-on to link to this account',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminField, update: adminField },
      admin: {
        description:
          'For an account made here before single sign-on: the next single sign-on with this e-mail address, confirmed by the identity provider, links to this account and sets its role from the provider’s groups.',
      },
    },
    // Set when the identity provider no longer gave the person access (access-removal.ts).
    {
      name: 'accessRemovedAt',
      label: 'Access removed at the identity provider',
      type: 'date',
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.accessRemovedAt),
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Since then this person cannot sign in with a card or password; single sign-on works again once the identity provider gives access. To turn card and password sign-in back on, tick "Restore card and password sign-in" and save.',
      },
    },
    {
      name: 'accessRemovedReason',
      label: 'Why the access was removed',
      type: 'text',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, condition: (data) => Boolean(data?.accessRemovedAt) },
    },
    {
      name: 'restoreSignIn',
      label: 'Restore card and password sign-in',
      type: 'checkbox',
      virtual: true,
      hooks: { afterRead: [() => undefined] },
      access: { create: nobodyField, update: adminField },
      admin: {
        condition: (data) => Boolean(data?.accessRemovedAt),
        description:
          'Only when the person should have access again (check with the identity provider’s administrators first). Needs your own proof, like a card number.',
      },
    },
    {
      name: 'role',
      // Radio buttons: three choices, all in view, each readable by a screen reader.
      type: 'radio',
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
