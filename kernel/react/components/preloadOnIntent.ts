/**
 * A pointer over, focus on or a touch of a Portico button is the intent to
 * open: the modal's code starts loading then, a few hundred milliseconds
 * before the click (modal.preload is idempotent and never throws).
 */
import { useMemo } from 'react'
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
