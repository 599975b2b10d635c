/**
 * The icons the site's sprite sheets hold, with the words an editor picks them by. The
 * stored value stays the platform's category:name (utility:arrowright).
 */
export const ICON_CHOICES = [
  { value: 'utility:arrowright', label: 'Arrow pointing right' },
  { value: 'utility:arrowleft', label: 'Arrow pointing left' },
  { value: 'utility:chevronright', label: 'Chevron right' },
  { value: 'utility:chevronleft', label: 'Chevron left' },
  { value: 'utility:new_window', label: 'Opens in a new window' },
  { value: 'utility:link', label: 'Link' },
  { value: 'utility:email', label: 'E-mail' },
  { value: 'utility:search', label: 'Search' },
  { value: 'utility:event', label: 'Calendar event' },
  { value: 'utility:play', label: 'Play' },
  { value: 'utility:info', label: 'Information' },
  { value: 'utility:success', label: 'Success (tick)' },
  { value: 'utility:warning', label: 'Warning' },
  { value: 'utility:error', label: 'Error' },
  { value: 'utility:close', label: 'Close' },
] as const

/** Where the browser finds an icon's drawing: the sprite sheet of its category. */
export function iconSpriteHref(value: string): string | null {
  const match = /^([a-z]+):([a-z0-9_]+)$/.exec(value)
  return match ? `/assets/icons/${match[1]}-sprite/svg/symbols.svg#${match[2]}` : null
}

/**
 * Named text styles for the hero's eyebrow, title and subtitle. The stored value stays
 * the style sheet's class name (h1-bold).
 */
export const TEXT_STYLE_CHOICES = [
  { value: 'display-bold', label: 'Display (largest), bold' },
  { value: 'h1-bold', label: 'Heading 1, bold' },
  { value: 'h1', label: 'Heading 1' },
  { value: 'h2-bold', label: 'Heading 2, bold' },
  { value: 'h2', label: 'Heading 2' },
  { value: 'h3-bold', label: 'Heading 3, bold' },
  { value: 'h3', label: 'Heading 3' },
  { value: 'body1-medium', label: 'Body text, medium weight' },
  { value: 'body1', label: 'Body text' },
  { value: 'body2', label: 'Small text' },
] as const
