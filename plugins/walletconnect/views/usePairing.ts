/**
 * The pairing lifecycle of a WalletConnect view: start (or reuse, SPEC §4) a
 * proposal on mount, replace the URI when it counts as expired (SPEC §9),
 * close the modal once the kernel connected, and offer "Try again" after a failure.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage, useKernelState, usePluginState, type Kernel, type Namespace } from '../../../kernel/plugin'
import { controllerOf, WALLETCONNECT_PLUGIN, type WalletConnectHandle, type WalletConnectState } from '../state'
import { scheduleRefresh } from '../pairing'

export type PairingPhase = { kind: 'pairing' } | { kind: 'failed'; message: string }

export interface Pairing {
  uri?: string
  phase: PairingPhase
  retry(): void
}

export function usePairing(kernel: Kernel, requested?: Namespace): Pairing {
  const controller = controllerOf(kernel)
  const uri = usePluginState(kernel, WALLETCONNECT_PLUGIN, (state: WalletConnectState) => state.uri)
  const expiry = usePluginState(kernel, WALLETCONNECT_PLUGIN, (state: WalletConnectState) => state.pairingExpiry)
  const active = useKernelState(kernel, (state) => state.activeNamespace)
  const [phase, setPhase] = useState<PairingPhase>({ kind: 'pairing' })
  const [attempt, setAttempt] = useState(0)
  // A URI already in the state when the view mounts belongs to an earlier visit: it is shown
  // only when SPEC §4 reuses it; otherwise pair() replaces it and the view waits for the new one.
  const [stale] = useState(() => (controller?.reusesCurrentPairing() ? undefined : kernel.plugin<WalletConnectHandle>(WALLETCONNECT_PLUGIN)?.getState().uri))
  // One proposal per attempt, also under React StrictMode's double effects.
  const started = useRef(-1)

  const namespaces: readonly Namespace[] = controller?.namespaces ?? []
  const namespace = [requested, active, namespaces[0]].find((candidate) => candidate && namespaces.includes(candidate))

  useEffect(() => {
    if (!controller || !namespace || started.current === attempt) return
    started.current = attempt
    setPhase({ kind: 'pairing' })
    controller.pair(namespace).then(
      () => {
        if (kernel.store.getState().router.open) kernel.router.close()
      },
      (error: unknown) => setPhase({ kind: 'failed', message: errorMessage(error) }),
    )
  }, [kernel, controller, namespace, attempt])

  useEffect(() => {
    if (!controller || expiry === undefined) return undefined
    return scheduleRefresh(expiry, () => controller.refresh())
  }, [controller, expiry])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { uri: phase.kind === 'pairing' && uri !== stale ? uri : undefined, phase, retry }
}
