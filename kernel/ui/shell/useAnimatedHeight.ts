/**
 * SPEC §2 "modal height 150 ms": the body follows its content's height with a
 * CSS transition instead of jumping. The height is set through the CSSOM.
 */
import { useLayoutEffect, type RefObject } from 'react'

export function useAnimatedHeight(outer: RefObject<HTMLElement | null>, inner: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const outerEl = outer.current
    const innerEl = inner.current
    if (!outerEl || !innerEl || typeof ResizeObserver === 'undefined') return
    const apply = (): void => outerEl.style.setProperty('height', `${innerEl.offsetHeight}px`)
    apply()
    const observer = new ResizeObserver(apply)
    observer.observe(innerEl)
    return () => observer.disconnect()
  }, [outer, inner])
}
