import type { FieldHook, TextField } from 'payload'

import { copyOf } from './copies'
import { humanValueDiff } from './pickers'
import { validateApiName } from './validators'

/**
 * "Cloud storage & backup" → "Cloud_Storage_Backup__c": the shape the old platform gave
 * its pages' names, made from the title so nobody has to invent one.
 */
export function linkNameFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
  const stem = words.join('_') || 'Page'
  return `${/^[A-Za-z]/.test(stem) ? stem : `Page_${stem}`}__c`
}

/** Stratus__c, then Stratus_2__c, Stratus_3__c … until one is free. */
export function nextFreeLinkName(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base
  const stem = base.slice(0, -3)
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}_${n}__c`)) return `${stem}_${n}__c`
}

/** Made from the title when a page is created without one (issue 48: authors never type it). */
const generateWhenEmpty: FieldHook = async ({ value, data, originalDoc, req, collection }) => {
  if (typeof value === 'string' && value) return value
  const kept = (originalDoc as { apiName?: unknown } | undefined)?.apiName
  if (typeof kept === 'string' && kept) return kept
  const title = typeof data?.title === 'string' ? data.title : ''
  const base = linkNameFromTitle(title)
  if (!collection) return base
  const { docs } = await req.payload.find({
    collection: collection.slug as 'named-pages',
    where: { apiName: { like: base.slice(0, -3) } },
    select: { apiName: true },
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return nextFreeLinkName(base, new Set(docs.map((doc) => String(doc.apiName))))
}

/**
 * The name older content links to a page by (Stratus__c). Generated, and shown only to
 * administrators: authors and editors choose pages by title (issue 48, staff words).
 */
export const pageLinkNameField: TextField = {
  name: 'apiName',
  label: 'Link name used by older systems',
  type: 'text',
  required: true,
  unique: true,
  hooks: { beforeValidate: [generateWhenEmpty], beforeDuplicate: [copyOf.apiName] },
  validate: validateApiName,
  admin: {
    components: {
      Field: '/admin/fields/AdministratorsOnlyField#AdministratorsOnlyTextField',
      Diff: humanValueDiff('administrators'),
    },
    disableListColumn: true,
    description:
      'Made from the page title when the page is created. Imported content and older systems link to the page by this name, so changing it breaks those links.',
  },
}
