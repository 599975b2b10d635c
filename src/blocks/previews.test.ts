import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { layoutBlocks } from './registry'

describe('block previews in the block picker', () => {
  it('gives every block a picture of how it looks, with a description', () => {
    for (const block of layoutBlocks) {
      expect(block.imageURL, block.slug).toBe(`/admin-blocks/${block.slug}.svg`)
      const file = path.join(process.cwd(), 'public', block.imageURL ?? '')
      expect(existsSync(file), file).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*role="img"/)
      expect(block.imageAltText?.length, block.slug).toBeGreaterThan(20)
    }
  })
})
