import 'server-only'

import { z } from 'zod'

import { getActiveBanners } from './announcements'
import { carouselLoaders } from './carousel'

/** Results may be reused for 300000 ms (5 minutes), by browsers and shared caches too. */
export const SERVER_METHOD_CACHE_MS = 300_000
export const SERVER_METHOD_API_VERSION = 'v64.0'

const text = (name: string) =>
  z
    .string({ error: `The '${name}' parameter must be a string.` })
    .max(200, `The '${name}' parameter is limited to 200 characters.`)
    .nullish()
    .transform((value) => value ?? undefined)

const site = text('pSite')
const productAlias = text('pProductAlias')

type Method = {
  params: z.ZodType<Record<string, unknown>>
  run: (params: never) => Promise<unknown>
  /** The answer's schema, by its name in src/lib/api-schemas.ts. */
  answer: 'CarouselResponse' | 'BannerList'
}

/**
 * The server controllers and their methods (spec section 7), with the parameter names
 * of the spec. Parameters are validated; unknown ones are ignored.
 */
const CONTROLLERS: Record<string, Record<string, Method>> = {
  HCS_CarouselController: {
    getNews: {
      params: z.object({ pSite: site, pProductAlias: productAlias }),
      run: carouselLoaders.getNews,
      answer: 'CarouselResponse',
    },
    getUpcomingEvents: {
      params: z.object({ pSite: site }),
      run: carouselLoaders.getUpcomingEvents,
      answer: 'CarouselResponse',
    },
    getBiographies: {
      params: z.object({ pProductAlias: productAlias }),
      run: carouselLoaders.getBiographies,
      answer: 'CarouselResponse',
    },
    getVideos: {
      params: z.object({ pProductAlias: productAlias }),
      run: carouselLoaders.getVideos,
      answer: 'CarouselResponse',
    },
    getProcesses: {
      params: z.object({ pProductAlias: productAlias, pSite: site }),
      run: carouselLoaders.getProcesses,
      answer: 'CarouselResponse',
    },
  },
  HCS_AnnouncementController: {
    getActiveBanners: { params: z.object({}), run: () => getActiveBanners(), answer: 'BannerList' },
  },
}

/** Every method with its parameter and answer schemas, for the OpenAPI document. */
export const serverMethodList = () =>
  Object.entries(CONTROLLERS).flatMap(([controller, methods]) =>
    Object.entries(methods).map(([method, { params, answer }]) => ({ controller, method, params, answer })),
  )

export type MethodCall =
  { ok: true; method: Method; params: Record<string, unknown> } | { ok: false; status: number; message: string }

/** Finds the method and validates its parameters: a 404 or 400 explanation otherwise. */
export function resolveMethodCall(controller: string, method: string, rawParams: unknown): MethodCall {
  const methods = Object.hasOwn(CONTROLLERS, controller) ? CONTROLLERS[controller] : undefined
  if (!methods) return { ok: false, status: 404, message: `Unknown controller: ${controller.slice(0, 100)}.` }
  const found = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!found) return { ok: false, status: 404, message: `${controller} has no method ${method.slice(0, 100)}.` }
  if (rawParams === null || typeof rawParams !== 'object' || Array.isArray(rawParams)) {
    return { ok: false, status: 400, message: 'The method parameters must be a JSON object.' }
  }
  const parsed = found.params.safeParse(rawParams)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, status: 400, message: issue?.message ?? 'Invalid method parameters.' }
  }
  return { ok: true, method: found, params: parsed.data }
}
