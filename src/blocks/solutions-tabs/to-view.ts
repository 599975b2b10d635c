import 'server-only'

import { resolveFirstLink, type PageDirectory } from '@/lib/page-links'
import type { SolutionsTabsView } from '@/lib/views'
import type { SolutionsTabsBlock } from '@/payload-types'

export function toSolutionsTabsView(block: SolutionsTabsBlock, directory: PageDirectory): SolutionsTabsView {
  return {
    headerText: block.headerText,
    tabs: block.tabs.map((tab, tabIndex) => ({
      id: tab.id ?? `tab-${tabIndex}`,
      header: tab.header,
      cards: (tab.cards ?? []).map((card, cardIndex) => ({
        id: card.id ?? `card-${tabIndex}-${cardIndex}`,
        title: card.title,
        text: card.text ?? undefined,
        url: card.url ?? undefined,
        apiName: card.apiName ?? undefined,
        link: resolveFirstLink([card.apiName, card.url], directory),
      })),
    })),
  }
}
