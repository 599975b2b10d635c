import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ICON_CHOICES, iconSpriteHref } from './icon-choices'

describe('icon choices', () => {
  it('offers only icons the sprite sheets draw, each named in words', () => {
    for (const choice of ICON_CHOICES) {
      const href = iconSpriteHref(choice.value)
      expect(href, choice.value).not.toBeNull()
      const [file, id] = (href ?? '').split('#')
      const sprite = readFileSync(path.join(process.cwd(), 'public', file ?? ''), 'utf8')
      expect(sprite, choice.value).toContain(`id="${id}"`)
      expect(choice.label).not.toMatch(/:/)
    }
  })
})
