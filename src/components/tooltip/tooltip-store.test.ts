import { describe, expect, it, vi } from 'vitest'

import { placeTooltip, TOOLTIP, tooltipStore } from './tooltip-store'

describe('tooltip store', () => {
  it('keeps at most one tooltip open', () => {
    const seen: (string | null)[] = []
    const unsubscribe = tooltipStore.subscribe((id) => seen.push(id))
    tooltipStore.open('a')
    tooltipStore.open('b')
    expect(tooltipStore.current()).toBe('b')
    tooltipStore.close('a')
    expect(tooltipStore.current()).toBe('b')
    tooltipStore.close('b')
    expect(tooltipStore.current()).toBeNull()
    expect(seen).toEqual(['a', 'b', null])
    unsubscribe()
    const listener = vi.fn()
    tooltipStore.subscribe(listener)()
    tooltipStore.open('c')
    expect(listener).not.toHaveBeenCalled()
    tooltipStore.close('c')
  })
})

describe('tooltip placement', () => {
  const viewport = { width: 1280, height: 800 }

  it('goes above the trigger with the spec’s clearance when there is room', () => {
    const place = placeTooltip({ top: 300, bottom: 344, left: 600, width: 44 }, { width: 100, height: 30 }, viewport)
    expect(place).toMatchObject({ placement: 'top', top: 300 - 30 - TOOLTIP.offset, left: 572 })
  })

  it('goes below when there is no room above', () => {
    const place = placeTooltip({ top: 10, bottom: 54, left: 600, width: 44 }, { width: 100, height: 30 }, viewport)
    expect(place).toMatchObject({ placement: 'bottom', top: 54 + TOOLTIP.offset })
  })

  it('stays inside the viewport and never shrinks below the minimum', () => {
    expect(
      placeTooltip({ top: 300, bottom: 344, left: 1260, width: 20 }, { width: 100, height: 30 }, viewport).left,
    ).toBe(1172)
    expect(placeTooltip({ top: 300, bottom: 344, left: 0, width: 20 }, { width: 100, height: 30 }, viewport).left).toBe(
      8,
    )
    expect(
      placeTooltip(
        { top: 300, bottom: 344, left: 0, width: 20 },
        { width: 100, height: 30 },
        { width: 30, height: 400 },
      ).maxWidth,
    ).toBe(TOOLTIP.shrinkMinimum)
  })
})
