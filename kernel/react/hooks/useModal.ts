import { useMemo } from 'react'
import type { OpenOptions } from '../../types'
import { useModalInstance } from '../context'
import { useModalState } from './useModalState'

export interface UseModal {
  open(options?: OpenOptions): Promise<void>
  close(): void
  isOpen: boolean
}

/** Open and close the modal; re-renders only when it opens or closes. */
export function useModal(): UseModal {
  const modal = useModalInstance()
  const isOpen = useModalState((state) => state.router.open)
  return useMemo(
    () => ({ open: (options?: OpenOptions) => modal.open(options), close: () => modal.close(), isOpen }),
    [modal, isOpen],
  )
}
