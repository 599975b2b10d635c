import { parseIconName } from '@/lib/icon-name'

import styles from './Icon.module.css'

export type IconSize = 'xx-small' | 'x-small' | 'small' | 'medium' | 'large'
export type IconVariant = 'bare' | 'error' | 'inverse' | 'warning' | 'success'

type Props = {
  /** category:name, e.g. utility:arrowright. */
  iconName: string | null | undefined
  size?: IconSize
  variant?: IconVariant
  /** When given, the icon is announced with this text; otherwise it is decorative. */
  alternativeText?: string
  className?: string
}

/** The sprite sheet of each category, served from the site's own static files. */
function iconSpriteHref(category: string, name: string): string {
  return `/assets/icons/${category}-sprite/svg/symbols.svg#${name}`
}

/**
 * An icon from the category sprite sheets. A name that is not category:name is
 * dropped with the spec's warning.
 */
export function Icon({ iconName, size = 'medium', variant, alternativeText, className }: Props) {
  const parsed = parseIconName(iconName)
  if (!parsed) {
    if (iconName) console.warn('Invalid icon name', iconName)
    return null
  }
  const classes = [styles.icon, styles[size], variant ? styles[variant] : '', className ?? ''].filter(Boolean).join(' ')
  const a11y = alternativeText ? { role: 'img', 'aria-label': alternativeText } : { 'aria-hidden': true as const }
  return (
    <svg className={classes} focusable="false" data-icon={`${parsed.category}:${parsed.name}`} {...a11y}>
      <use href={iconSpriteHref(parsed.category, parsed.name)} />
    </svg>
  )
}
