/**
 * The one place that decides whether a request may sign someone in or change how they
 * sign in (ADR 0036): the DoD notice, the origin, the password and its second step, the
 * card, the identity provider, the locks and the limits. Every sign-in route and every
 * credential change calls it; Payload's own sign-in operations refuse to run unless it
 * opened them (`closeFrameworkSignIn`). Endpoints only read the body and shape the answer.
 */
import { randomBytes } from 'node:crypto'

import {
  APIError,
  forgotPasswordOperation,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type Where,
} from 'payload'

import { env } from '@/config/env'
import { recordSignInEvent } from '@/hooks/record-audit'
import type { Role } from '@/lib/roles'
import { clientKey } from '@/server/rate-limit'

import { ACCESS_REMOVED, isAccessRemoved, NO_MAPPED_GROUP, removeAccess } from './access-removal'
import { readCard, type CardReading } from './certificate'
import { SESSION_PATHS_ONLY } from './hooks/session-rules'
import {
  accountKey,
  countAttempt,
  isRefused,
  lockedNow,
  notAFailure,
  succeeded,
  tryLater,
  withinLimit,
  type Attempt,
} from './limits'
import { noticeAcknowledged } from './notice'
import { domainAllowed, linkOf, roleFor, sealTokens, type ProviderIdentity, type ProviderTokens } from './oidc'
import { isForeignOrigin } from './origin'
import { checkNothing, passwordMatches } from './password-hash'
import { passwordProblem } from './password-policy'
import {
  acceptedStep,
  decryptSecret,
  enrolledFields,
  isEnrolled,
  newRecoveryCodes,
  secondFactorRequired,
  secretOfTicket,
  spendSignInCode,
  startSetup,
  type StoredSecondFactor,
} from './second-factor'
import { currentSid, endSessions, startSession } from './session'
import { keepAccountTokens, sessionRecord, spendTimeStep, spendOnce } from './store'
import { refuseAfterFloor } from './timing'

export type Refusal = { ok: false; status: number; message: string; name?: string; extra?: object }
export type SignedIn = {
  ok: true
  userId: number
  session: { token: string; exp: number; sid: string }
  recoveryCodes?: string[]
}
export type Decision = SignedIn | Refusal

export const refuse = (status: number, message: string, name?: string, extra?: object): Refusal => ({
  ok: false,
  status,
  message,
  ...(name ? { name } : {}),
  ...(extra ? { extra } : {}),
})

export const NOTICE_FIRST =
  'Read the notice on the sign-in page and select "I understand and consent" before signing in.'
export const FOREIGN_ORIGIN = 'This form can only be sent from the site itself.'
export const PASSWORD_OFF = 'Password sign-in is turned off on this site. Use single sign-on or your CAC/PIV card.'
const WRONG_PASSWORD = 'The email or password provided is incorrect.'

/** What the users table keeps of an account, as only the server reads it. */
export type Account = StoredSecondFactor & {
  id: number
  email: string
  name?: string | null
  role?: Role | null
  hash?: unknown
  salt?: unknown
  cardNumber?: string | null
  singleSignOnIdentity?: string | null
  singleSignOnLinkAllowed?: boolean | null
  madeBySingleSignOn?: boolean | null
  /** Set when the identity provider no longer gave access: card and password sign-in are off (access-removal.ts). */
  accessRemovedAt?: string | null
  accessRemovedReason?: string | null
}

export async function findAccount(req: PayloadRequest, where: Where): Promise<Account | null> {
  return (await req.payload.db.findOne({ collection: 'users', req, where })) as Account | null
}

/** Checks every request that starts a sign-in: sent from the site itself, after the notice. */
export function startsSignIn(req: PayloadRequest, data: Record<string, unknown>): Refusal | null {
  if (isForeignOrigin(req.headers)) return refuse(403, FOREIGN_ORIGIN)
  if (!noticeAcknowledged(req.headers, data)) return refuse(400, NOTICE_FIRST, 'NoticeNotAcknowledged')
  return null
}

