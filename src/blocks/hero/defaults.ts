/**
 * The hero component's defaults (spec section 9): a new hero block starts with these, and
 * a value missing from a stored block falls back to them. The home page's hero carries its
 * own values (686 / 1440 / 1000, gradient on), set by the seed.
 */
export const HERO_DEFAULTS = {
  heroHeight: 304,
  heroInnerWidth: 747,
  subtitleWidth: 747,
  eyebrowClass: 'body1-medium',
  titleClass: 'h1-bold',
  subtitleClass: 'body1',
  boolAddGradient: false,
  boolLeftAligned: false,
  /** Dark blue at 85% opacity over the background image. */
  backgroundImageOverlay: 'rgba(0, 32, 91, 0.85)',
} as const
