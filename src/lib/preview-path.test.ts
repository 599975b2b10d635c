import { describe, expect, it } from 'vitest'

import { isPreviewablePath, previewUrlOf, publicPathOf } from './preview-path'

describe('preview addresses', () => {
  it('maps each previewable document to the public page that shows it', () => {
    expect(publicPathOf({ kind: 'home-page' })).toBe('/')
    expect(publicPathOf({ kind: 'named-pages', path: 'offerings/stratus' })).toBe('/offerings/stratus')
    expect(publicPathOf({ kind: 'carousel-items', recordId: 'a0Bxx0000000001AAA' })).toBe('/detail/a0Bxx0000000001AAA')
    expect(publicPathOf({ kind: 'named-pages', path: '' })).toBeNull()
  })

  it('builds the preview link through the preview route', () => {
    expect(previewUrlOf('https://cloud.example.mil', { kind: 'named-pages', path: 'contact' })).toBe(
      'https://cloud.example.mil/preview?path=%2Fcontact',
    )
  })

  it('only sends the editor to paths on this site', () => {
    expect(isPreviewablePath('/offerings/stratus')).toBe(true)
    expect(isPreviewablePath('/')).toBe(true)
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'offerings',
      '/a b',
      '/x?y=1',
      42,
    ]) {
      expect(isPreviewablePath(bad)).toBe(false)
    }
  })
})
