'use client'

import type { DefaultCellComponentProps } from 'payload'

import { formatSiteTime } from '@/lib/site-time'

/** A date column in a list: on the site's clock with its zone named, whatever the computer's clock says. */
export function SiteTimeCell({ cellData }: DefaultCellComponentProps) {
  if (!cellData) return null
  return <span>{formatSiteTime(String(cellData))}</span>
}
