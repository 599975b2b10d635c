import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { entityLabel } from '@/lib/entity-labels'

export const AUDIT_ACTIONS = [
  'created',
  'saved draft',
  'published',
  'unpublished',
  'deleted',
  'updated',
  'submitted for review',
  'approved',
  'changes requested',
  'approved without second review',
  'scheduled',
  'signed in',
  'sign-in failed',
  'locked out',
  'signed out',
  'session ended',
  'role changed',
  'password changed',
  'two-step sign-in changed',
  'two-step sign-in turned on',
  'two-step sign-in turned off',
  'recovery codes replaced',
  'recovery code used',
  'e-mail changed',
  'identity linked',
  'unlocked',
  'access removed',
  'access restored',
  'marked as reviewed',
  'owner changed',
  'review date changed',
] as const

/** How a person proved who they are, kept with each sign-in event. */
export const SIGN_IN_METHODS = ['password', 'oidc', 'certificate'] as const
export type SignInMethod = (typeof SIGN_IN_METHODS)[number]

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

type AuditEntry = {
  action: AuditAction
  target: string
  documentId?: string
  label: string
  /** Sign-in events: who, when nobody is signed in yet (an attempt names an e-mail). */
  actor?: { id?: number | string; email?: string }
  method?: SignInMethod
  clientAddress?: string
}
type Versioned = { _status?: 'draft' | 'published' | null; title?: unknown; email?: unknown; id?: unknown }

/**
 * Saving a draft of a published document leaves the published one in place; unpublishing
 * turns the stored document itself into a draft. `publishedNow` tells them apart.
 */
async function actionOf(
  operation: 'create' | 'update',
  doc: Versioned,
  previous: Versioned | undefined,
  publishedNow: () => Promise<boolean>,
): Promise<AuditAction> {
  if (operation === 'create') return doc._status === 'published' ? 'published' : 'created'
  if (doc._status === 'published') return 'published'
  if (doc._status !== 'draft') return 'updated'
  return previous?._status === 'published' && !(await publishedNow()) ? 'unpublished' : 'saved draft'
}

function labelOf(doc: Versioned): string {
  const label = typeof doc.title === 'string' ? doc.title : typeof doc.email === 'string' ? doc.email : ''
  return label.slice(0, 200)
}

/** Autosaves while typing would drown the history: the save or publish that follows is logged. */
function isAutosave(req: PayloadRequest): boolean {
  return req.query?.autosave === 'true' || req.query?.autosave === true
}

/** One entry of the change history, as the site's own hooks and the review actions write it. */
export async function recordAudit(req: PayloadRequest, entry: AuditEntry) {
  await write(req, entry)
}

/**
 * A sign-in event, written outside the request's transaction so a refusal that rolls
 * the request back still leaves its trace.
 */
export async function recordSignInEvent(req: PayloadRequest, entry: Omit<AuditEntry, 'target'>) {
  await req.payload.create({
    collection: 'audit-log',
    data: dataOf(req, { ...entry, target: 'users' }),
    overrideAccess: true,
  })
}

function dataOf(req: PayloadRequest, entry: AuditEntry) {
  const actor = entry.actor ?? { id: req.user?.id, email: req.user?.email }
  return {
    action: entry.action,
    target: entry.target,
    documentId: entry.documentId,
    summary: `${entry.action} ${entityLabel(entry.target).toLowerCase()}${entry.label ? `: ${entry.label}` : ''}`.slice(
      0,
      300,
    ),
    user: typeof actor.id === 'number' ? actor.id : undefined,
    userEmail: actor.email,
    method: entry.method,
    clientAddress: entry.clientAddress,
  }
}

async function write(req: PayloadRequest, entry: AuditEntry) {
  if (req.context.skipAudit || isAutosave(req)) return
  await req.payload.create({ collection: 'audit-log', data: dataOf(req, entry), req, overrideAccess: true })
}

export const auditCollectionChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  const publishedNow = async () => {
    const stored = await req.payload.findByID({ collection: collection.slug, id: doc.id, draft: false, depth: 0, req })
    return (stored as Versioned)._status === 'published'
  }
  await write(req, {
    action: await actionOf(operation, doc, previousDoc, publishedNow),
    target: collection.slug,
    documentId: String(doc.id),
    label: labelOf(doc),
  })
  return doc
}

export const auditCollectionDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await write(req, { action: 'deleted', target: collection.slug, documentId: String(doc.id), label: labelOf(doc) })
  return doc
}

export const auditGlobalChange: GlobalAfterChangeHook = async ({ doc, global, previousDoc, req }) => {
  const publishedNow = async () => {
    const stored = await req.payload.findGlobal({ slug: global.slug, draft: false, depth: 0, req })
    return (stored as Versioned)._status === 'published'
  }
  await write(req, { action: await actionOf('update', doc, previousDoc, publishedNow), target: global.slug, label: '' })
  return doc
}