/** Requests that change the signed-in person's own account come from the site itself. */
export function fromTheSite(req: PayloadRequest): Refusal | null {
  return isForeignOrigin(req.headers) ? refuse(403, FOREIGN_ORIGIN) : null
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

async function signedIn(
  req: PayloadRequest,
  account: Account,
  method: 'password' | 'oidc' | 'certificate',
  label: string,
  providerTokens: ProviderTokens | null = null,
): Promise<Decision> {
  const client = clientKey(req.headers)
  const sealed = providerTokens ? sealTokens(providerTokens) : null
  const session = await startSession(req, account.id, method, client, sealed)
  if (!session) return refuse(401, 'The session could not be started. Sign in again.')
  // Kept with the account too, so the sweep can ask the provider after the session is gone.
  if (sealed) await keepAccountTokens(req.payload, account.id, sealed)
  await recordSignInEvent(req, {
    action: 'signed in',
    documentId: String(account.id),
    label,
    actor: { id: account.id, email: account.email },
    method,
    clientAddress: client,
  })
  return { ok: true, userId: account.id, session }
}

// ---------------------------------------------------------------------------------------
// Password, then the second step

/** Counts a failed password sign-in (a wrong password or code), and the lock it may cause. */
async function failedPassword(req: PayloadRequest, attempt: Attempt, email: string, label: string) {
  const event = { label, actor: { email }, method: 'password' as const, clientAddress: clientKey(req.headers) }
  await recordSignInEvent(req, { ...event, action: 'sign-in failed' })
  if (lockedNow(attempt)) await recordSignInEvent(req, { ...event, action: 'locked out' })
}

export async function signInWithPassword(req: PayloadRequest, data: Record<string, unknown>): Promise<Decision> {
  const startedAt = Date.now()
  const opening = startsSignIn(req, data)
  if (opening) return opening
  if (!env().signIn.password) return refuse(403, PASSWORD_OFF)
  const email = accountKey(text(data.email))
  const password = text(data.password)
  const client = clientKey(req.headers)
  const attempt = await countAttempt(req.payload, email, client)
  if (isRefused(attempt)) {
    await refuseAfterFloor(startedAt)
    return refuse(429, tryLater(attempt.refusedForSeconds), 'TooManySignIns')
  }
  if (attempt.delayMs) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs))
  const account = email ? await findAccount(req, { email: { equals: email } }) : null
  const passwordRight = account ? await passwordMatches(password, account) : (await checkNothing(password), false)
  if (!account || !passwordRight) {
    await failedPassword(req, attempt, email, email)
    await refuseAfterFloor(startedAt)
    return refuse(401, WRONG_PASSWORD)
  }
  // Said only after the right password: a stranger learns nothing about the account.
  if (isAccessRemoved(account)) {
    await notAFailure(req.payload, attempt)
    await refusedForRemovedAccess(req, account, 'password', account.email)
    await refuseAfterFloor(startedAt)
    return refuse(403, ACCESS_REMOVED, 'AccessRemoved')
  }
  const second = await secondStep(req, account, data)
  if (!second.ok) {
    if (second.failed) await failedPassword(req, attempt, email, `${email} (wrong code)`)
    else await notAFailure(req.payload, attempt)
    await refuseAfterFloor(startedAt)
    return refuse(401, second.message, second.name, second.extra)
  }
  await succeeded(req.payload, attempt)
  const decision = await signedIn(req, account, 'password', account.email)
  return decision.ok && second.recoveryCodes ? { ...decision, recoveryCodes: second.recoveryCodes } : decision
}

export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.'
const WRONG_CODE = 'That code is not right. Check the code in your authenticator app, or use a recovery code.'
const SETUP_NEEDED =
  'Your role needs two-step sign-in. Add this site to an authenticator app, then enter the 6-digit code it shows.'
export const WRONG_SETUP_CODE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.'

type SecondStep =
  { ok: true; recoveryCodes?: string[] } | { ok: false; failed: boolean; name: string; message: string; extra?: object }

/**
 * After a correct password: asks for the code of an enrolled account (spent once, whatever
 * arrives at the same time); for a role that needs a second factor and has none yet, hands
 * out a set-up and takes its first code.
 */
