/**
 * While the wallet grid scrolls, tiles coming into view show the wallet's
 * initial; their images load once the scroll has rested IMAGE_REST_MS, one
 * row per frame from the top of the window, so no frame decodes and paints a
 * screenful. Loading and painting the images of every row a fast scroll
 * passes is what made its frames long (measured in bench/list-scale: over
 * 50 ms per frame at 4× throttling with images, none without).
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import { firstRowAt, ROW_PITCH_PX } from './windowing'

const IMAGE_REST_MS = 150

export interface ImagesAtRest {
  /** Tiles in rows above this one may show their image; every row until the first scroll. */
  imageRowsBelow: number
  /** Called on every scroll of the grid. */
  onScroll(): void
}

export function useImagesAtRest(scroller: RefObject<HTMLElement | null>): ImagesAtRest {
  const [imageRowsBelow, setImageRowsBelow] = useState(Number.POSITIVE_INFINITY)
  const restTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const revealFrame = useRef(0)
  const stop = (): void => {
    clearTimeout(restTimer.current)
    cancelAnimationFrame(revealFrame.current)
  }
  useEffect(() => stop, [])
  const reveal = (row: number, lastRow: number): void => {
    setImageRowsBelow(row > lastRow ? Number.POSITIVE_INFINITY : row + 1)
    if (row <= lastRow) revealFrame.current = requestAnimationFrame(() => reveal(row + 1, lastRow))
  }
  const onScroll = (): void => {
    stop()
    setImageRowsBelow(-1)
    restTimer.current = setTimeout(() => {
      const element = scroller.current
      if (!element) return
      const firstRow = firstRowAt(element.scrollTop)
      reveal(firstRow, firstRow + Math.ceil(element.clientHeight / ROW_PITCH_PX))
    }, IMAGE_REST_MS)
  }
  return { imageRowsBelow, onScroll }
}
