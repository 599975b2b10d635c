/** Icons are named category:name, the category naming one of the sprite sheets. */
const ICON_CATEGORIES = ['action', 'custom', 'doctype', 'standard', 'utility'] as const
export type IconCategory = (typeof ICON_CATEGORIES)[number]

export type IconName = { category: IconCategory; name: string }

const ICON_NAME_SHAPE = /^([a-z]+):([a-z0-9_]+)$/

export function parseIconName(value: string | null | undefined): IconName | null {
  const match = ICON_NAME_SHAPE.exec(value ?? '')
  if (!match) return null
  const category = match[1] as IconCategory
  if (!ICON_CATEGORIES.includes(category)) return null
  return { category, name: match[2] ?? '' }
}
