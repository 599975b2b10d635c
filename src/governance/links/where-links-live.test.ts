import { describe, expect, it } from 'vitest'

import { adminPathOfSource, handOverMessage, onlyAdministratorsChange } from './where-links-live'

describe('where a broken link lives in the admin', () => {
  it('opens the page, news item or banner, or the settings it was found on', () => {
    expect(adminPathOfSource({ collection: 'named-pages', id: '12' })).toBe('/admin/collections/named-pages/12')
    expect(adminPathOfSource({ collection: 'home-page', id: 'home-page' })).toBe('/admin/globals/home-page')
    expect(adminPathOfSource({ collection: 'site-settings', id: 'site-settings' })).toBe('/admin/globals/site-settings')
  })

  it('knows that only administrators change site settings, and words the hand-over for them', () => {
    expect(onlyAdministratorsChange({ collection: 'site-settings', id: 'site-settings' })).toBe(true)
    expect(onlyAdministratorsChange({ collection: 'home-page', id: 'home-page' })).toBe(false)
    const { subject, body } = handOverMessage(
      {
        sourceTitle: 'Site settings',
        where: 'Footer link 3 › Link',
        url: 'https://gone.example',
        problem: 'Not found (404).',
      },
      'https://site.example/admin/collections/broken-links',
    )
    expect(subject).toBe('Please fix a broken link in Site settings')
    expect(body).toContain('Where: Footer link 3 › Link')
    expect(body).toContain('Link: https://gone.example')
  })
})
