import type { SanitizedConfig } from 'payload'

import { humanValueDiff } from '@/fields/pickers'

type Components = { Cell?: unknown; Diff?: unknown; Field?: unknown }
type Node = {
  name?: string
  type?: string
  fields?: Node[]
  blocks?: Node[]
  tabs?: Node[]
  timestamps?: boolean
  admin?: { readOnly?: boolean; components?: Components; position?: string; disableBulkEdit?: boolean }
}

const SITE_TIME_CELL = '/admin/dates/SiteTimeCell#SiteTimeCell'
const SITE_TIME_FIELD = '/admin/dates/SiteTimeField#SiteTimeField'
const RECORD_TIMES = '/admin/dates/RecordTimes#RecordTimes'

function onSiteClock(fields: Node[] | undefined, inList: boolean) {
  for (const field of fields ?? []) {
    if (field.type === 'date') {
      field.admin ??= {}
      const components = (field.admin.components ??= {})
      if (inList) components.Cell ??= SITE_TIME_CELL
      components.Diff ??= humanValueDiff('time')
      if (field.admin.readOnly === true) components.Field ??= SITE_TIME_FIELD
    }
    onSiteClock(field.fields, inList)
    for (const nested of [...(field.blocks ?? []), ...(field.tabs ?? [])]) onSiteClock(nested.fields, false)
  }
}

/**
 * Every date and time in the admin on the site's clock with its zone named (issue 48):
 * list columns, compare versions, dates nobody edits, and a record's last change and
 * creation in its side column, in place of Payload's, which follow the computer's clock.
 * Runs on the built config, so it reaches the timestamps Payload adds to each collection.
 */
export function datesOnSiteClock(config: SanitizedConfig): SanitizedConfig {
  const withTimes = (entity: Node) => {
    if (entity.fields?.some((field) => field.name === 'recordTimes')) return
    entity.fields?.unshift({
      name: 'recordTimes',
      type: 'ui',
      admin: { position: 'sidebar', disableBulkEdit: true, components: { Field: RECORD_TIMES } },
    })
  }
  for (const collection of config.collections as Node[]) {
    onSiteClock(collection.fields, true)
    if (collection.timestamps !== false) withTimes(collection)
  }
  for (const global of config.globals as Node[]) {
    onSiteClock(global.fields, false)
    withTimes(global)
  }
  for (const block of (config.blocks ?? []) as Node[]) onSiteClock(block.fields, false)
  return config
}
