import { useCallback } from 'react'
import { useModalInstance } from '../context'

export function useDisconnect(): { disconnect(): Promise<void> } {
  const modal = useModalInstance()
  return { disconnect: useCallback(() => modal.disconnect(), [modal]) }
}
