'use client'

import { useRef, useState, type KeyboardEvent } from 'react'

import { SiteLink } from '@/components/site-link/SiteLink'

import styles from './SolutionsTabs.module.css'
import type { SolutionsTabsView } from './view'

type Props = { tabs: SolutionsTabsView['tabs']; idPrefix: string }

/** Where an arrow, Home or End key moves focus in a tab list of `count` tabs (wrapping). */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * WAI-ARIA tabs: exactly one tab active (the first by default), roving tabindex,
 * Left/Right wrap, Home/End jump, activation follows focus. Without JavaScript every
 * panel shows, stacked under its own heading.
 */
export function SolutionsTabs({ tabs, idPrefix }: Props) {
  const [active, setActive] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextTabIndex(event.key, index, tabs.length)
    if (next === null) return
    event.preventDefault()
    setActive(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className={styles.tabs}>
      <noscript>
        <style>{`.${styles.tablist}{display:none}.${styles.panel}[hidden]{display:block;margin-bottom:2rem}.${styles.panelHeading}{position:static!important;width:auto!important;height:auto!important;margin:0 0 1rem!important;clip:auto!important;overflow:visible!important;white-space:normal!important}`}</style>
      </noscript>
      <div role="tablist" aria-label="Solutions" className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${idPrefix}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.header}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          hidden={index !== active}
          className={styles.panel}
        >
          <h3 className={`visually-hidden ${styles.panelHeading}`}>{tab.header}</h3>
          <ul className="card-grid">
            {tab.cards.map((card) => (
              <li key={card.id} className={styles.card}>
                {card.link ? (
                  <SiteLink className={styles.cardLink} {...card.link}>
                    <span className={styles.cardTitle}>{card.title}</span>
                  </SiteLink>
                ) : (
                  <span className={styles.cardTitle}>{card.title}</span>
                )}
                {card.text && <p className={styles.cardText}>{card.text}</p>}
                <span className={styles.cardMore} aria-hidden="true">
                  Learn more
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
