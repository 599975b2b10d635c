'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'

import { Icon } from '@/components/icon/Icon'
import { SiteLink } from '@/components/site-link/SiteLink'
import { isVideoType, linkLabel, stepNumber } from '@/lib/carousel-rules'

import styles from './Carousel.module.css'
import type { CarouselCard } from './view'

const LINK_ANIMATION_RESET_MS = 250

type Props = { card: CarouselCard; onSelect: (card: CarouselCard, opener: HTMLElement) => void }

export function CarouselCardView({ card, onSelect }: Props) {
  return card.type === 'Process' ? <ProcessCard card={card} /> : <GenericCard card={card} onSelect={onSelect} />
}

/** News, events, biographies and videos: the whole card opens the detail dialog. */
function GenericCard({ card, onSelect }: Props) {
  const video = isVideoType(card.type)
  return (
    <article className={styles.card} data-type={card.type}>
      <div className={styles.media}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.image} src={card.imageUrl} alt={card.imageAltText} loading="lazy" decoding="async" />
        {video && (
          <span className={styles.playBadge} data-testid="play-badge">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            <span className="visually-hidden">Video</span>
          </span>
        )}
      </div>
      <div className={styles.body}>
        {card.meta && <p className={styles.meta}>{card.meta}</p>}
        <h3 className={styles.cardTitle}>
          <button
            type="button"
            className={styles.cardButton}
            aria-haspopup="dialog"
            onClick={(event) => onSelect(card, event.currentTarget)}
          >
            {card.title}
          </button>
        </h3>
        {card.caption && <div className={styles.caption} dangerouslySetInnerHTML={{ __html: card.caption }} />}
      </div>
    </article>
  )
}

/**
 * A process step: its number, and, with a clickUrl, a card that navigates as a whole.
 * The separate link row (only with a displayUrl) navigates on its own without the card.
 */
function ProcessCard({ card }: { card: CarouselCard }) {
  const [animating, setAnimating] = useState(false)
  const timer = useRef(0)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    event.stopPropagation()
    setAnimating(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setAnimating(false), LINK_ANIMATION_RESET_MS)
  }

  function onLinkKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    // Links answer Enter natively; the spec also lets Space activate this one.
    if (event.key === ' ') {
      event.preventDefault()
      event.currentTarget.click()
    }
  }

  return (
    <article
      className={`${styles.card} ${styles.process}`}
      data-type="Process"
      data-clickable={Boolean(card.clickLink)}
    >
      <div className={styles.processMedia}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.image} src={card.imageUrl} alt={card.imageAltText} loading="lazy" decoding="async" />
        <span className={styles.step} aria-hidden="true">
          {stepNumber(card.displayOrder)}
        </span>
      </div>
      <div className={styles.processBody}>
        <p className="visually-hidden">Step {stepNumber(card.displayOrder)}</p>
        <h3 className={styles.cardTitle}>
          {card.clickLink ? (
            <SiteLink className={styles.cardLink} {...card.clickLink}>
              {card.title}
            </SiteLink>
          ) : (
            card.title
          )}
        </h3>
        {card.caption && <div className={styles.caption} dangerouslySetInnerHTML={{ __html: card.caption }} />}
        {card.displayLink && (
          <p className={styles.linkRow}>
            <SiteLink
              className={`${styles.rowLink} ${animating ? styles.rowLinkClicked : ''}`}
              {...card.displayLink}
              onClick={onLinkClick}
              onKeyDown={onLinkKeyDown}
              data-animating={animating || undefined}
            >
              {card.displayUrlIcon && <Icon iconName={card.displayUrlIcon} size="x-small" />}
              <span>{linkLabel(card.displayUrlText, card.displayUrl)}</span>
            </SiteLink>
          </p>
        )}
      </div>
    </article>
  )
}
