/**
 * How many times the modal has opened. Every open picks its view anew (SPEC §2), so the shell keys
 * the view with this count: reopening on the same view (e.g. a pairing view of the 'basic-connect' role, where a
 * closed modal abandoned the pairing) mounts it fresh instead of showing the state it was left in.
 */
import { useEffect, useState } from 'react'
import type { Kernel } from '../../types'

export function useOpenCount(kernel: Kernel): number {
  const [opens, setOpens] = useState(0)
  useEffect(() => {
    const count = () => setOpens((n) => n + 1)
    kernel.bus.on('modal-open', count)
    return () => kernel.bus.off('modal-open', count)
  }, [kernel])
  return opens
}
