import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type SQL = ReturnType<typeof sql>

export type CarouselOrder = 'newest' | 'soonest' | 'title' | 'displayOrder'

export type CarouselListing = {
  types: string[]
  site?: string
  productAlias?: string
  /** Only items whose event date is at or after this time. */
  eventsFrom?: string
  order: CarouselOrder
  limit: number
}

const ORDER_BY: Record<CarouselOrder, SQL> = {
  newest: sql`ci.publish_date desc, ci.created_at desc`,
  soonest: sql`ci.event_date asc, ci.created_at desc`,
  title: sql`ci.title asc, ci.created_at desc`,
  displayOrder: sql`ci.display_order asc, ci.created_at desc`,
}

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

function hasText(path: string, value: string): SQL {
  return sql`exists (select 1 from carousel_items_texts t where t.parent_id = ci.id and t.path = ${path} and t.text = ${value})`
}

/**
 * The ids of the published items of a carousel, in listing order. Payload's own query
 * for a filter on a many-valued field joins and de-duplicates every matching item
 * before sorting (over 100 ms with 100,000 items); asked this way, the database walks
 * the listing-order index and stops at the limit (under 1 ms). Access rules are applied
 * when the items themselves are read by id through Payload.
 */
export async function carouselItemIdsInOrder(payload: Payload, listing: CarouselListing): Promise<number[]> {
  const sqlite = payload.db.name === 'sqlite'
  // SQLite's planner prefers the type index and sorts everything; the newest-first
  // listing is told to walk its index (PostgreSQL chooses it by itself).
  const hint = sqlite && listing.order === 'newest' ? sql.raw('indexed by carousel_items_publish_order_idx') : sql``
  const conditions: SQL[] = [sql`ci._status = 'published'`, sql`ci.type in (${list(listing.types)})`]
  if (listing.site) conditions.push(hasText('sites', listing.site))
  if (listing.productAlias) conditions.push(hasText('productAliases', listing.productAlias))
  if (listing.eventsFrom) conditions.push(sql`ci.event_date >= ${listing.eventsFrom}`)
  const query = sql`select ci.id as id from carousel_items ci ${hint} where ${sql.join(conditions, sql` and `)} order by ${ORDER_BY[listing.order]} limit ${listing.limit}`
  type Drizzle = {
    all?: (query: SQL) => Promise<{ id: number | string }[]>
    execute?: (query: SQL) => Promise<{ rows: { id: number | string }[] }>
  }
  const drizzle = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  const rows = sqlite ? await drizzle.all!(query) : (await drizzle.execute!(query)).rows
  return rows.map((row) => Number(row.id))
}
