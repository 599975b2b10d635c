import { describe, expect, it } from 'vitest'

import { describeUploadRules, IMAGE_TYPES, refusalOf } from './upload-rules'

const rules = { accepted: IMAGE_TYPES, maxBytes: 10 * 1024 * 1024 }

describe('upload rules in words', () => {
  it('states the types and the limit', () => {
    expect(describeUploadRules(rules)).toBe(
      'Accepted: PNG, JPEG, WebP, AVIF or GIF files, up to 10 MB each. SVG drawings are not accepted, as they can carry scripts.',
    )
  })

  it('refuses an SVG and an oversized file with the reason, and accepts a fitting one', () => {
    expect(refusalOf({ name: 'logo.svg', size: 100, type: 'image/svg+xml' }, rules)).toMatch(
      /logo\.svg.*an SVG drawing/,
    )
    expect(refusalOf({ name: 'big.png', size: 12 * 1024 * 1024, type: 'image/png' }, rules)).toMatch(
      /12 MB, larger than the 10 MB/,
    )
    expect(refusalOf({ name: 'ok.png', size: 1000, type: 'image/png' }, rules)).toBeNull()
  })
})
