import type React from 'react'

import type { SectionView } from '@/lib/views'

import styles from './Section.module.css'

type Props = {
  section: SectionView
  children: React.ReactNode
  /** Accessible name of the region, when the section is a landmark. */
  label?: string
  className?: string
  as?: 'section' | 'div'
}

/** Row direction places components side by side: grid columns. */
const gridFlow = (direction: 'row' | 'column') => (direction === 'row' ? 'column' : 'row')

/**
 * A full-width section of the page with one column of the 12-column grid. Its layout
 * settings arrive as CSS custom properties, so the stylesheet stays static.
 */
export function Section({ section, children, label, className, as: Tag = 'section' }: Props) {
  const style: Record<string, string | undefined> = {
    '--section-max-width': section.maxContentWidth,
    '--section-gutter': section.sectionColumnGutterWidth,
    '--section-spacer': section.componentSpacerSize,
    '--section-min-height': section.sectionMinHeight,
    '--flow-desktop': gridFlow(section.layoutDirectionDesktop),
    '--flow-tablet': gridFlow(section.layoutDirectionTablet),
    '--flow-mobile': gridFlow(section.layoutDirectionMobile),
    '--section-align': section.sectionVerticalAlign,
    '--section-column-span': String(section.columnWidth),
    '--section-overlay': section.backgroundImageOverlay,
  }
  const background = section.backgroundImage
  if (background) {
    style['--section-bg-image'] = `url("${encodeURI(background.url)}")`
    style['--section-bg-position'] = background.bgPosition
    style['--section-bg-size'] = background.bgSizeOrRepeat
  }
  return (
    <Tag
      className={[styles.section, background ? styles.withBackground : '', className ?? ''].join(' ')}
      style={style as React.CSSProperties}
      aria-label={Tag === 'section' ? label : undefined}
    >
      <div className={styles.grid}>
        <div className={styles.column}>{children}</div>
      </div>
    </Tag>
  )
}
