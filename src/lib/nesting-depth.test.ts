import { describe, expect, it } from 'vitest'

import { MAX_NESTING, nestsDeeperThan } from './nesting-depth'

/** Rich text with a paragraph inside a paragraph, `levels` down, as JSON text. */
function nestedParagraphs(levels: number): string {
  const paragraph = '{"type":"paragraph","children":['
  return `{"root":${paragraph.repeat(levels)}{"type":"text","text":"deep"}${']}'.repeat(levels)}}`
}

describe('nesting depth of a submitted document', () => {
  it('lets content as deep as editors make through', () => {
    expect(nestsDeeperThan(nestedParagraphs(20))).toBe(false)
    expect(nestsDeeperThan('{"title":"Plain","tags":["a","b"]}')).toBe(false)
  })

  it('finds a document nested thousands of levels deep', () => {
    expect(nestsDeeperThan(nestedParagraphs(3000))).toBe(true)
    expect(nestsDeeperThan('['.repeat(MAX_NESTING + 1))).toBe(true)
    expect(nestsDeeperThan('['.repeat(MAX_NESTING))).toBe(false)
  })

  it('does not count brackets written inside text, escaped quotes included', () => {
    const text = JSON.stringify({ body: `${'{['.repeat(500)} say \\"hi\\" ${'"'.repeat(3)}` })
    expect(nestsDeeperThan(text)).toBe(false)
  })
})
