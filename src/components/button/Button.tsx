import type React from 'react'

import { Icon } from '@/components/icon/Icon'
import { SiteLink } from '@/components/site-link/SiteLink'
import { normaliseDirection } from '@/lib/normalisers'
import type { LinkView } from '@/lib/views'

import styles from './Button.module.css'

export type ButtonVariant =
  'base' | 'neutral' | 'brand' | 'brand-outline' | 'destructive' | 'destructive-text' | 'inverse' | 'success'
const BUTTON_TYPES = ['button', 'reset', 'submit'] as const
export type ButtonType = (typeof BUTTON_TYPES)[number]

type CommonProps = {
  label: React.ReactNode
  variant?: ButtonVariant
  iconName?: string
  iconPosition?: 'left' | 'right' | string
  className?: string
}

type AsButton = CommonProps & {
  type?: ButtonType
  link?: undefined
} & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>

type AsLink = CommonProps & { link: LinkView } & Omit<
    React.AnchorHTMLAttributes<HTMLAnchorElement>,
    'href' | 'className'
  >

/** A button, or a link styled as one (for navigation). */
export function Button(props: AsButton | AsLink) {
  const { label, variant = 'neutral', iconName, iconPosition, className, ...rest } = props
  const position = normaliseDirection(iconPosition)
  const classes = [styles.button, styles[variant], className ?? ''].filter(Boolean).join(' ')
  const icon = iconName ? <Icon iconName={iconName} size="small" className={styles.icon} /> : null
  const content = (
    <>
      {position === 'left' && icon}
      <span>{label}</span>
      {position === 'right' && icon}
    </>
  )
  if ('link' in rest && rest.link) {
    const { link, ...anchorProps } = rest as Omit<AsLink, keyof CommonProps>
    return (
      <SiteLink className={classes} {...link} {...anchorProps}>
        {content}
      </SiteLink>
    )
  }
  const { type = 'button', ...buttonProps } = rest as Omit<AsButton, keyof CommonProps>
  const safeType = (BUTTON_TYPES as readonly string[]).includes(type) ? type : 'button'
  return (
    <button className={classes} type={safeType} {...buttonProps}>
      {content}
    </button>
  )
}