async function secondStep(req: PayloadRequest, account: Account, data: Record<string, unknown>): Promise<SecondStep> {
  const code = text(data.code).trim()
  if (isEnrolled(account)) {
    if (!code) return { ok: false, failed: false, name: 'SecondFactorNeeded', message: CODE_NEEDED }
    const check = await spendSignInCode(req.payload, account.id, account, code)
    if (!check.ok) return { ok: false, failed: true, name: 'SecondFactorWrong', message: WRONG_CODE }
    if (check.usedRecoveryCode) {
      await recordSecondFactorChange(req, account, 'recovery code used', `${check.recoveryCodesLeft} left`)
    }
    return { ok: true }
  }
  if (!secondFactorRequired(account.role)) return { ok: true }
  const ticket = text(data.setupTicket)
  const secret = ticket ? secretOfTicket(ticket, account.id) : null
  if (secret && code) {
    const step = await acceptedStep(secret, code)
    // The ticket is spent with its first right code: a copy sent at once sets nothing up.
    if (step !== null && (await spendOnce(req.payload, `setup|${ticket}`))) {
      const { codes, hashes } = newRecoveryCodes()
      await storeSecondFactor(req, account.id, enrolledFields(secret, step, hashes))
      await recordSecondFactorChange(req, account, 'two-step sign-in turned on', 'set up at sign-in')
      return { ok: true, recoveryCodes: codes }
    }
    const setup = await startSetup(account.id, account.email, secret)
    return { ok: false, failed: true, name: 'SecondFactorSetupNeeded', message: WRONG_SETUP_CODE, extra: { setup } }
  }
  const setup = await startSetup(account.id, account.email)
  return { ok: false, failed: false, name: 'SecondFactorSetupNeeded', message: SETUP_NEEDED, extra: { setup } }
}

export async function storeSecondFactor(req: PayloadRequest, id: number | string, fields: Partial<StoredSecondFactor>) {
  await req.payload.db.updateOne({
    collection: 'users',
    id,
    data: { ...fields, updatedAt: null },
    req,
    returning: false,
  })
}

export async function recordSecondFactorChange(
  req: PayloadRequest,
  account: Pick<Account, 'id' | 'email'>,
  action:
    'two-step sign-in turned on' | 'two-step sign-in turned off' | 'recovery codes replaced' | 'recovery code used',
  detail = '',
) {
  await recordSignInEvent(req, {
    action,
    documentId: String(account.id),
    label: `${account.email}${detail ? ` (${detail})` : ''}`,
    // At sign-in nobody is signed in yet: the change is the account holder's own.
    actor: req.user ? undefined : { id: account.id, email: account.email },
    clientAddress: clientKey(req.headers),
  })
}

/** Whether signing in as this person takes a code after the password. */
export const needsSecondStep = (account: Account) => secondFactorRequired(account.role) || isEnrolled(account)

/** A card or password sign-in of an account whose access the identity provider removed, in the change history. */
async function refusedForRemovedAccess(
  req: PayloadRequest,
  account: Account,
  method: 'password' | 'certificate',
  label: string,
) {
  await recordSignInEvent(req, {
    action: 'sign-in failed',
    documentId: String(account.id),
    label: `${label}: access removed at the identity provider${account.accessRemovedReason ? ` (${account.accessRemovedReason})` : ''}`,
    actor: { id: account.id, email: account.email },
    method,
    clientAddress: clientKey(req.headers),
  })
}

// ---------------------------------------------------------------------------------------
// CAC/PIV card through nginx

/** The account a verified card belongs to: by its DoD ID number, else (unless CARD_MATCH=edipi) its e-mail or UPN. */
async function accountOfCard(req: PayloadRequest, card: Extract<CardReading, { ok: true }>) {
  const byNumber = card.edipi ? await findAccount(req, { cardNumber: { equals: card.edipi } }) : null
  if (byNumber || env().signIn.cardMatch === 'edipi') return byNumber
  const names = [...card.emails, ...card.upns]
  return names.length ? findAccount(req, { email: { in: names } }) : null
}

