/** Resolve the lazy component of the current view through the router's registry. */
import { useEffect, useState } from 'react'
import type { Kernel, ViewComponent } from '../../types'

export type Resolution =
  | { status: 'loading'; name: string }
  | { status: 'ready'; name: string; view: ViewComponent }
  | { status: 'missing'; name: string }

export function useResolvedView(kernel: Kernel, name: string | undefined): Resolution | undefined {
  // A view already loaded (preloaded before the first open, or shown before) renders in this very render:
  // no skeleton frame, no effect round trip.
  const loaded = name ? kernel.router.loadedView(name) : undefined
  const [resolution, setResolution] = useState<Resolution | undefined>()

  useEffect(() => {
    if (!name || loaded) return
    let live = true
    setResolution({ status: 'loading', name })
    kernel.router.resolveView(name).then(
      (view) => live && setResolution(view ? { status: 'ready', name, view } : { status: 'missing', name }),
      () => live && setResolution({ status: 'missing', name }),
    )
    return () => {
      live = false
    }
  }, [kernel, name, loaded])

  if (name && loaded) return { status: 'ready', name, view: loaded }
  return resolution?.name === name ? resolution : name ? { status: 'loading', name } : undefined
}
