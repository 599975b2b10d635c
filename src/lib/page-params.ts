/**
 * Query parameters of the public pages, read with zod like every other public input.
 * Pages are forgiving: a value they cannot use falls back to the default view instead
 * of an error page.
 */
import { z } from 'zod'

export const NEWS_TYPES = ['News', 'Events', 'Bios', 'Videos'] as const
export type NewsType = (typeof NEWS_TYPES)[number]

/** The first value of a repeated parameter. */
const firstValue = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().optional())

export const newsParams = z.object({
  type: firstValue.pipe(z.enum(NEWS_TYPES).optional()).catch(undefined),
  page: firstValue
    .transform((value) => Number(value ?? '1'))
    .pipe(z.number().int().min(1).max(9_999))
    .catch(1),
})

export const searchQuery = z.object({
  q: firstValue.transform((value) => (value ?? '').slice(0, 200)).catch(''),
})
