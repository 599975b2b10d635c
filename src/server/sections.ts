import 'server-only'

import { normaliseCssLength } from '@/lib/css-length'
import type { SectionView } from '@/lib/views'
import type { SectionLayout } from '@/payload-types'
import { toImageView } from './images'

/** The section settings with the spec's defaults: one 12/12 column, row on desktop, stacked below. */
export function toSectionView(section: SectionLayout | null | undefined): SectionView {
  return {
    maxContentWidth: normaliseCssLength(section?.maxContentWidth),
    sectionColumnGutterWidth: normaliseCssLength(section?.sectionColumnGutterWidth),
    componentSpacerSize: normaliseCssLength(section?.componentSpacerSize),
    sectionMinHeight: normaliseCssLength(section?.sectionMinHeight),
    layoutDirectionDesktop: section?.layoutDirectionDesktop ?? 'row',
    layoutDirectionTablet: section?.layoutDirectionTablet ?? 'column',
    layoutDirectionMobile: section?.layoutDirectionMobile ?? 'column',
    sectionVerticalAlign: section?.sectionVerticalAlign ?? 'start',
    columnWidth: Math.min(12, Math.max(1, Math.round(section?.columnWidth ?? 12))),
    backgroundImage: toImageView(section?.backgroundImage),
    backgroundImageOverlay: section?.backgroundImageOverlay ?? undefined,
  }
}
