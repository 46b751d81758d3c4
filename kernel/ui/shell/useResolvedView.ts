/** Resolve the lazy component of the current view through the router's registry. */
import { useEffect, useRef, useState } from 'react'
import type { Kernel, ViewComponent } from '../../types'

export type Resolution =
  | { status: 'loading'; name: string }
  | { status: 'ready'; name: string; view: ViewComponent }
  | { status: 'missing'; name: string }

export function useResolvedView(kernel: Kernel, name: string | undefined): Resolution | undefined {
  // Components already resolved render at once on the way back: no skeleton flash.
  const cache = useRef(new Map<string, ViewComponent>())
  const [resolution, setResolution] = useState<Resolution | undefined>()

  useEffect(() => {
    if (!name) return
    const cached = cache.current.get(name)
    if (cached) {
      setResolution({ status: 'ready', name, view: cached })
      return
    }
    let live = true
    setResolution({ status: 'loading', name })
    kernel.router.resolveView(name).then(
      (view) => {
        if (!live) return
        if (view) cache.current.set(name, view)
        setResolution(view ? { status: 'ready', name, view } : { status: 'missing', name })
      },
      () => live && setResolution({ status: 'missing', name }),
    )
    return () => {
      live = false
    }
  }, [kernel, name])

  return resolution?.name === name ? resolution : name ? { status: 'loading', name } : undefined
}
