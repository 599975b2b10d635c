import { describe, expect, it } from 'vitest'

import { CSS_LENGTH_UNITS, isCssLength, normaliseCssLength } from './css-length'
import {
  normaliseAction,
  normaliseAlignment,
  normaliseColumnPortion,
  normaliseCoordinates,
  normaliseDirection,
  normaliseSize,
} from './normalisers'

describe('configuration normalisers (spec section 5)', () => {
  it('action is inline or redirect, falling back to inline', () => {
    expect(normaliseAction('redirect')).toBe('redirect')
    expect(normaliseAction('INLINE')).toBe('inline')
    expect(normaliseAction('popup')).toBe('inline')
    expect(normaliseAction(undefined)).toBe('inline')
  })

  it('alignment is left, center or right, falling back to left', () => {
    expect(normaliseAlignment('center')).toBe('center')
    expect(normaliseAlignment('right')).toBe('right')
    expect(normaliseAlignment('middle')).toBe('left')
    expect(normaliseAlignment(3)).toBe('left')
  })

  it('direction is left or right', () => {
    expect(normaliseDirection('right')).toBe('right')
    expect(normaliseDirection('up')).toBe('left')
  })

  it('size is small, medium or large, falling back to small', () => {
    expect(normaliseSize('large')).toBe('large')
    expect(normaliseSize('medium')).toBe('medium')
    expect(normaliseSize('huge')).toBe('small')
    expect(normaliseSize(null)).toBe('small')
  })

  it('column portion is one of four values, default 50%', () => {
    for (const portion of ['50%', '16.67%', '33.33%', '66.67%']) expect(normaliseColumnPortion(portion)).toBe(portion)
    expect(normaliseColumnPortion('25%')).toBe('50%')
    expect(normaliseColumnPortion(undefined)).toBe('50%')
  })

  it('coordinates keep latitude within ±90 and longitude within ±180', () => {
    expect(normaliseCoordinates(38.87, -77.01)).toEqual({ latitude: 38.87, longitude: -77.01 })
    expect(normaliseCoordinates('90', '-180')).toEqual({ latitude: 90, longitude: -180 })
    expect(normaliseCoordinates(90.01, 0)).toBeNull()
    expect(normaliseCoordinates(0, 180.5)).toBeNull()
    expect(normaliseCoordinates('north', 0)).toBeNull()
    expect(normaliseCoordinates(Number.NaN, 0)).toBeNull()
    expect(normaliseCoordinates('', '')).toBeNull()
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
    expect(CSS_LENGTH_UNITS).toContain('dvb')
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
