import type React from 'react'

import { ResponsiveImage } from '@/components/image/ResponsiveImage'
import type { SectionView } from '@/lib/views'

import styles from './Section.module.css'

export type SectionColumn = { key: string; width: number; content: React.ReactNode }

type Props = {
  section: SectionView
  /** One column of the section's width … */
  children?: React.ReactNode
  /** … or several, each of its own width (a section with columns). */
  columns?: SectionColumn[]
  /** Accessible name of the region, when the section is a landmark. */
  label?: string
  className?: string
  as?: 'section' | 'div'
}

const withoutUnset = (settings: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined))

/** Where the direction is row, columns sit side by side at their widths; elsewhere each takes the full width. */
const spanOn = (direction: 'row' | 'column', width: number) => String(direction === 'row' ? width : 12)

/**
 * A full-width section of the page on the 12-column grid, with one column or several.
 * Its layout settings arrive as CSS custom properties, so the stylesheet stays static.
 */
export function Section({ section, children, columns, label, className, as: Tag = 'section' }: Props) {
  // Only the settings a section has: each one is sent again in the page's React payload.
  const style: Record<string, string> = withoutUnset({
    '--section-max-width': section.maxContentWidth,
    '--section-gutter': section.sectionColumnGutterWidth,
    '--section-spacer': section.componentSpacerSize,
    '--section-min-height': section.sectionMinHeight,
    '--section-align': section.sectionVerticalAlign,
    '--section-overlay': section.backgroundImageOverlay,
  })
  const background = section.backgroundImage
  // A repeated pattern needs CSS; any other background is an image element, so the
  // browser picks the width for the screen and reads its alternative text.
  const tiled = background?.bgSizeOrRepeat === 'repeat'
  if (background && tiled) {
    style['--section-bg-image'] = `url("${encodeURI(background.url)}")`
    style['--section-bg-position'] = background.bgPosition
  }
  return (
    <Tag
      className={[styles.section, background ? styles.withBackground : '', tiled ? styles.tiled : '', className]
        .filter(Boolean)
        .join(' ')}
      style={style as React.CSSProperties}
      aria-label={Tag === 'section' ? label : undefined}
    >
      {background && !tiled && (
        <ResponsiveImage
          image={background}
          className={styles.backgroundImage}
          sizes="100vw"
          style={{
            objectPosition: background.bgPosition,
            objectFit: background.bgSizeOrRepeat === 'contain' ? 'contain' : 'cover',
          }}
        />
      )}
      <div className={styles.grid}>
        {(columns ?? [{ key: 'col1', width: section.columnWidth, content: children }]).map((column) => (
          <div
            key={column.key}
            className={styles.column}
            style={
              {
                '--span-mobile': spanOn(section.layoutDirectionMobile, column.width),
                '--span-tablet': spanOn(section.layoutDirectionTablet, column.width),
                '--span-desktop': spanOn(section.layoutDirectionDesktop, column.width),
              } as React.CSSProperties
            }
          >
            {column.content}
          </div>
        ))}
      </div>
    </Tag>
  )
}
