/**
 * How a Portico button loads the modal. A pointer over, focus on or a touch of
 * it is the intent to open: the modal's code starts loading then, a few
 * hundred milliseconds before the click (modal.preload is idempotent and never
 * throws). The click opens.
 */
import { useMemo } from 'react'
import type { OpenOptions } from '../../types'
import { useModalInstance } from '../context'

export interface IntentProps {
  onPointerEnter: () => void
  onFocus: () => void
  onTouchStart: () => void
}

export function usePreloadOnIntent(): IntentProps {
  const modal = useModalInstance()
  return useMemo(() => {
    const preload = () => modal.preload()
    return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload }
  }, [modal])
}

/**
 * The click's open(): it rejects only when the modal's code did not download.
 * No app code awaits a Portico button, so the rejection ends here (the kernel
 * reported the failure on the 'error' event); the next click tries again.
 */
export function openFromButton(open: (options: OpenOptions) => Promise<void>, options: OpenOptions): void {
  open(options).catch(() => undefined)
}