export async function signInWithCard(req: PayloadRequest, data: Record<string, unknown>): Promise<Decision> {
  const opening = startsSignIn(req, data)
  if (opening) return opening
  const client = clientKey(req.headers)
  const card = readCard(req.headers, env().signIn.certificateProxySecret)
  const event = { method: 'certificate' as const, clientAddress: client }
  if (!card.ok) {
    await recordSignInEvent(req, { ...event, action: 'sign-in failed', label: `card refused: ${card.reason}` })
    return refuse(card.status, card.message, 'CardRefused')
  }
  const account = await accountOfCard(req, card)
  if (!account) {
    await recordSignInEvent(req, {
      ...event,
      action: 'sign-in failed',
      label: `unknown card: ${card.subject} (${[card.edipi ?? 'no DoD ID number', ...card.emails, ...card.upns].join(', ')})`,
    })
    return refuse(
      403,
      'This card is not linked to a staff account. Ask an administrator to add your DoD ID number (EDIPI) to your account.',
      'UnknownCard',
    )
  }
  if (isAccessRemoved(account)) {
    await refusedForRemovedAccess(req, account, 'certificate', `${account.email} (card ${card.serial})`)
    return refuse(403, ACCESS_REMOVED, 'AccessRemoved')
  }
  return signedIn(req, account, 'certificate', `${account.email} (card ${card.serial})`)
}

// ---------------------------------------------------------------------------------------
// Single sign-on

export const PROVIDER_REFUSALS = {
  noSubject: 'Your identity provider did not say who you are (no subject). Ask your administrator.',
  noEmail:
    'Your identity provider did not give an e-mail address, in the sign-in or at its user information endpoint. Ask your administrator to release the e-mail to this site.',
  domain: 'Accounts with this e-mail address cannot sign in to this site.',
  noGroupsClaim: (claim: string) =>
    `Your identity provider did not say which groups you belong to (the "${claim}" claim is missing). Ask your administrator to release it to this site.`,
  noMappedGroup:
    'You signed in, but none of your groups gives access to this site. Ask your administrator to add you to the group for authors, editors or administrators.',
  notLinked:
    'A staff account with your e-mail address already exists, but it is not linked to your identity provider account. Ask an administrator to allow single sign-on for it, then sign in again.',
  unverified:
    'A staff account with your e-mail address already exists, and your identity provider did not confirm that this e-mail address is yours, so it cannot be linked. Ask your administrator.',
  otherIdentity:
    'The staff account with your e-mail address is linked to another identity provider account. Ask an administrator.',
}

/**
 * After the provider's answer was checked: finds the account linked to this `iss` + `sub`,
 * or links or makes one under the rules (ADR 0036), gives it the role its groups map to,
 * and starts a session that keeps the provider's tokens for later checks.
 */
