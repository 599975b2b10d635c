/**
 * A CSS colour as staff would say it ("dark blue, 85% opaque"), for the compare view and
 * beside the colour's box (issue 48: no internal values in front of authors and editors).
 * colord reads the notations the colour fields accept: hex, rgb()/rgba(), hsl()/hsla().
 */

import { colord } from 'colord'

/** The colour's hue (degrees), saturation, lightness and opacity (0 to 1), or null when it is not one we read. */
export function parseColour(value: string) {
  const colour = colord(value.trim())
  if (!colour.isValid()) return null
  const { h, s, l, a } = colour.toHsl()
  return { hue: h, saturation: s / 100, lightness: l / 100, alpha: a }
}

const HUES: [number, string][] = [
  [15, 'red'],
  [45, 'orange'],
  [70, 'yellow'],
  [160, 'green'],
  [190, 'teal'],
  [255, 'blue'],
  [290, 'purple'],
  [335, 'pink'],
  [360, 'red'],
]

/** "dark blue, 85% opaque"; the value itself when it is not a colour we read. */
export function describeColour(value: string): string {
  const colour = parseColour(value)
  if (!colour) return value
  const { hue, saturation, lightness, alpha } = colour
  let name: string
  if (lightness < 0.08) name = 'black'
  else if (lightness > 0.94) name = 'white'
  else if (saturation < 0.12) name = lightness < 0.35 ? 'dark grey' : lightness > 0.7 ? 'light grey' : 'grey'
  else {
    const base = HUES.find(([limit]) => ((hue % 360) + 360) % 360 < limit)![1]
    name = lightness < 0.3 ? `dark ${base}` : lightness > 0.75 ? `light ${base}` : base
  }
  if (alpha >= 0.995) return name
  if (alpha <= 0.005) return `${name}, fully see-through`
  return `${name}, ${Math.round(alpha * 100)}% opaque`
}
