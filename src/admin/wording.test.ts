/**
 * A new document says it is not saved yet (issue 28): Payload's document controls show
 * "Last saved …" only once a document exists. They leave out the autosave status while a
 * new document of a collection whose drafts validate has no id (`!id && drafts.validate`
 * in @payloadcms/ui's DocumentControls), and show the line translated here instead.
 */
import type { CollectionConfig, Config } from 'payload'
import { en } from 'payload/i18n/en'
import { describe, expect, it } from 'vitest'

import { Announcements } from '@/collections/Announcements'
import { CarouselItems } from '@/collections/CarouselItems'
import { NamedPages } from '@/collections/NamedPages'
import { publishing } from '@/publishing'

import { adminWording } from './wording'

/** A key of Payload's English words, as the admin shows it with our wording over it. */
const shown = (group: 'general' | 'version', key: string, vars: Record<string, string>) => {
  const ours = (adminWording.en as Record<string, Record<string, string> | undefined>)[group]?.[key]
  const theirs = (en.translations as unknown as Record<string, Record<string, string>>)[group]![key]
  expect(theirs, `Payload has ${group}:${key}`).toBeTypeOf('string')
  return (ours ?? theirs!).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '')
}

describe('the admin’s words after Duplicate', () => {
  it('say that the copy is open now and the original unchanged', () => {
    expect(shown('general', 'successfullyDuplicated', { label: 'Page' })).toBe(
      'Page copied. You are now editing the copy, a draft titled “… (copy)”; the original is unchanged.',
    )
  })
})

describe('the admin’s words for a new document', () => {
  it('say the document is not saved yet, with its kind', () => {
    expect(shown('general', 'creatingNewLabel', { label: 'Banner' })).toBe('New Banner, not saved yet')
    // Payload's own words stay where they are right: after a save.
    expect(shown('version', 'lastSavedAgo', { distance: '5 seconds' })).toBe('Last saved 5 seconds ago')
  })

  // Their drafts come from the publishing module, from each collection's own declaration.
  const governed = (publishing()({ collections: [NamedPages, CarouselItems, Announcements] } as Config) as Config)
    .collections as CollectionConfig[]
  it.each(governed.filter((collection) => collection.slug !== 'review-comments'))(
    '$slug: autosaved drafts validate, so “Create new” stores nothing and shows no save status',
    (collection) => {
      const drafts = typeof collection.versions === 'object' ? collection.versions.drafts : undefined
      expect(typeof drafts === 'object' && drafts.autosave).toBeTruthy()
      expect(typeof drafts === 'object' && drafts.validate).toBe(true)
    },
  )
})

describe('the account page', () => {
  it('names its own settings without the platform’s name', () => {
    expect(shown('general', 'payloadSettings', {})).toBe('Display settings')
  })
})
