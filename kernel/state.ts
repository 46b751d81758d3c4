/**
 * The state vocabulary of Portico (SPEC §3): chains, networks, accounts,
 * connectors, the connection, toasts, alerts, theme and router state, and the
 * store they live in. Types only (and the list of namespaces): this module
 * imports nothing, so every other module may build on it.
 */
export type Namespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const

export type CaipNetworkId = `${string}:${string}`
export type CaipAddress = `${string}:${string}:${string}`

/** A network of SPEC §3. */
export interface Network {
  id: number | string
  caipNetworkId: CaipNetworkId
  name: string
  chainNamespace: Namespace
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: string[]; webSocket?: string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
}

/**
 * SPEC §3's connector types. MULTI_CHAIN: one connector over several namespaces (WalletConnect's, one session
 * for all of them); EXTERNAL: a connector a third-party plugin brings through `kernel.registerConnector` for
 * its own SDK (Portico's own connectors are never external: it has no config of custom connectors).
 */
export type ConnectorType = 'MULTI_CHAIN' | 'AUTH' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL'

/** Cheap, listable metadata of a way to connect; the SDK behind it loads on connect. */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: Namespace
  imageUrl?: string
  info?: { rdns?: string }
  /** Wallet-registry id, when known, to join registry entries and installed wallets. */
  explorerId?: string
  /** A view of its plugin that draws its brand mark in lists (in place of an image URL: SVG, CSP-safe). */
  markView?: string
  /** A word shown beside it in lists when it is neither installed nor recent (e.g. 'QR CODE'). */
  tag?: string
}

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

export interface TokenBalance {
  name: string
  symbol: string
  chainId: CaipNetworkId
  /** Absent for the native token. */
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export interface AccountEntry {
  address: string
  type: AccountType
}

/**
 * Account state per namespace (SPEC §3). Two of the spec's fields are left out, having no honest source here:
 * `addressLabels` (no account list shows labels, and the one kind of wallet that names accounts, a Polkadot
 * extension, has its addresses rewritten per network) and `shouldUpdateToAddress` (AppKit's account-switch
 * prompt: Portico has no account switcher; a wallet announces its account change and the kernel follows it).
 * `socialWindow` and `farcasterUrl` are the socials plugin's state (plugins/socials/state.ts).
 */
export interface AccountState {
  currentTab: number
  tokenBalance: TokenBalance[]
  smartAccountDeployed: boolean
  allAccounts: AccountEntry[]
  status: ConnectionStatus
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  addressExplorerUrl?: string
  connectedWalletInfo?: { name: string; icon?: string; rdns?: string; type?: ConnectorType }
  preferredAccountType?: AccountType
  balanceLoading: boolean
  /** The adapter has no chain to ask, or its node did not answer the last read: shown as a state, not as 0 or an error. */
  balanceUnavailable?: boolean
  /** Time (ms since epoch) of the last failed balance fetch; blocks retries for 30 s. */
  lastRetry?: number
  connectorId?: string
}

export interface NetworkState {
  caipNetwork?: Network
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  approvedCaipNetworkIds: CaipNetworkId[]
  requestedCaipNetworks: Network[]
}

/** Chain state per namespace (SPEC §3). */
export interface ChainState {
  namespace: Namespace
  networkState: NetworkState
  accountState: AccountState
  caipNetworks: Network[]
}

/**
 * Connection state (SPEC §3). The WalletConnect fields of the spec (wcUri,
 * wcPairingExpiry, wcLinking, wcError) live in the walletconnect plugin's slice.
 */
export interface ConnectionState {
  /** The wallet connected last (SPEC §9 keeps two in storage): the Connect view tags it 'Recent'. */
  recentWallet?: { id: string; name: string; imageUrl?: string }
  status: ConnectionStatus
  buffering: boolean
}

export type ToastVariant = 'success' | 'error' | 'loading'
export interface ToastState {
  message: string
  variant: ToastVariant
  svg?: string
  open: boolean
  autoClose: boolean
}

export type SnackbarVariant = 'info' | 'success' | 'error'
export interface SnackbarState {
  message: string
  variant: SnackbarVariant
  open: boolean
}

/** An alert of SPEC §8 shown in the modal: a code of the error catalogue and its text. */
export interface AlertState {
  code: string
  title: string
  description?: string
}

/** The theme as configured: 'system' follows the browser's prefers-color-scheme, live. */
export type ThemeMode = 'light' | 'dark' | 'system'
/** The theme the modal shows: 'system' resolved to the browser's scheme. */
export type ResolvedTheme = 'light' | 'dark'
export interface ThemeVariables {
  '--w3m-accent'?: string
  '--w3m-font-family'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-border-radius-master'?: string
  '--w3m-font-size-master'?: string
  '--w3m-z-index'?: number
  '--w3m-qr-color'?: string
}

export interface RouterState {
  open: boolean
  /** The view stack; the last entry is shown. */
  history: ViewEntry[]
}

export interface ViewEntry {
  view: string
  data?: Record<string, unknown>
}

/** The kernel's own state. Plugins add slices under `plugins[name]`. */
export interface KernelState {
  activeNamespace?: Namespace
  /**
   * SPEC §4: the user switched to a network of a namespace that is not connected; the wallet lists show
   * that namespace only until a connection lands there.
   */
  switchingNamespace?: boolean
  chains: Partial<Record<Namespace, ChainState>>
  connection: ConnectionState
  router: RouterState
  toast: ToastState
  snackbar: SnackbarState
  alert?: AlertState
  /** `mode` as configured or set, `resolved` what the modal shows (SPEC §2: 'system' follows the browser). */
  theme: { mode: ThemeMode; resolved: ResolvedTheme; variables: ThemeVariables }
  /** Connectors discovered by adapters and plugins, keyed by id. */
  connectors: Connector[]
  plugins: Record<string, unknown>
}

/** Minimal store contract (a zustand vanilla store with immer). */
export interface KernelStore extends ReadonlyStore {
  /** Mutate a draft (immer, loaded with the runtime: before it, RUNTIME_NOT_LOADED); never replace the store. */
  update(recipe: (draft: KernelState) => void): void
}

/** The store as plugins, adapters and views see it: they read; a plugin writes only its own slice. */
export interface ReadonlyStore {
  getState(): KernelState
  subscribe(listener: (state: KernelState, previous: KernelState) => void): () => void
}
