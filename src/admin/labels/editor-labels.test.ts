/**
 * Every field an editor sees speaks plain language (issue 28, item 9 and problems 3 and 8):
 * walks every collection, global and block an editor can open and fails on a label that
 * is a platform or spec name, a field name turned into words, or a choice that is a code.
 */
import type { Block, CollectionConfig, Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { layoutBlocks } from '@/blocks/registry'
import { validateLinkValue } from '@/fields/validators'
import { Announcements } from '@/collections/Announcements'
import { CarouselItems } from '@/collections/CarouselItems'
import { Media } from '@/collections/Media'
import { NamedPages } from '@/collections/NamedPages'
import { VideoFiles } from '@/collections/VideoFiles'
import { HomePage } from '@/globals/HomePage'
import { SiteSettings } from '@/globals/SiteSettings'

/** Labels editors found confusing, and the shapes of code that must never be a label. */
const FORBIDDEN_LABELS: RegExp[] = [
  /\bapi\s*name\b/i,
  /button target/i,
  /\w+:\w+/, // utility:arrowright
  /title class/i,
  /\bclass\b/i,
  /hero height/i,
  /^key$/i,
  /^version$/i,
  /content key/i,
  /record identifier/i,
  /product aliases/i,
  /custom head tags/i,
  /__c\b/,
  /\burl\b/i,
  /^bool/i,
  /^(display|click) url/i,
  /target is a url/i,
  /^[a-z]+[A-Z]\w*$/, // camelCase
  /^[a-z0-9]+(-[a-z0-9]+)+$/, // h1-bold, kebab-case codes
]

type Entity = { kind: string; slug: string; fields: Field[] }

const ENTITIES: Entity[] = [
  ...[NamedPages, CarouselItems, Announcements, Media, VideoFiles].map((c: CollectionConfig) => ({
    kind: 'collection',
    slug: c.slug,
    fields: c.fields,
  })),
  ...[HomePage, SiteSettings].map((g: GlobalConfig) => ({ kind: 'global', slug: g.slug, fields: g.fields })),
  ...layoutBlocks.map((b: Block) => ({ kind: 'block', slug: b.slug, fields: b.fields })),
]

type Seen = {
  where: string
  label: string
  explicit: boolean
  description?: string
  type: string
  isLink?: boolean
  hasPicker?: boolean
  conditional?: boolean
}

function labelText(label: unknown): string | null {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && 'en' in label) return String((label as { en: unknown }).en)
  return null
}

function descriptionText(admin: unknown): string | undefined {
  const description = (admin as { description?: unknown } | undefined)?.description
  return typeof description === 'string' ? description : undefined
}

/** Each named field an editor can see, with the label the admin shows. */
function visibleFields(fields: Field[], where: string, out: Seen[] = []): Seen[] {
  for (const field of fields) {
    const admin = (field as { admin?: { hidden?: boolean; condition?: unknown; disabled?: boolean } }).admin
    if (admin?.hidden || admin?.disabled) continue
    if (field.type === 'ui') continue
    if ('name' in field && field.name) {
      // Review bookkeeping is the review workflow's, never shown as a field (condition false).
      const hiddenByCondition = typeof admin?.condition === 'function' && admin.condition({}, {}, {} as never) === false
      if (!hiddenByCondition && field.label !== false) {
        const text = labelText('label' in field ? field.label : undefined)
        out.push({
          where: `${where}.${field.name}`,
          label: text ?? field.name,
          explicit: text !== null,
          description: descriptionText(field.admin),
          type: field.type,
          isLink: 'validate' in field && field.validate === validateLinkValue,
          hasPicker: JSON.stringify(field.admin?.components ?? {}).includes('LinkTargetField'),
          conditional: typeof admin?.condition === 'function',
        })
      }
      if (hiddenByCondition) continue
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      visibleFields(field.fields, 'name' in field && field.name ? `${where}.${field.name}` : where, out)
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        visibleFields(tab.fields, 'name' in tab && tab.name ? `${where}.${tab.name}` : where, out)
    }
    if ('options' in field && Array.isArray(field.options)) {
      for (const option of field.options) {
        const label = typeof option === 'string' ? option : labelText(option.label)
        if (label)
          out.push({
            where: `${where}.${'name' in field ? field.name : ''}[option]`,
            label,
            explicit: true,
            type: 'option',
          })
      }
    }
  }
  return out
}

const ALL = ENTITIES.flatMap((entity) => visibleFields(entity.fields, `${entity.kind}:${entity.slug}`))

describe('labels an editor reads', () => {
  it('walks every collection, global and block', () => {
    expect(ENTITIES.length).toBeGreaterThan(10)
    expect(ALL.length).toBeGreaterThan(100)
  })

  it('gives every field a label written for editors, not a field name turned into words', () => {
    const unlabelled = ALL.filter((seen) => !seen.explicit).map((seen) => seen.where)
    expect(unlabelled).toEqual([])
  })

  it('shows no platform names, codes or jargon as a label or a choice', () => {
    const jargon = ALL.filter((seen) => FORBIDDEN_LABELS.some((pattern) => pattern.test(seen.label))).map(
      (seen) => `${seen.where}: "${seen.label}"`,
    )
    expect(jargon).toEqual([])
  })

  it('says where every link leads, and has one link field per link', () => {
    const links = ALL.filter((seen) => seen.isLink || seen.hasPicker)
    expect(links.length).toBeGreaterThan(8)
    const withoutHelp = links.filter((seen) => !seen.description || !/\blead/i.test(seen.description))
    expect(withoutHelp.map((seen) => seen.where)).toEqual([])
    // A link is chosen from the pages; a second address field shows only while no page is chosen.
    const loose = links.filter((seen) => !seen.hasPicker && !seen.conditional)
    expect(loose.map((seen) => seen.where)).toEqual([])
  })
})
