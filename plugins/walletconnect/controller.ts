/**
 * One WalletConnect session per modal: loads the SDK on first need, proposes
 * a session over the configured namespaces, keeps the pairing URI and its
 * expiry in the plugin's slice (SPEC §3 wcUri, wcPairingExpiry, wcError), and turns
 * the SDK's session events into plain events for the per-namespace drivers.
 */
import { errorIn, type ConnectResult, type Kernel, type Namespace } from '../../kernel/plugin'
import { packageMissing } from './errors'
import { WALLETCONNECT_MESSAGES } from './messages'
import { proposalNamespaces, providerRpcMap, requestedNamespaces, type WalletConnectNamespace } from './namespaces'
import { pairingExpiry, shouldReusePairing, systemClock, type Clock } from './pairing'
import { reusesPairing } from './platform'
import { sessionNamespacesSchema, type SessionNamespaces } from './session'
import type { WalletConnectSlice } from './state'
import type { ProviderOptions, WalletConnectProvider } from './walletconnect-sdk'

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

export type ControllerEvent =
  | { type: 'accountsChanged'; accounts: string[] }
  /** The chain reference ('1', or a Solana genesis hash prefix). */
  | { type: 'chainChanged'; reference: string }
  | { type: 'sessionEnded' }

export interface WalletConnectController {
  readonly namespaces: WalletConnectNamespace[]
  /** The SDK provider, imported and initialised on the first call. */
  provider(): Promise<WalletConnectProvider>
  /** Propose a session; resolves with the approved namespaces. A later refresh() keeps this promise. */
  propose(): Promise<SessionNamespaces>
  /** A fresh pairing URI for the pending proposal (the old one is dropped). */
  refresh(): void
  /**
   * What the WalletConnect view calls on mount (SPEC §4): a pending proposal is
   * reused on Telegram and iOS Safari until its pairing expires, otherwise a
   * fresh one starts. Resolves when the kernel connected.
   */
  pair(namespace: Namespace): Promise<ConnectResult>
  /** Whether pair() would keep the current pairing URI (SPEC §4). */
  reusesCurrentPairing(): boolean
  /**
   * The user left (the modal closed) while a proposal waited: abandon it so the app is not left
   * 'connecting'. On Telegram and iOS Safari the pairing is kept: it is reused until expiry (SPEC §4).
   */
  abandon(): void
  /** The user opened a wallet link (SPEC §3 wcLinking). */
  linkOpened(link: { name: string; href: string }): void
  /** The settled session's namespaces, if any (after the SDK loaded). */
  session(): SessionNamespaces | undefined
  disconnect(): Promise<void>
  on(listener: (event: ControllerEvent) => void): () => void
  destroy(): void
}

export interface ControllerOptions {
  kernel: Kernel
  /** The plugin's slice, where the pairing URI, its expiry and the error live. */
  state: WalletConnectSlice
  namespaces?: Namespace[]
  /** The relay's WebSocket URL (WalletConnectOptions.relayUrl). */
  relayUrl?: string
  /** Imports the SDK module; tests pass a stand-in. */
  loadSdk?: () => Promise<{ createProvider(options: ProviderOptions): Promise<WalletConnectProvider> }>
  clock?: Clock
  reusesPairing?: () => boolean
}

interface Pending {
  attempt: number
  resolve(namespaces: SessionNamespaces): void
  reject(error: unknown): void
  promise: Promise<SessionNamespaces>
}

/** WalletConnect's hosted relay, the default (the devnet serves one on 127.0.0.1). */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

