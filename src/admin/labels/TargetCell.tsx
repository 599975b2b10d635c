'use client'

import type { DefaultCellComponentProps } from 'payload'

import { entityLabel } from '@/lib/entity-labels'

/** The change history's "What" column: the collection's name as editors know it, not its slug. */
export function TargetCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'string' ? entityLabel(cellData) : ''}</span>
}
