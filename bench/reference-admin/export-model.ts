/**
 * The site's page content model as Payload's admin as it comes can hold it (issue 48's
 * anchor, bench/reference-admin): the pages' fields and the layout blocks, as an editor
 * sees them, without the site's components, hooks, validation or access rules. Fields
 * an editor may not read are left out; the rest keep their names, types, labels and
 * options, so the same content fills the same form.
 *
 * node scripts/run-ts.mjs bench/reference-admin/export-model.ts model.json
 */
import { writeFileSync } from 'node:fs'

import type { Block, Field } from 'payload'

import { layoutBlocks } from '@/blocks/registry'
import { NamedPages } from '@/collections/NamedPages'

/** What only the site's own code gives a field or block: components, names for generated types. */
const SITE_ONLY = new Set([
  'components',
  'custom',
  'hooks',
  'access',
  'interfaceName',
  'imageURL',
  'imageAltText',
  'editor',
])

const editor = { user: { role: 'editor' } }

/** A field shown only to administrators, by the site's own component (the old platform's link names). */
function administratorsOnly(field: Field): boolean {
  const component = (field.admin as { components?: { Field?: unknown } } | undefined)?.components?.Field
  return typeof component === 'string' && component.includes('AdministratorsOnly')
}

function plainFields(fields: Field[]): unknown[] {
  return fields.flatMap((field) => {
    if (field.type === 'ui' || administratorsOnly(field)) return []
    const read = 'access' in field ? field.access?.read : undefined
    if (read && !read({ req: editor } as never)) return []
    return [plain(field)]
  })
}

function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]): [string, unknown][] => {
      if (SITE_ONLY.has(key) || typeof inner === 'function') return []
      if (key === 'fields' && Array.isArray(inner)) return [[key, plainFields(inner as Field[])]]
      return [[key, plain(inner)]]
    }),
  )
}

const model = {
  pageFields: plainFields(NamedPages.fields),
  blocks: layoutBlocks.map((block: Block) => plain(block)),
}
writeFileSync(process.argv[2] ?? 'model.json', JSON.stringify(model))