export async function signInWithProvider(
  req: PayloadRequest,
  identity: ProviderIdentity,
  tokens: ProviderTokens,
): Promise<Decision> {
  const settings = env().oidc!
  const refused = async (message: string, label: string) => {
    await recordSignInEvent(req, {
      action: 'sign-in failed',
      label,
      actor: identity.email ? { email: identity.email } : undefined,
      method: 'oidc',
      clientAddress: clientKey(req.headers),
    })
    return refuse(403, message, 'ProviderRefused')
  }
  if (!identity.subject) return refused(PROVIDER_REFUSALS.noSubject, 'no subject')
  if (!identity.email) return refused(PROVIDER_REFUSALS.noEmail, `no e-mail: ${linkOf(identity)}`)
  if (!domainAllowed(identity.email, settings.allowedDomains)) {
    return refused(PROVIDER_REFUSALS.domain, `domain not allowed: ${identity.email}`)
  }
  if (identity.groups === undefined || identity.groups === null) {
    return refused(
      PROVIDER_REFUSALS.noGroupsClaim(settings.roleClaim),
      `no ${settings.roleClaim} claim: ${identity.email}`,
    )
  }
  const role = roleFor(identity.groups, settings.roleMap)
  const link = linkOf(identity)
  if (!role) {
    // A returning person the provider no longer gives access: their card and password stop
    // too. Found by the provider's identity only, never by e-mail (anyone can claim one).
    const linked = await findAccount(req, { singleSignOnIdentity: { equals: link } })
    if (linked) await removeAccess(req, linked, NO_MAPPED_GROUP, 'person')
    return refused(PROVIDER_REFUSALS.noMappedGroup, `no mapped group: ${identity.email}`)
  }

  let account = await findAccount(req, { singleSignOnIdentity: { equals: link } })
  if (!account) {
    const sameEmail = await findAccount(req, { email: { equals: identity.email } })
    if (sameEmail) {
      if (sameEmail.singleSignOnIdentity)
        return refused(PROVIDER_REFUSALS.otherIdentity, `linked elsewhere: ${identity.email}`)
      if (!sameEmail.singleSignOnLinkAllowed && !sameEmail.madeBySingleSignOn) {
        return refused(PROVIDER_REFUSALS.notLinked, `linking not allowed: ${identity.email}`)
      }
      if (!identity.emailVerified)
        return refused(PROVIDER_REFUSALS.unverified, `e-mail not verified: ${identity.email}`)
      account = sameEmail
      await recordSignInEvent(req, {
        action: 'identity linked',
        documentId: String(account.id),
        label: `${account.email}: ${link}`,
        actor: { id: account.id, email: account.email },
        method: 'oidc',
        clientAddress: clientKey(req.headers),
      })
    }
  }
  if (!account) {
    const made = await req.payload.create({
      collection: 'users',
      data: {
        email: identity.email,
        name: identity.name,
        role,
        singleSignOnIdentity: link,
        madeBySingleSignOn: true,
        // Never used: this account signs in through the provider.
        password: randomBytes(32).toString('base64url'),
      },
      overrideAccess: true,
      context: { [CREDENTIALS_PROVEN]: true },
      req,
    })
    account = (await findAccount(req, { id: { equals: made.id } }))!
  } else if (account.role !== role || account.singleSignOnIdentity !== link) {
    await req.payload.update({
      collection: 'users',
      id: account.id,
      data: { role, singleSignOnIdentity: link, singleSignOnLinkAllowed: false },
      overrideAccess: true,
      context: { [CREDENTIALS_PROVEN]: true },
      req,
    })
    account = { ...account, role, singleSignOnIdentity: link }
  }
  // The provider gives access again: single sign-on works; card and password wait for an administrator.
  const stillOff = isAccessRemoved(account) ? ' (card and password sign-in still off)' : ''
  return signedIn(req, account, 'oidc', `${account.email} as ${role}${stillOff}`, tokens)
}

// ---------------------------------------------------------------------------------------
// Forgotten passwords

const RESET_LINK_EXPIRED = 'This link has expired or was used already. Ask for a new one.'

/** Sends the e-mail with a reset link (the same answer whether the address has an account or not). */
export async function requestPasswordReset(
  req: PayloadRequest,
  data: Record<string, unknown>,
): Promise<Refusal | null> {
  if (isForeignOrigin(req.headers)) return refuse(403, FOREIGN_ORIGIN)
  if (!env().signIn.password) return refuse(403, PASSWORD_OFF)
  const email = accountKey(text(data.email))
  if (!email) return refuse(400, 'Enter the e-mail address of your account.')
  const client = clientKey(req.headers)
  const perClient = await withinLimit(
    req.payload,
    `forgot|${client}`,
    env().signInLimits.forgotPasswordPerClient,
    15 * 60_000,
  )
  const perAccount = await withinLimit(req.payload, `forgot-account|${email}`, 3, 60 * 60_000, email)
  if (!perClient.ok || !perAccount.ok) return refuse(429, 'Too many password reset requests. Try again later.')
  // No link for an account whose access the provider removed (it could not be used); the same answer.
  if (isAccessRemoved(await findAccount(req, { email: { equals: email } }))) return null
  try {
    req.context[FRAMEWORK_SIGN_IN_OPENED] = true
    await forgotPasswordOperation({
      collection: req.payload.collections.users,
      data: { email } as { email: string; password: string },
      req,
    })
  } catch (error) {
    req.payload.logger.warn({ err: error }, 'A password reset e-mail could not be sent')
  } finally {
    delete req.context[FRAMEWORK_SIGN_IN_OPENED]
  }
  return null
}

/**
 * A new password by the e-mailed link. The link's token is spent in one statement, so two
 * requests with it cannot both use it. The person is signed in only when no code is needed
 * (an inbox is not a second factor).
 */
