import { describe, expect, it } from 'vitest'

import { describeColour, parseColour } from './colour-words'

describe('a colour in staff words', () => {
  it('names the hero’s default overlay, and its opacity', () => {
    expect(describeColour('rgba(0, 32, 91, 0.85)')).toBe('dark blue, 85% opaque')
  })

  it('reads each notation the colour fields accept', () => {
    expect(describeColour('#00205b')).toBe('dark blue')
    expect(describeColour('#fff')).toBe('white')
    expect(describeColour('#000000cc')).toBe('black, 80% opaque')
    expect(describeColour('rgb(200 30 40)')).toBe('red')
    expect(describeColour('hsl(120, 60%, 80%)')).toBe('light green')
    expect(describeColour('hsla(40, 90%, 50%, 0.5)')).toBe('orange, 50% opaque')
    expect(describeColour('rgb(128, 128, 128)')).toBe('grey')
  })

  it('gives back what it cannot read, unchanged', () => {
    expect(describeColour('cornflowerblue')).toBe('cornflowerblue')
    expect(parseColour('rgb(1, 2)')).toBeNull()
  })
})
