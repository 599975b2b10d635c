/** Component defaults of the spec; the home page's block carries its own values. */
export const HERO_DEFAULTS = {
  heroHeight: 304,
  heroInnerWidth: 747,
  eyebrowClass: 'body1-medium',
  titleClass: 'h1-bold',
  subtitleClass: 'body1',
  backgroundImageOverlay: 'rgba(0, 32, 91, 0.85)',
} as const