export async function resetPasswordByLink(
  req: PayloadRequest,
  data: Record<string, unknown>,
): Promise<Refusal | { ok: true; userId: number; session: SignedIn['session'] | null }> {
  if (isForeignOrigin(req.headers)) return refuse(403, FOREIGN_ORIGIN)
  if (!env().signIn.password) return refuse(403, PASSWORD_OFF)
  const token = text(data.token)
  const password = text(data.password)
  if (!token || !password) return refuse(400, 'Give the link’s token and a new password.')
  const account = await findAccount(req, {
    and: [
      { resetPasswordToken: { equals: token } },
      { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
    ],
  })
  if (!account) return refuse(403, RESET_LINK_EXPIRED, 'ResetLinkExpired')
  if (isAccessRemoved(account)) return refuse(403, ACCESS_REMOVED, 'AccessRemoved')
  // A password the rules refuse leaves the link unspent, so the person can choose another.
  const weak = passwordProblem(password, account.email)
  if (weak) return refuse(400, weak, 'PasswordRefused')
  if (!(await spendOnce(req.payload, `reset|${token}`))) return refuse(403, RESET_LINK_EXPIRED, 'ResetLinkExpired')
  await req.payload.update({
    collection: 'users',
    id: account.id,
    data: { password },
    overrideAccess: true,
    context: { [CREDENTIALS_PROVEN]: 'reset by e-mail link' },
    req,
  })
  await req.payload.db.updateOne({
    collection: 'users',
    id: account.id,
    data: { resetPasswordToken: null, resetPasswordExpiration: new Date().toISOString(), updatedAt: null },
    req,
    returning: false,
  })
  await endSessions(req, account.id, {})
  if (needsSecondStep(account)) return { ok: true, userId: account.id, session: null }
  const decision = await signedIn(req, account, 'password', `${account.email} (after a reset by e-mail link)`)
  return decision.ok ? { ok: true, userId: account.id, session: decision.session } : decision
}

// ---------------------------------------------------------------------------------------
// Proving who you are again, for a credential change

/** Set in a request's context by this module when it has already proved the change is allowed. */
export const CREDENTIALS_PROVEN = 'identityCredentialsProven'
const FRAMEWORK_SIGN_IN_OPENED = 'identityFrameworkSignInOpened'

const WRONG_CURRENT_PASSWORD = 'Your current password is not right.'

/** How long a sign-in with a card or single sign-on stands in for the current password (issue 45). */
export const FRESH_SIGN_IN_MINUTES = 10

/**
 * What the signed-in person must give to make a credential change, in words for the form:
 * nothing after a fresh card or single sign-on sign-in; else their current password (when
 * they have one), a code from their authenticator app (when they use one), or, with neither,
 * a new sign-in.
 */
export type ProofNeeded =
  | { needs: 'nothing'; message: string; until: string }
  | { needs: 'password' | 'code' | 'password-or-code' | 'sign-in-again'; message: string }

const SIGN_IN_AGAIN = {
  oidc: `Sign in again with single sign-on to make this change (your sign-in is older than ${FRESH_SIGN_IN_MINUTES} minutes).`,
  certificate: `Sign in again with your CAC/PIV card to make this change (your sign-in is older than ${FRESH_SIGN_IN_MINUTES} minutes).`,
}
const PROOF_WORDS = {
  password: 'Enter your current password to make this change.',
  code: 'Enter a code from your authenticator app to make this change.',
  'password-or-code': 'Enter your current password, or a code from your authenticator app, to make this change.',
}
const WRONG_PROOF = {
  password: WRONG_CURRENT_PASSWORD,
  code: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  'password-or-code': 'Your current password or code is not right.',
}

export async function proofNeeded(req: PayloadRequest, actor: Account): Promise<ProofNeeded> {
  const sid = currentSid(req)
  const session = sid ? await sessionRecord(req.payload, sid) : null
  const method = session?.method
  const window = FRESH_SIGN_IN_MINUTES * 60_000
  if (session && (method === 'oidc' || method === 'certificate') && Date.now() - session.startedAt < window) {
    const how = method === 'oidc' ? 'single sign-on' : 'your CAC/PIV card'
    return {
      needs: 'nothing',
      until: new Date(session.startedAt + window).toISOString(),
      message: `You signed in with ${how} less than ${FRESH_SIGN_IN_MINUTES} minutes ago: this change needs no password.`,
    }
  }
  // An account made by single sign-on has only an unusable random password, unless a password
  // sign-in shows otherwise; with password sign-in off, nobody is asked for one.
  const password = env().signIn.password && (!actor.madeBySingleSignOn || method === 'password')
  const code = isEnrolled(actor)
  const needs = password && code ? 'password-or-code' : password ? 'password' : code ? 'code' : null
  if (needs) return { needs, message: PROOF_WORDS[needs] }
  return { needs: 'sign-in-again', message: SIGN_IN_AGAIN[method === 'certificate' ? 'certificate' : 'oidc'] }
}

/**
 * Before a credential changes (password, e-mail, card number, single sign-on linking,
 * two-step sign-in, recovery codes): the signed-in person gives their current password, or
 * a current code from their app (in `currentCode`, or typed where the password goes), or
 * signed in with their card or single sign-on within FRESH_SIGN_IN_MINUTES. Wrong answers
 * count like failed sign-ins from this client (three lock it for 15 minutes).
 */
export async function proveIdentity(
  req: PayloadRequest,
  proof: { currentPassword?: unknown; currentCode?: unknown },
): Promise<Refusal | null> {
  if (!req.user) return refuse(401, 'Sign in first.')
  const actor = await findAccount(req, { id: { equals: req.user.id } })
  if (!actor) return refuse(401, 'Sign in first.')
  const need = await proofNeeded(req, actor)
  if (need.needs === 'nothing') return null
  const password = text(proof.currentPassword)
  // The account page has one box: six digits there are a code (passwords are 12 characters or more).
  const typedCode = !text(proof.currentCode).trim() && isEnrolled(actor) && /^\d{6}$/.test(password.trim())
  const code = typedCode ? password.trim() : text(proof.currentCode).trim()
  if (need.needs === 'sign-in-again' && !password && !code) return refuse(400, need.message, 'FreshSignInNeeded')
  const email = accountKey(actor.email)
  const attempt = await countAttempt(req.payload, email, clientKey(req.headers))
  if (isRefused(attempt)) return refuse(429, tryLater(attempt.refusedForSeconds), 'TooManySignIns')
  if (attempt.delayMs) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs))
  let proved = Boolean(password) && !typedCode && (await passwordMatches(password, actor))
  if (!proved && code && isEnrolled(actor)) {
    const secret = decryptSecret(String(actor.secondFactorSecret))
    const step = secret ? await acceptedStep(secret, code, actor.secondFactorLastStep) : null
    proved = step !== null && (await spendTimeStep(req.payload, actor.id, step))
  }
  if (!proved) {
    await failedPassword(req, attempt, email, `${email} (wrong current password)`)
    const message =
      !password && !code ? need.message : need.needs === 'sign-in-again' ? need.message : WRONG_PROOF[need.needs]
    return refuse(400, message, need.needs === 'sign-in-again' ? 'FreshSignInNeeded' : 'CurrentPasswordWrong')
  }
  await succeeded(req.payload, attempt)
  return null
}

/**
 * Payload's own sign-in operations (login, reset, unlock, refresh, and forgot-password unless
 * this module opened it) refuse to run, whatever route or API called them: REST, GraphQL or the
 * Local API. Sign-in goes through the endpoints of this module only.
 */
export const closeFrameworkSignIn: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  // Payload's refresh rewrites the whole account row it read a moment before (see endpoints/sessions.ts).
  if (operation === 'refresh') {
    const error = new APIError(SESSION_PATHS_ONLY, 403, null, true)
    error.name = 'RefreshClosed'
    throw error
  }
  const closed = ['login', 'resetPassword', 'unlock', 'forgotPassword'].includes(operation)
  if (closed && !(operation === 'forgotPassword' && req.context[FRAMEWORK_SIGN_IN_OPENED])) {
    const error = new APIError('Sign in on the site’s sign-in page (/admin/login).', 403, null, true)
    error.name = 'SignInClosed'
    throw error
  }
  return args
}
