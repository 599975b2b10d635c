import type { Endpoint } from 'payload'

import { env } from '@/config/env'
import { isReviewer } from '@/lib/roles'

import { inventoryCsv, latestResults } from './dashboard'
import { queueAllPagesCheck } from './tasks'

const refused = () =>
  Response.json({ message: 'Sign in as an editor or administrator to see the site checks.' }, { status: 403 })

/** GET /api/site-checks/inventory.csv: every public address with its owner-facing facts and scores. */
export const inventoryEndpoint: Endpoint = {
  path: '/site-checks/inventory.csv',
  method: 'get',
  handler: async (req) => {
    if (!isReviewer(req.user?.role)) return refused()
    const csv = inventoryCsv(await latestResults(req.payload, req), env().siteUrl)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`\uFEFF${csv}`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="content-inventory-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

/** POST /api/site-checks/check-now: every page checked again, by the jobs runner within seconds. */
export const checkNowEndpoint: Endpoint = {
  path: '/site-checks/check-now',
  method: 'post',
  handler: async (req) => {
    if (!isReviewer(req.user?.role)) return refused()
    await queueAllPagesCheck(req)
    return Response.json(
      { message: 'Every page will be checked again. Reload this page in a minute to see the results.' },
      { status: 202 },
    )
  },
}
