import { useEffect, useState } from 'react'
import type { Modal } from '../../types'

export interface RuntimeState {
  /** The runtime (storage, services, connectors) has loaded; never the modal UI. */
  ready: boolean
  /** Why it could not load (an invalid config; the kernel also reports it). */
  error?: Error
}

/** Loads the kernel runtime on mount, once per modal (modal.ready() is idempotent). */
export function useRuntime(modal: Modal): RuntimeState {
  const [state, setState] = useState<RuntimeState>({ ready: false })
  useEffect(() => {
    let current = true
    modal.ready().then(
      () => current && setState({ ready: true }),
      (error: Error) => current && setState({ ready: false, error }),
    )
    return () => {
      current = false
    }
  }, [modal])
  return state
}
