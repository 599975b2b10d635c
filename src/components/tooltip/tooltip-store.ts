/**
 * Only one tooltip is visible at a time: opening one closes whichever was open.
 * A tiny shared store, so tooltips need no common parent.
 */
type Listener = (openId: string | null) => void

let openId: string | null = null
const listeners = new Set<Listener>()

export const tooltipStore = {
  open(id: string) {
    openId = id
    listeners.forEach((listener) => listener(openId))
  },
  close(id: string) {
    if (openId !== id) return
    openId = null
    listeners.forEach((listener) => listener(openId))
  },
  current: () => openId,
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

/** The spec's tooltip metrics. */
export const TOOLTIP = {
  /** Clearance between trigger and bubble (the spec's "padding top 16"). */
  offset: 16,
  minWidth: 75,
  /** Narrowest the bubble shrinks to near a viewport edge. */
  shrinkMinimum: 36,
  /** Repositioning runs this long after opening, once the bubble has its size. */
  repositionDelayMs: 10,
} as const

export type Placement = 'top' | 'bottom'

/**
 * Where the bubble goes: above the trigger when there is room, else below; shifted
 * sideways to stay inside the viewport, never narrower than the shrink minimum.
 */
export function placeTooltip(
  trigger: { top: number; bottom: number; left: number; width: number },
  bubble: { width: number; height: number },
  viewport: { width: number; height: number },
): { placement: Placement; left: number; top: number; maxWidth: number } {
  const placement: Placement = trigger.top - bubble.height - TOOLTIP.offset >= 0 ? 'top' : 'bottom'
  const maxWidth = Math.max(TOOLTIP.shrinkMinimum, viewport.width - 16)
  const width = Math.min(bubble.width, maxWidth)
  const centred = trigger.left + trigger.width / 2 - width / 2
  const left = Math.min(Math.max(8, centred), Math.max(8, viewport.width - width - 8))
  const top = placement === 'top' ? trigger.top - bubble.height - TOOLTIP.offset : trigger.bottom + TOOLTIP.offset
  return { placement, left, top, maxWidth }
}
