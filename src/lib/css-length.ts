/** CSS lengths as the spec accepts them: a number with one of the known units. */
const VIEWPORT_FAMILIES = ['sv', 'lv', 'dv'].flatMap((prefix) =>
  ['w', 'h', 'i', 'b', 'min', 'max'].map((axis) => prefix + axis),
)

const CSS_LENGTH_UNITS: readonly string[] = [
  '%',
  'cm',
  'mm',
  'Q',
  'in',
  'pc',
  'pt',
  'px',
  'em',
  'ex',
  'ch',
  'rem',
  'lh',
  'rlh',
  'vw',
  'vh',
  'vmin',
  'vmax',
  'vb',
  'vi',
  ...VIEWPORT_FAMILIES,
]

const LENGTH_SHAPE = /^(-?(?:\d+(?:\.\d+)?|\.\d+))([a-zA-Z%]+)$/

export function isCssLength(value: string): boolean {
  const match = LENGTH_SHAPE.exec(value.trim())
  return match !== null && CSS_LENGTH_UNITS.includes(match[2] ?? '')
}

/** The value when it is a valid length, else the fallback (undefined by default). */
export function normaliseCssLength(value: unknown, fallback?: string): string | undefined {
  return typeof value === 'string' && isCssLength(value) ? value.trim() : fallback
}
