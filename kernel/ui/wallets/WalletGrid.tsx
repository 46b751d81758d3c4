/**
 * The AllWallets grid, windowed: only the rows in view are in the DOM
 * (windowing.ts says why no more), each tile placed from its index at a
 * fixed row height, so thousands of registry entries cost a screenful of
 * buttons and nothing jumps. The focused tile stays rendered while scrolled
 * away, DOM order is index order (Tab walks the rows; focusing a neighbour
 * rendered beyond the window scrolls it in and the window follows), and
 * every item says where it sits in the list (aria-posinset / aria-setsize).
 * The window's geometry also drives the infinite scroll: no sentinel to
 * observe, and the check runs again after each landed page (an observer only
 * reports changes, so a sentinel still in range after a page landed would
 * never fire again).
 */
import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { Skeleton } from '../primitives/Skeleton'
import { useStyles } from '../primitives/useStyles'
import { WalletImage } from '../primitives/Avatar'
import { useImagesAtRest } from './useImagesAtRest'
import { cellOf, firstRowAt, GRID_COLUMNS, gridHeight, gridWindow, nearEnd, renderedIndices } from './windowing'

// The grid's own rules, adopted when it first renders: only All wallets shows it (not a first open).
const GRID_CSS = /* css */ `
/* Windowed (kernel/ui/wallets/WalletGrid.tsx places each tile by its index): 4 columns, 96px rows, 8px gaps.
   Every box has a fixed size, so contain: strict keeps a scroll's layout and paint to the tiles that came in;
   the scroller is composited (will-change) so scrolling moves pixels instead of repainting them. */
.pt-grid { list-style: none; margin: 4px 0 0; padding: 0; position: relative; contain: size layout style; }
.pt-grid > li { position: absolute; width: calc((100% - 24px) / 4); height: 96px; contain: strict; }
.pt-scroll[data-grid] { will-change: scroll-position; }
.pt-tile {
  display: flex; flex-direction: column; align-items: center; gap: 6px; width: 100%; height: 100%;
  padding: 10px 4px 8px; border: 1px solid transparent; border-radius: calc(var(--pt-r) * 4);
  background: var(--pt-surface); transition: background 120ms;
}
.pt-tile:hover { background: var(--pt-surface-hover); }
.pt-tile .pt-img { width: 52px; height: 52px; border-radius: calc(var(--pt-r) * 4); }
.pt-tile-name {
  width: 100%; text-align: center; font-size: calc(var(--pt-fs) * 1.2);
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; unicode-bidi: plaintext;
}
`

export interface WalletTile {
  key: string
  name: string
  imageUrl?: string
  select: () => void
}

/** The scroller's max-height, until it is measured before the first paint. */
const INITIAL_VIEWPORT_PX = 460
/** Ask for the next page when the end is this many rows below the viewport. */
const PREFETCH_ROWS = 4

export interface WalletGridProps {
  tiles: readonly WalletTile[]
  /** Placeholder tiles after the tiles (a page on its way). */
  skeletons: number
  busy: boolean
  /** The list size for aria-setsize; -1 while more pages may come. */
  setSize: number
  /** Scrolls back to the top when it changes (a new search). */
  resetKey: string
  /**
   * onReachEnd runs when the end nears, checked on scroll and whenever
   * recheckKey changes (a page landed, a search was cleared). A failed load
   * changes neither, so it is retried on the next scroll, never in a loop.
   */
  infiniteScroll: { enabled: boolean; recheckKey: string; onReachEnd: () => void }
  /** Shown below the list (empty and error messages). */
  children?: ReactNode
}

