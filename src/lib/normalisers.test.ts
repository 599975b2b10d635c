import { describe, expect, it } from 'vitest'

import { isCssLength, normaliseCssLength } from './css-length'
import { normaliseDirection } from './normalisers'

describe('configuration normalisers (spec section 5)', () => {
  it('direction is left or right, falling back to left', () => {
    expect(normaliseDirection('right')).toBe('right')
    expect(normaliseDirection(' RIGHT ')).toBe('right')
    expect(normaliseDirection('up')).toBe('left')
    expect(normaliseDirection(undefined)).toBe('left')
  })
})

describe('CSS lengths', () => {
  it('accepts every unit of the spec, including the viewport families', () => {
    for (const unit of [
      '%',
      'cm',
      'mm',
      'Q',
      'in',
      'pc',
      'pt',
      'px',
      'em',
      'ex',
      'ch',
      'rem',
      'lh',
      'rlh',
      'vw',
      'vh',
      'vmin',
      'vmax',
      'vb',
      'vi',
      'svw',
      'svh',
      'lvw',
      'lvh',
      'dvw',
      'dvh',
      'dvmin',
      'svmax',
    ]) {
      expect(isCssLength(`12${unit}`), unit).toBe(true)
    }
    expect(isCssLength('0rem')).toBe(true)
    expect(isCssLength('1.5em')).toBe(true)
    expect(isCssLength('-2px')).toBe(true)
  })

  it('refuses unknown units, bare numbers and injections', () => {
    for (const value of ['12', '12pxx', '12 px', 'px', '1300PX', 'calc(100% - 2px)', '1px;color:red', '10furlongs']) {
      expect(isCssLength(value), value).toBe(false)
    }
    expect(normaliseCssLength('1300px')).toBe('1300px')
    expect(normaliseCssLength('wide', '1200px')).toBe('1200px')
    expect(normaliseCssLength(42)).toBeUndefined()
  })
})
