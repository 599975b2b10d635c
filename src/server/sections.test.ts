import { describe, expect, it } from 'vitest'

import type { SectionLayout } from '@/payload-types'

import { toSectionView } from './sections'

describe('section settings as the page uses them', () => {
  it('takes the spec’s defaults when nothing is set', () => {
    expect(toSectionView(undefined)).toMatchObject({
      maxContentWidth: undefined,
      layoutDirectionDesktop: 'row',
      layoutDirectionTablet: 'column',
      layoutDirectionMobile: 'column',
      sectionVerticalAlign: 'start',
      columnWidth: 12,
    })
  })

  it('passes CSS lengths through the length normaliser: good ones kept, anything else dropped', () => {
    const view = toSectionView({
      maxContentWidth: '1300px',
      sectionColumnGutterWidth: '2rem',
      componentSpacerSize: 'red; background: url(x)',
      sectionMinHeight: '40',
      columnWidth: 30,
    } as SectionLayout)
    expect(view.maxContentWidth).toBe('1300px')
    expect(view.sectionColumnGutterWidth).toBe('2rem')
    expect(view.componentSpacerSize).toBeUndefined()
    expect(view.sectionMinHeight).toBeUndefined()
    expect(view.columnWidth).toBe(12)
  })
})
