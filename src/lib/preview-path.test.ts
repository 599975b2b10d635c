import { describe, expect, it } from 'vitest'

import { isPreviewablePath, previewUrlOf } from './preview-path'

describe('preview addresses', () => {
  it('builds the preview link through the preview route', () => {
    expect(previewUrlOf('https://cloud.example.mil', '/contact')).toBe(
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
