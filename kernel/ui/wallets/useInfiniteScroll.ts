/** Calls `onReach` whenever the sentinel scrolls into view (DESIGN: IntersectionObserver for infinite lists). */
import { useEffect, useRef, type RefObject } from 'react'

export function useInfiniteScroll(
  sentinel: RefObject<HTMLElement | null>,
  enabled: boolean,
  onReach: () => void,
): void {
  const callback = useRef(onReach)
  callback.current = onReach
  useEffect(() => {
    const element = sentinel.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { root: element.closest('.pt-scroll'), rootMargin: '0px 0px 240px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [sentinel, enabled])
}
