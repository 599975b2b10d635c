import type { SolutionsTabsView } from '@/lib/views'

import { SolutionsTabs } from './Tabs.client'
import styles from './SolutionsTabs.module.css'

/** The solutions area: server-rendered header and cards; the tab switching is a small island. */
export function SolutionsTabsBlock({ solutions, blockId }: { solutions: SolutionsTabsView; blockId: string }) {
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
