import { useEffect, useRef } from 'react'
import type { BusEvents } from '../../bus'
import { useModalInstance } from '../context'

export type ModalEvent = { [K in keyof BusEvents]: { type: K; data: BusEvents[K] } }[keyof BusEvents]

/** Every modal event (open, close, view change, account, network, analytics, ...). */
export function useModalEvents(handler: (event: ModalEvent) => void): void {
  const modal = useModalInstance()
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    const listener = (type: keyof BusEvents, data: BusEvents[keyof BusEvents]): void =>
      latest.current({ type, data } as ModalEvent)
    modal.on('*', listener)
    return () => modal.off('*', listener)
  }, [modal])
}
