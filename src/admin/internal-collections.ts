/**
 * Two collections Payload adds itself, after every plugin has run, so no plugin or
 * collection option reaches them (ADR 0038):
 * - document locks: through the API a person locks and unlocks in their own name only
 *   (Payload's admin locks through its own server functions, which this leaves alone);
 * - preferences: Payload's "delete by key" queries the owner through a join the SQL
 *   adapters get wrong (a 500 for everyone, owner included); this one finds the person's
 *   own preference first, then deletes it by id (404 when they have none by that key).
 */
import {
  APIError,
  NotFound,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'

type Related = { relationTo?: unknown; value?: unknown } | null | undefined

const idOf = (related: Related) => {
  const value = related?.value
  return value && typeof value === 'object' ? (value as { id?: unknown }).id : value
}

const fromThePublicApi = (req: PayloadRequest) => Boolean(req.user) && req.payloadAPI !== 'local'

function forbidden(message: string): APIError {
  const error = new APIError(message, 403, null, true)
  error.name = 'Forbidden'
  return error
}

const ownLocksOnly: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!fromThePublicApi(req)) return args
  const { data, id, where } = args as { data?: { user?: Related }; id?: number | string; where?: unknown }
  const mine = (related: Related) => String(idOf(related)) === String(req.user?.id)
  if ((operation === 'create' || operation === 'update') && data && 'user' in data && !mine(data.user)) {
    throw forbidden('A document can only be locked in your own name.')
  }
  if (operation === 'delete' || operation === 'deleteByID') {
    if (where || id === undefined) throw forbidden('Remove locks one at a time, your own only.')
    const lock = await req.payload.findByID({
      collection: 'payload-locked-documents',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (lock && !mine(lock.user as Related)) throw forbidden('Only the person who locked a document can unlock it.')
  }
  return args
}

const deleteOwnPreference: Endpoint = {
  path: '/:key',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Sign in first.' }, { status: 401 })
    const key = String(req.routeParams?.key ?? '')
    const found = await req.payload.find({
      collection: 'payload-preferences',
      where: {
        and: [
          { key: { equals: key } },
          { 'user.value': { equals: req.user.id } },
          { 'user.relationTo': { equals: req.user.collection } },
        ],
      },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const preference = found.docs[0]
    if (!preference) throw new NotFound(req.t)
    await req.payload.delete({ collection: 'payload-preferences', id: preference.id, overrideAccess: true, req })
    return Response.json({ message: req.t('general:deletedSuccessfully') })
  },
}

export function guardInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents') {
      collection.hooks.beforeOperation = [ownLocksOnly, ...(collection.hooks.beforeOperation ?? [])]
    }
    if (collection.slug === 'payload-preferences' && Array.isArray(collection.endpoints)) {
      collection.endpoints = [
        deleteOwnPreference,
        ...collection.endpoints.filter((endpoint) => endpoint.method !== 'delete'),
      ]
    }
  }
  return config
}
