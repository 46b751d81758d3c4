/**
 * Calls `onVisible` when `target` scrolls into view (STYLE: IntersectionObserver for infinite lists). The
 * observer's root is the viewport: the scrolling Account view around the list clips it, so a sentinel
 * scrolled out of that view does not count as visible.
 * The observer is made anew whenever `key` changes: a new observer reports at once, so a sentinel that is
 * still in view after a page arrived asks for the next one without waiting for a scroll.
 */
import { useEffect, useRef, type RefObject } from 'react'

export function useWhenVisible(target: RefObject<HTMLElement | null>, onVisible: (() => void) | undefined, key: unknown): void {
  const callback = useRef(onVisible)
  callback.current = onVisible
  const enabled = onVisible !== undefined
  useEffect(() => {
    const element = target.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    // A little below the end: the next page starts before the person reaches the last row.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && callback.current?.(), {
      rootMargin: '0px 0px 96px 0px',
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [target, enabled, key])
}
