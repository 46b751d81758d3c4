import { describe, expect, it } from 'vitest'
import {
  cellOf,
  firstRowAt,
  GRID_COLUMNS,
  gridHeight,
  gridWindow,
  nearEnd,
  renderedIndices,
  ROW_PITCH_PX,
} from '../../../kernel/ui/wallets/windowing'

/** The AllWallets scroller is at most 460px tall: 5 rows of 104px reach into it. */
const VIEWPORT = 460

describe('wallet grid windowing (AllWallets at scale)', () => {
  it('SPEC §9 lists: at the top, the rows in view are rendered and no more', () => {
    const range = gridWindow(5000, 0, VIEWPORT)
    expect(range.start).toBe(0)
    // ceil(460 / 104) = 5 rows and one partial row more: 6 rows of 4.
    expect(range.end).toBe(6 * GRID_COLUMNS)
  })

  it('SPEC §9 lists: scrolled into the middle, the window starts at the first visible row', () => {
    const firstRow = firstRowAt(100 * ROW_PITCH_PX + 50)
    expect(firstRow).toBe(100)
    expect(gridWindow(5000, firstRow, VIEWPORT)).toEqual({ start: 100 * 4, end: 106 * 4 })
  })

  it('SPEC §9 lists: the window never passes the end of a short or partly filled last row', () => {
    expect(gridWindow(6, 0, VIEWPORT)).toEqual({ start: 0, end: 6 })
    expect(gridWindow(42, 8, VIEWPORT)).toEqual({ start: 32, end: 42 })
    // A list that shrank under a deep scroll offset (a search) renders nothing rather than a bad range.
    expect(gridWindow(10, 500, VIEWPORT)).toEqual({ start: 10, end: 10 })
    expect(gridWindow(0, 0, VIEWPORT)).toEqual({ start: 0, end: 0 })
  })

  it('SPEC §9 lists: tiles sit at a fixed pitch by index, and the list is as tall as its rows', () => {
    expect(cellOf(0)).toEqual({ top: 0, column: 0 })
    expect(cellOf(3)).toEqual({ top: 0, column: 3 })
    expect(cellOf(4)).toEqual({ top: ROW_PITCH_PX, column: 0 })
    expect(cellOf(4999)).toEqual({ top: 1249 * ROW_PITCH_PX, column: 3 })
    expect(gridHeight(0)).toBe(0)
    expect(gridHeight(41)).toBe(11 * ROW_PITCH_PX)
  })

  it('SPEC §2 keyboard: the focused tile stays rendered with its neighbours, in index (Tab) order, when scrolled away', () => {
    const range = { start: 400, end: 440 }
    expect(renderedIndices(range, -1, 5000)).toEqual(Array.from({ length: 40 }, (_, offset) => 400 + offset))
    expect(renderedIndices(range, 7, 5000).slice(0, 4)).toEqual([6, 7, 8, 400])
    expect(renderedIndices(range, 900, 5000).slice(-4)).toEqual([439, 899, 900, 901])
    // Inside the window nothing is repeated.
    expect(renderedIndices(range, 410, 5000)).toHaveLength(40)
  })

  it('SPEC §2 keyboard: the tile the next Tab or Shift+Tab reaches is rendered as soon as focus lands, before the window moves', () => {
    // Focus on the last tile of the window (a fast Tab, the scroll event not yet handled): its successor is rendered too.
    expect(renderedIndices({ start: 0, end: 20 }, 19, 40)).toEqual(Array.from({ length: 21 }, (_, index) => index))
    // Shift+Tab from the first tile of a window that starts lower.
    expect(renderedIndices({ start: 24, end: 56 }, 24, 80)[0]).toBe(23)
    // The neighbours never pass either end of the list.
    expect(renderedIndices({ start: 0, end: 6 }, 0, 6)).toEqual([0, 1, 2, 3, 4, 5])
    expect(renderedIndices({ start: 0, end: 6 }, 5, 6)).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('SPEC §4 pages grow: the next page is due when the end is within the prefetch rows below the viewport', () => {
    // 40 tiles = 10 rows; the viewport shows rows 0..4.
    expect(nearEnd(40, 0, VIEWPORT, 4)).toBe(false)
    expect(nearEnd(40, 1, VIEWPORT, 4)).toBe(true)
    expect(nearEnd(80, 1, VIEWPORT, 4)).toBe(false)
    // Still true after a page landed while the viewport sat at the end: the caller checks again.
    expect(nearEnd(80, 12, VIEWPORT, 4)).toBe(true)
  })
})
