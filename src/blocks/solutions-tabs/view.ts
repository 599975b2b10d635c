import 'server-only'

import { resolveFirstLink } from '@/lib/page-links'
import type { LinkView } from '@/lib/views'
import type { SolutionsTabsBlock } from '@/payload-types'

import type { BlockContext } from '../types'

export type SolutionCardView = {
  id: string
  title: string
  text?: string
  url?: string
  apiName?: string
  link?: LinkView
}

export type SolutionsTabsView = {
  headerText: string
  tabs: { id: string; header: string; cards: SolutionCardView[] }[]
}

export function toSolutionsTabsView(
  block: SolutionsTabsBlock,
  { directory }: Pick<BlockContext, 'directory'>,
): SolutionsTabsView {
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
