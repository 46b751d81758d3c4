/**
 * The wallet grid's geometry and windowing math, free of the DOM: every row
 * has the same height, so the rows in view follow from the scroll offset
 * alone, and each tile's place from its index (no measuring, no layout jump).
 * The numbers match the .pt-grid rules in ./WalletGrid.tsx.
 */

export const GRID_COLUMNS = 4
/** A 96px tile plus the 8px gap below it. */
export const ROW_PITCH_PX = 104

/** Item indices [start, end) to render. */
export interface GridWindow {
  start: number
  end: number
}

/** The row at the top of the viewport. */
export function firstRowAt(scrollTop: number): number {
  return Math.floor(scrollTop / ROW_PITCH_PX)
}

/**
 * The rows reaching into the viewport that starts at `firstRow`, and no more. A fling moves the window by more
 * than its height between frames, so each frame styles, lays out and paints every row of it anew: two rows of
 * overscan on each side made the window 10 rows instead of 6, and without them bench/list-scale's long tasks
 * per 30 s of scrolling fell from 29–57 to 6–20 (4× CPU throttling). Tab needs no overscan: the
 * focused tile's neighbours are rendered (renderedIndices).
 */
export function gridWindow(itemCount: number, firstRow: number, viewportHeight: number): GridWindow {
  // A viewport that does not start on a row boundary shows one partial row more.
  const to = firstRow + Math.ceil(viewportHeight / ROW_PITCH_PX) + 1
  return { start: Math.min(itemCount, firstRow * GRID_COLUMNS), end: Math.min(itemCount, to * GRID_COLUMNS) }
}

/**
 * The indices to render, ascending (DOM order is Tab order): the window, and
 * the pinned index (the focused tile, -1 for none) with its neighbours, even
 * when scrolled away. Focus never drops to <body>, and the tile the next Tab
 * (or Shift+Tab) moves to is rendered as soon as focus lands, not only after
 * the scroll event that moves the window (a fast Tab outruns that).
 */
export function renderedIndices({ start, end }: GridWindow, pinned: number, itemCount: number): number[] {
  const indices = new Set<number>()
  if (pinned >= 0) for (let index = Math.max(0, pinned - 1); index <= Math.min(itemCount - 1, pinned + 1); index++) indices.add(index)
  for (let index = start; index < end; index++) indices.add(index)
  return [...indices].sort((a, b) => a - b)
}

/** Where a tile sits: its top in px and its column. */
export function cellOf(index: number): { top: number; column: number } {
  return { top: Math.floor(index / GRID_COLUMNS) * ROW_PITCH_PX, column: index % GRID_COLUMNS }
}

/** The list's height for this many items (the last row's gap is the room below it). */
export function gridHeight(itemCount: number): number {
  return Math.ceil(itemCount / GRID_COLUMNS) * ROW_PITCH_PX
}

/**
 * Infinite scroll from the window's geometry: true when the last row in view
 * is within `aheadRows` of the last loaded row, so the next page is asked for
 * before the end shows.
 */
export function nearEnd(itemCount: number, firstRow: number, viewportHeight: number, aheadRows: number): boolean {
  return (firstRow + Math.ceil(viewportHeight / ROW_PITCH_PX) + aheadRows) * ROW_PITCH_PX >= gridHeight(itemCount)
}
