import { describe, expect, it } from 'vitest'

import { decide, publishesDirectly, type Write } from './policy'

const write = (over: Partial<Write>): Write => ({
  rule: 'reviewed',
  kind: 'Page',
  operation: 'update',
  actor: { role: 'author' },
  approval: false,
  live: true,
  goesLive: true,
  unpublishing: false,
  twoPersonRule: true,
  ...over,
})

describe('the publishing policy', () => {
  it('keeps authors to drafts, and editors to review while the two-person rule is on', () => {
    expect(decide(write({ goesLive: false }))).toEqual({ outcome: 'draft' })
    expect(decide(write({}))).toMatchObject({ outcome: 'refused', status: 403, message: /Authors save drafts/ })
    expect(decide(write({ actor: { role: 'editor' } }))).toMatchObject({
      outcome: 'refused',
      message: /through review/,
    })
    expect(decide(write({ actor: { role: 'editor' }, twoPersonRule: false }))).toEqual({ outcome: 'live' })
    expect(decide(write({ actor: { role: 'editor' }, unpublishing: true }))).toEqual({ outcome: 'live' })
  })

  it('lets the review’s own approval and the site itself (seed, jobs) publish', () => {
    expect(decide(write({ approval: true }))).toEqual({ outcome: 'live' })
    expect(decide(write({ actor: null }))).toEqual({ outcome: 'live' })
  })

  it('deletes live content only once it is unpublished, while the rule is on', () => {
    expect(decide(write({ operation: 'delete', actor: { role: 'editor' } }))).toMatchObject({ status: 409 })
    expect(decide(write({ operation: 'delete', actor: { role: 'author' }, live: false }))).toEqual({ outcome: 'live' })
  })

  it('keeps a new upload as a draft and sends publishing it, or a replacement, to review', () => {
    const upload = { rule: 'replacements' as const, kind: 'Image' }
    const create = { ...upload, operation: 'create' as const, live: false }
    expect(decide(write({ ...create, goesLive: false }))).toEqual({ outcome: 'draft' })
    expect(decide(write({ ...create }))).toMatchObject({ outcome: 'refused', status: 403 })
    expect(decide(write({ ...create, actor: null }))).toEqual({ outcome: 'live' })
    expect(decide(write({ ...upload }))).toMatchObject({ outcome: 'refused', status: 403 })
    expect(decide(write({ ...upload, goesLive: false }))).toEqual({ outcome: 'draft' })
  })

  it('refuses redirects of the site’s own addresses, and sends one to another website to review', () => {
    const redirect = { rule: 'redirects' as const, kind: 'Redirect', actor: { role: 'editor' } }
    expect(decide(write({ ...redirect, redirect: { external: false } }))).toEqual({ outcome: 'live' })
    expect(decide(write({ ...redirect, redirect: { external: true } }))).toMatchObject({ status: 403 })
    expect(decide(write({ ...redirect, goesLive: false, redirect: { external: true } }))).toEqual({ outcome: 'draft' })
    expect(decide(write({ ...redirect, redirect: { external: false, protectedFrom: '/news' } }))).toMatchObject({
      status: 400,
    })
    expect(decide(write({ ...redirect, actor: { role: 'author' } }))).toMatchObject({ status: 403 })
  })

  it('leaves settings to administrators', () => {
    const settings = { rule: 'administrators' as const, kind: 'Site settings' }
    expect(decide(write({ ...settings, actor: { role: 'admin' } }))).toEqual({ outcome: 'live' })
    expect(decide(write({ ...settings, actor: { role: 'editor' } }))).toMatchObject({ status: 403 })
  })

  it('shows the Publish button only to those who publish directly', () => {
    expect(publishesDirectly('editor', 'reviewed', true)).toBe(false)
    expect(publishesDirectly('editor', 'reviewed', false)).toBe(true)
    expect(publishesDirectly('author', 'reviewed', false)).toBe(false)
    expect(publishesDirectly('editor', 'redirects', true)).toBe(true)
  })
})