export function createController(options: ControllerOptions): WalletConnectController {
  const { kernel, state } = options
  const clock = options.clock ?? systemClock
  // The SDK is an optional peer: without it installed, the first pick says which package to install.
  const loadSdk =
    options.loadSdk ??
    (() =>
      import('./walletconnect-sdk').catch((cause: unknown) => {
        throw packageMissing(cause)
      }))
  const namespaces = requestedNamespaces(kernel.config.networks, options.namespaces)
  const listeners = new Set<(event: ControllerEvent) => void>()
  const emit = (event: ControllerEvent) => listeners.forEach((listener) => listener(event))
  let loading: Promise<WalletConnectProvider> | undefined
  let loaded: WalletConnectProvider | undefined
  let pending: Pending | undefined
  let pendingConnect: Promise<ConnectResult> | undefined
  let attempts = 0

  function setPairing(uri: string | undefined): void {
    state.setState((draft) => {
      draft.uri = uri
      draft.pairingExpiry = uri ? pairingExpiry(clock.now()) : undefined
      if (uri) draft.error = false
    })
  }

  function watch(provider: WalletConnectProvider): void {
    provider.on('display_uri', (uri: string) => setPairing(uri))
    provider.on('accountsChanged', (accounts: string[]) => emit({ type: 'accountsChanged', accounts }))
    provider.on('chainChanged', (chain: string | number) => emit({ type: 'chainChanged', reference: String(chain).split(':').pop() ?? '' }))
    provider.on('session_delete', () => emit({ type: 'sessionEnded' }))
    provider.client.on('session_expire', ({ topic }: { topic: string }) => {
      if (topic === provider.session?.topic || !provider.session) emit({ type: 'sessionEnded' })
    })
  }

  function metadata() {
    const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
    return kernel.config.metadata ?? { name: origin, description: '', url: origin, icons: [] }
  }

  function startAttempt(provider: WalletConnectProvider, current: Pending): void {
    const attempt = ++attempts
    current.attempt = attempt
    setPairing(undefined)
    const proposal = proposalNamespaces(kernel.config.networks, namespaces)
    const optionalNamespaces = Object.fromEntries(
      Object.entries(proposal).map(([key, value]) => [key, { ...value, rpcMap: providerRpcMap(value) }]),
    )
    provider.connect({ optionalNamespaces }).then(
      (session) => {
        if (current.attempt !== attempt) return // a refresh replaced this pairing
        current.resolve(sessionNamespacesSchema.parse(session?.namespaces ?? {}))
      },
      (error: unknown) => {
        if (current.attempt !== attempt) return
        state.setState((draft) => {
          draft.error = true
        })
        current.reject(error)
      },
    )
  }

  const controller: WalletConnectController = {
    namespaces,

    provider() {
      loading ??= loadSdk()
        .then(({ createProvider }) =>
          createProvider({
            projectId: kernel.config.projectId ?? '',
            relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
            metadata: metadata(),
            logger: kernel.config.debug ? 'error' : 'silent',
          }),
        )
        .then((provider) => {
          loaded = provider
          watch(provider)
          return provider
        })
      loading.catch(() => (loading = undefined)) // a failed chunk download may be retried
      return loading
    },

    propose() {
      if (pending) return pending.promise
      let resolve!: Pending['resolve']
      let reject!: Pending['reject']
      const promise = new Promise<SessionNamespaces>((res, rej) => {
        resolve = res
        reject = rej
      })
      const current: Pending = { attempt: 0, resolve, reject, promise }
      pending = current
      const settle = () => {
        if (pending === current) pending = undefined
        setPairing(undefined)
      }
      promise.then(settle, settle)
      controller.provider().then((provider) => startAttempt(provider, current), reject)
      return promise
    },

    refresh() {
      const current = pending
      if (current && loaded) startAttempt(loaded, current)
    },

    reusesCurrentPairing() {
      return shouldReusePairing({
        pending: pendingConnect !== undefined && pending !== undefined,
        expiry: state.getState().pairingExpiry,
        now: clock.now(),
        reusesPairing: (options.reusesPairing ?? reusesPairing)(),
      })
    },

    pair(namespace) {
      // Chosen again while a pairing waits: the same proposal (its URI reused or refreshed, SPEC §4), but a new
      // connect, so it is the newest attempt again (a wallet chosen in between no longer owns the outcome).
      if (pendingConnect && !controller.reusesCurrentPairing()) controller.refresh()
      const connecting = kernel.connection.connect({ namespace, connectorId: WALLETCONNECT_CONNECTOR_ID })
      pendingConnect = connecting
      const clear = () => {
        if (pendingConnect === connecting) pendingConnect = undefined
      }
      connecting.then(clear, clear)
      return connecting
    },

    abandon() {
      const current = pending
      if (!current || (options.reusesPairing ?? reusesPairing)()) return
      void loaded?.cleanupPendingPairings()
      current.reject(errorIn(WALLETCONNECT_MESSAGES, 'WC_PAIRING_ABANDONED'))
    },

    linkOpened(link) {
      state.setState((draft) => {
        draft.linking = link
      })
    },

    session() {
      const namespacesOfSession = loaded?.session?.namespaces
      return namespacesOfSession ? sessionNamespacesSchema.parse(namespacesOfSession) : undefined
    },

    async disconnect() {
      if (!loaded?.session) return
      await loaded.disconnect()
    },

    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    destroy() {
      listeners.clear()
      pending?.reject(errorIn(WALLETCONNECT_MESSAGES, 'WC_REMOVED'))
      pending = undefined
    },
  }
  return controller
}