export function WalletGrid({ tiles, skeletons, busy, setSize, resetKey, infiniteScroll, children }: WalletGridProps): ReactElement {
  const gridStyles = useStyles<HTMLUListElement>(GRID_CSS)
  const scroller = useRef<HTMLDivElement>(null)
  const [viewport, setViewport] = useState({ firstRow: 0, height: INITIAL_VIEWPORT_PX })
  // The last focused tile stays rendered wherever the list scrolls, so its focus is never lost.
  const [focusedKey, setFocusedKey] = useState<string>()
  const images = useImagesAtRest(scroller)
  const onScroll = (): void => {
    measure()
    images.onScroll()
  }

  const itemCount = tiles.length + skeletons
  // Tiles get their selection through one stable callback and plain values, so a tile whose name, image and place
  // are unchanged is not rendered again when the list around it changes (a page landed, a search answered).
  const latestTiles = useRef(tiles)
  latestTiles.current = tiles
  const select = useCallback((key: string) => latestTiles.current.find((tile) => tile.key === key)?.select(), [])

  // Re-render only when the first visible row or the height changes, not on every scroll event; as a transition,
  // so React renders the rows coming in between frames, in slices, instead of in one task that holds the scroll.
  const measure = (): void => {
    const element = scroller.current
    if (!element) return
    const next = { firstRow: firstRowAt(element.scrollTop), height: element.clientHeight }
    startTransition(() => setViewport((previous) => (previous.firstRow === next.firstRow && previous.height === next.height ? previous : next)))
  }

  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0
    measure()
  }, [resetKey])

  // The scroller grows with its content up to its max-height: measured while it held only skeletons, the window would
  // stay a few rows short. Observed rather than read after each landed page, which would force a layout inside that commit.
  useEffect(() => {
    const element = scroller.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (infiniteScroll.enabled && nearEnd(tiles.length, viewport.firstRow, viewport.height, PREFETCH_ROWS)) infiniteScroll.onReachEnd()
  }, [viewport, infiniteScroll.recheckKey])

  // Looked up only when the tiles or the focus change: a scroll renders the grid often, and the list holds thousands.
  const focused = useMemo(() => (focusedKey === undefined ? -1 : tiles.findIndex((tile) => tile.key === focusedKey)), [tiles, focusedKey])
  const range = gridWindow(itemCount, viewport.firstRow, viewport.height)

  return (
    <div ref={scroller} className="pt-scroll" data-grid="" onScroll={onScroll}>
      <ul ref={gridStyles} className="pt-grid" aria-label="Wallets" aria-busy={busy} style={{ height: gridHeight(itemCount) }}>
        {renderedIndices(range, focused, itemCount).map((index) => {
          const tile = tiles[index]
          return tile ? (
            <Tile
              key={tile.key}
              tileKey={tile.key}
              name={tile.name}
              imageUrl={tile.imageUrl}
              index={index}
              setSize={setSize}
              showImage={Math.floor(index / GRID_COLUMNS) < images.imageRowsBelow}
              onSelect={select}
              onFocusKey={setFocusedKey}
            />
          ) : (
            <li key={`skeleton:${index}`} style={cellStyle(index)}>
              <Skeleton shape="tile" />
            </li>
          )
        })}
      </ul>
      {children}
    </div>
  )
}

/**
 * Where a tile sits: column c starts after c tiles of (100% − 3 × 8px gaps) / 4 and c gaps, c × (25% + 2px),
 * from the inline start (the right on a right-to-left page).
 */
function cellStyle(index: number): { top: number; insetInlineStart: string } {
  const { top, column } = cellOf(index)
  return { top, insetInlineStart: `calc(${column} * (25% + 2px))` }
}

interface TileProps {
  tileKey: string
  name: string
  imageUrl?: string
  index: number
  setSize: number
  /** False while the list scrolls and until its row's turn at rest (useImagesAtRest). */
  showImage: boolean
  onSelect: (key: string) => void
  onFocusKey: (key: string) => void
}

/** Memoised on plain values: a scroll that moves the window renders only the rows coming into it, not every tile in view. */
const Tile = memo(function Tile({ tileKey, name, imageUrl, index, setSize, showImage, onSelect, onFocusKey }: TileProps): ReactElement {
  // Once shown, an image stays while the list scrolls on.
  const imageShown = useRef(showImage)
  if (showImage) imageShown.current = true
  return (
    <li style={cellStyle(index)} aria-setsize={setSize} aria-posinset={index + 1}>
      <button type="button" className="pt-tile" onClick={() => onSelect(tileKey)} onFocus={() => onFocusKey(tileKey)}>
        {/* Eager: only tiles in or next to the viewport exist, so lazy loading would add an observer and nothing else. */}
        <WalletImage src={imageShown.current ? imageUrl : undefined} name={name} loading="eager" />
        <span className="pt-tile-name">{name}</span>
      </button>
    </li>
  )
})
