import type { SolutionsTabsBlock as SolutionsTabsBlockData } from '@/payload-types'

import { defineBlockRenderer } from '../types'
import styles from './SolutionsTabs.module.css'
import { SolutionsTabs } from './Tabs.client'
import { toSolutionsTabsView, type SolutionsTabsView } from './view'

/** The solutions area: server-rendered header and cards; the tab switching is a small island. */
export function SolutionsTabsBlock({ view: solutions, blockId }: { view: SolutionsTabsView; blockId: string }) {
  const headingId = `${blockId}-heading`
  return (
    <div className={styles.solutions}>
      <div className="page-width">
        <h2 id={headingId} className={styles.header}>
          {solutions.headerText}
        </h2>
        <SolutionsTabs tabs={solutions.tabs} idPrefix={blockId} />
      </div>
    </div>
  )
}

export const renderer = defineBlockRenderer<SolutionsTabsBlockData, SolutionsTabsView>({
  regionLabel: 'Solutions',
  toView: toSolutionsTabsView,
  Component: ({ view, context }) => <SolutionsTabsBlock view={view} blockId={context.blockId} />,
})
