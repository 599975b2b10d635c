import type React from 'react'

import { Button } from '@/components/button/Button'
import { ResponsiveImage } from '@/components/image/ResponsiveImage'
import type { HeroBlock as HeroBlockData } from '@/payload-types'

import { defineBlockRenderer } from '../types'
import styles from './Hero.module.css'
import { toHeroView, type HeroView } from './view'

/**
 * The spotlight at the top of a page. Its background is a real image element (so it
 * can be preloaded and sized per device) under the overlay colour and gradient.
 */
export function HeroBlock({ view: hero, priority = false }: { view: HeroView; priority?: boolean }) {
  const style = {
    '--hero-height': `${hero.heroHeight}px`,
    '--hero-inner-width': `${hero.heroInnerWidth}px`,
    '--hero-subtitle-width': `${hero.subtitleWidth}px`,
    '--hero-overlay': hero.backgroundImageOverlay,
  } as React.CSSProperties
  const classes = [
    styles.hero,
    hero.boolAddGradient ? styles.gradient : '',
    hero.boolLeftAligned ? styles.left : styles.center,
  ].join(' ')
  return (
    <div className={classes} style={style} data-testid="hero">
      {hero.backgroundImage && (
        <ResponsiveImage
          image={hero.backgroundImage}
          className={styles.background}
          sizes="100vw"
          priority={priority}
          decorative
        />
      )}
      <div className={styles.overlay} aria-hidden="true" />
      <div className={styles.inner}>
        {hero.eyebrowText && <p className={`${styles.eyebrow} ${hero.eyebrowClass}`}>{hero.eyebrowText}</p>}
        <h1 className={`${styles.title} ${hero.titleClass}`}>{hero.titleText}</h1>
        {hero.subtitleText && <p className={`${styles.subtitle} ${hero.subtitleClass}`}>{hero.subtitleText}</p>}
        {hero.button && hero.buttonText && (
          <Button
            className={styles.button}
            label={
              <>
                {hero.buttonText}
                {/* The link's purpose out of context (WCAG 2.4.4) for screen readers and crawlers. */}
                <span className="visually-hidden"> about {hero.titleText}</span>
              </>
            }
            link={hero.button}
            variant="brand"
            iconName={hero.buttonIcon}
            iconPosition="right"
          />
        )}
      </div>
    </div>
  )
}

export const renderer = defineBlockRenderer<HeroBlockData, HeroView>({
  regionLabel: 'Spotlight',
  toView: toHeroView,
  Component: ({ view, context }) => <HeroBlock view={view} priority={context.isFirstHero} />,
})
