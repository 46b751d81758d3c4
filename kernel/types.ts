/**
 * The contract between the kernel and what plugs into it: the config, the
 * kernel as plugins, adapters and views see it, the plugin and adapter
 * shapes, the router, toasts, connection and the app's handle. Types only
 * (it re-exports the state vocabulary and the list of namespaces), built on
 * the other type files and never on an implementation module.
 */
import type { LogEntry, LogLevel } from './log-level'
import type { Bus } from './events'
import type { AccountEntry, AccountType, AlertState, Connector, KernelState, Namespace, Network, NetworkState, ReadonlyStore, SnackbarVariant, ThemeMode, ThemeVariables, ToastVariant } from './state'
import type { Storage, StorageKey } from './storage-types'
import type { Services } from './services/types'

export type * from './state'
export { NAMESPACES } from './state'
export type { CacheKey, LocalKey, RecentWallet, Storage, StorageKey, StoredValue, StoredValueKind } from './storage-types'

/* ------------------------------------------------------------------ */
/* The config.                                                         */
/* ------------------------------------------------------------------ */

/** The kernel's own feature flags (SPEC §1; their defaults are kernel/config.ts's KERNEL_FEATURES). */
export type KernelFeature = 'analytics' | 'allWallets' | 'legalCheckbox' | 'collapseWallets'

/** The flags a list of plugin descriptors declares. */
export type PluginFlags<P> = P extends readonly (infer D)[] ? (D extends PluginDescriptor<unknown, infer F> ? F : never) : never
/** The feature flags of a config: the kernel's and those its plugins declare. */
export type Features<P = readonly PluginDescriptor[]> = Record<KernelFeature | PluginFlags<P>, boolean>

/** The descriptors an app may configure (any slice type, any flags). */
export type PluginList = readonly PluginDescriptor<unknown, string>[]

/** The service endpoints (SPEC §7), with production defaults in kernel/config.ts. */
export interface ServiceUrls {
  blockchainApiUrl: string
  registryUrl: string
  analyticsUrl: string
  secureSiteUrl: string
}

/**
 * A wallet the app adds to Connect (AppKit's `customWallets` shape): a WalletConnect wallet the registry does
 * not list. Its links open it with the pairing URI (mobile and desktop deep links, a web app); its image is an
 * http(s) URL.
 */
export interface CustomWallet {
  id: string
  name: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
  homepage?: string
}

/** What an app passes to `createModal`; `P` (inferred from `plugins`) types the flags `features` accepts. */
export interface PorticoConfig<P extends PluginList = PluginList> {
  projectId?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
  adapters?: AdapterDescriptor[]
  plugins?: P
  networks: Network[]
  defaultNetwork?: Network
  features?: Partial<Features<P>>
  /** Connect methods by id: 'wallet' and the ids of the plugins' 'connect-method' slot entries (SPEC §2). */
  connectMethodsOrder?: string[]
  /** Wallet features by the ids of the plugins' 'wallet-feature' slot entries (SPEC §1). */
  walletFeaturesOrder?: string[]
  /** 'light', 'dark' or 'system' (the browser's prefers-color-scheme, followed live); default 'dark'. */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  /** Wallets the registry does not list, shown in Connect as EXTERNAL connectors and paired over WalletConnect. */
  customWallets?: CustomWallet[]
  allowUnsupportedChain?: boolean
  embedded?: boolean
  /** Log failures on the console and show the debug-only snackbars; `true` also means `logLevel: 'debug'` (unless it is given). */
  debug?: boolean
  /** What the log keeps (`modal.getLogs()`): 'silent' | 'error' | 'warn' | 'info' | 'debug' (SPEC §9 default 'error'). */
  logLevel?: LogLevel
  sdkType?: string
  sdkVersion?: string
  services?: Partial<ServiceUrls>
  defaultAccountTypes?: Partial<Record<Namespace, AccountType>>
  /** The app's terms of service (an http(s) URL): linked beside the connect methods, see `legalCheckbox`. */
  termsConditionsUrl?: string
  /** The app's privacy policy (an http(s) URL): linked beside the connect methods, see `legalCheckbox`. */
  privacyPolicyUrl?: string
}

/** The config with every default filled. */
export interface ResolvedConfig {
  projectId?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
  adapters: AdapterDescriptor[]
  plugins: PluginDescriptor[]
  networks: Network[]
  defaultNetwork: Network
  /** Every known flag (the kernel's and the configured plugins'), defaults filled. */
  features: Readonly<Record<KernelFeature, boolean> & Record<string, boolean>>
  /** Only when the app configured it; see `connectMethodOrder`. */
  connectMethodsOrder?: string[]
  /** Only when the app configured it; the slots' ranks order them otherwise. */
  walletFeaturesOrder?: string[]
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  customWallets: CustomWallet[]
  allowUnsupportedChain: boolean
  embedded: boolean
  debug: boolean
  logLevel: LogLevel
  sdkType: string
  sdkVersion: string
  services: ServiceUrls
  defaultAccountTypes: Record<Namespace, AccountType>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
}

/* ------------------------------------------------------------------ */
/* The kernel as plugins and adapters see it.                          */
/* ------------------------------------------------------------------ */

/**
 * What plugins, adapters and views receive. Filled by kernel/index.ts.
 * `storage`, `services` and `connection` belong to the runtime, which loads on
 * first need: before it, reading them throws (await `modal.ready()`). Plugin
 * setup, views, RPC handlers and adapters only ever run after it loaded.
 */
export interface Kernel {
  readonly config: ResolvedConfig
  readonly store: ReadonlyStore
  readonly bus: Bus
  readonly storage: Storage
  readonly services: Services
  readonly router: Router
  readonly toast: Toasts
  readonly connection: Connection
  /** Resolve the adapter of a namespace (loads it on first use). */
  adapter(namespace: Namespace): Promise<AdapterInstance>
  /** Run an RPC method registered by a plugin. */
  rpc(method: string, params?: unknown): Promise<unknown>
  /**
   * Serve connectors of a namespace through a plugin's own driver (WalletConnect, the embedded
   * wallet): connecting with one of `driver.getConnectors()` goes through it. Returns the removal.
   */
  registerConnector(namespace: Namespace, driver: AdapterInstance): () => void
  /**
   * A loaded plugin's handle (its state, actions and api), undefined until it loaded. A plugin reaches
   * the plugins it `requires` this way: they are loaded and set up before it.
   */
  plugin<H extends PluginHandle = PluginHandle>(name: string): H | undefined
}

/** Props every view receives. Views render inside the modal shell. */
export interface ViewProps {
  kernel: Kernel
  data?: Record<string, unknown>
}

/**
 * A view is a React component, typed loosely so that the kernel core does not
 * import React (DESIGN: React lives only in kernel/ui and kernel/react).
 */
export type ViewComponent = (props: ViewProps) => unknown
/** A lazily loaded view: resolves to a module with a default component. */
export type LazyView = () => Promise<{ default: ViewComponent }>

export type RpcHandler = (params: unknown, kernel: Kernel) => Promise<unknown> | unknown

/** Read access to one plugin's slice, its actions and its api (what `kernel.plugin(name)` returns). */
export interface PluginHandle<S = unknown, A = unknown, Api = unknown> {
  readonly name: string
  getState(): S
  /** Called when the slice changes. */
  subscribe(listener: (state: S, previous: S) => void): () => void
  readonly actions: A
  readonly api: Api
}

/** The owner's handle: the handle plus the write to its own slice (Uppy's setPluginState). */
export interface PluginScope<S = unknown, A = unknown> extends PluginHandle<S, A> {
  /** Mutate the slice's draft (immer), or return a new slice. */
  setState(recipe: (draft: S) => S | void): void
}

export interface PluginSlice<S = unknown, A = unknown> {
  /** Initial state placed at `state.plugins[name]`; dropped when the plugin is removed. */
  initial: S
  /** The slice's actions, built once when the plugin loads. */
  actions?(scope: Pick<PluginScope<S>, 'getState' | 'setState'>, kernel: Kernel): A
}

/** What `setup` may return: a teardown, or a teardown and the api other plugins call. */
export type SetupResult<Api = unknown> = void | (() => void) | { api?: Api; teardown?: () => void }

/** What a plugin's lazy `load()` resolves to. */
export interface PluginModule<S = unknown, A = unknown, Api = unknown> {
  views?: Record<string, LazyView>
  slice?: PluginSlice<S, A>
  rpc?: Record<string, RpcHandler>
  /** Runs once the plugin (and every plugin it requires) loaded; its teardown runs on removal. */
  setup?(kernel: Kernel, plugin: PluginScope<S, A>): SetupResult<Api>
}

/** Where a plugin's entry point shows up before it is loaded (DESIGN: slots). */
export type SlotName = 'connect-method' | 'wallet-feature' | 'account-tab' | 'account-action' | 'account-detail'
/** The concepts the kernel draws an icon for: a plugin picks one by name, so the kernel never names a plugin. */
export type FeatureIcon = 'buy' | 'swap' | 'send' | 'receive'
export interface SlotEntry {
  slot: SlotName
  /** Stable id, also the order key of `connectMethodsOrder` and `walletFeaturesOrder` (e.g. 'email', 'swaps'). */
  id: string
  label: string
  /**
   * Its place among the slot's entries when the app configures no order (lower first; unranked entries
   * follow in the order the plugins are configured). The first-party ranks give §2's connect method order;
   * a wallet feature without one takes its icon's place in SPEC §1's order (buy, swap, receive, send).
   */
  rank?: number
  /** 'wallet-feature': the kernel's concept icon its button shows (absent: a generic arrow). */
  icon?: FeatureIcon
  /** The view to open when the entry is chosen (not for 'account-detail'). */
  view?: string
  /** Shown only when this holds (absent: always shown); `features` are the config's flags, resolved (e.g. a flag of the plugin's own). */
  visible?: (state: KernelState, features: Readonly<Record<string, boolean>>) => boolean
  /** Shown only where the active namespace's adapter declares this capability (its descriptor's `capabilities`). */
  capability?: AdapterCapability
  /** 'account-detail': the text shown under the address (nothing shown when absent or empty). */
  text?: (state: KernelState) => string | null | undefined
  /**
   * 'connect-method': a flag of its plugin that, when off, moves the wallets off the first screen while this
   * method is shown (behind 'Continue with a wallet', as `collapseWallets` does), e.g. email's `emailShowWallets`.
   */
  showWallets?: string
  /**
   * 'connect-method': the entry's view renders inside Connect (its data `{ inline: true }`) instead of a row
   * that opens it; the number is the height in px held while its chunk loads, so nothing jumps.
   */
  inline?: number
}

/**
 * Views the kernel routes to without naming a plugin: 'basic-connect' is what opening shows with no
 * adapter and no connected address on desktop (SPEC §2); 'remote-wallet' pairs a wallet that is not
 * installed (a registry wallet, or a connector of type MULTI_CHAIN: WalletConnect's one session over namespaces).
 */
export type ViewRole = 'basic-connect' | 'remote-wallet'

/** A plugin descriptor: a few hundred bytes, the rest behind `load`. */
export interface PluginDescriptor<S = unknown, F extends string = string> {
  name: string
  /**
   * The feature flag that gates it (SPEC §1); absent means always enabled once configured. It is on by
   * default unless `flags` declares it off; `features` in the config overrides it.
   */
  flag?: F
  /**
   * The feature flags it owns besides `flag` (or to give `flag` a default of false), with their defaults.
   * The config's `features` accepts the kernel's flags and the configured plugins' flags, nothing else.
   */
  flags?: Readonly<Partial<Record<F, boolean>>>
  /** The values it keeps in browser storage, by name: the kernel's rules (checks, reset on disconnect, TTL) apply. */
  storage?: Readonly<Record<string, StorageKey>>
  /**
   * A refusal of its own options, found by its factory: createModal throws it, as INVALID_CONFIG naming the
   * plugin when it is a string, or as a PorticoError of the given code (a SPEC §5 rule with its own words).
   */
  configError?: string | { code: string; message: string }
  /** 'start': load when the modal is created (flag on). 'first-use': load when one of its views or RPC methods is first needed. */
  loadOn?: 'start' | 'first-use'
  /** Connector ids whose stored session this plugin restores: it loads at start when one is stored. */
  restores?: string[]
  /** Plugins (by name) that must be configured; they load and set up before this one, once. */
  requires?: string[]
  /** Names of the views the plugin provides, known before load so the router can route to them. */
  views?: string[]
  /** The views it serves for the kernel's view roles. */
  roles?: Partial<Record<ViewRole, string>>
  /** RPC methods it handles, known before load. */
  rpcMethods?: string[]
  slots?: SlotEntry[]
  load: () => Promise<PluginModule<S>>
}

/* ------------------------------------------------------------------ */
/* Chain adapters.                                                     */
/* ------------------------------------------------------------------ */

export interface ConnectResult {
  address: string
  chainId: number | string
  accounts?: AccountEntry[]
  /** The wallet's preferred account type (SPEC §6), when it has one. */
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
  /**
   * What the session says of its networks (SPEC §3 chain state), written over the namespace's network state
   * until the disconnect resets it: the chains a WalletConnect wallet approved (and that it cannot add others),
   * the embedded wallet's smart-account networks.
   */
  networkState?: Partial<Pick<NetworkState, 'supportsAllNetworks' | 'approvedCaipNetworkIds' | 'smartAccountEnabledNetworks'>>
}

export interface AdapterBalance {
  balance: string
  symbol: string
}

export type AdapterEvent =
  /** `entries`: the accounts with their types (SPEC §3 allAccounts), when the wallet has several kinds (bip122 payment, ordinals). */
  | { type: 'accountsChanged'; accounts: string[]; entries?: AccountEntry[] }
  | { type: 'chainChanged'; chainId: number | string }
  | { type: 'disconnect' }
  | { type: 'connectorsChanged'; connectors: Connector[] }

export interface SendTransactionArgs {
  to: string
  /** In the native unit's base units. */
  value?: bigint
  data?: string
  gas?: bigint
  gasPrice?: bigint
  /**
   * A transaction the namespace's adapter built (`transfers.buildTransfer`), serialized as every wallet of its
   * namespace takes it (Solana: base64 wire format, signature slots empty): the connected wallet signs and
   * sends it as it is; `to` and `value` only describe it.
   */
  transaction?: string
}

/** A transfer of `amount` base units of the native token, or of `token` (its contract or mint, CAIP-10 or bare). */
export interface TransferArgs {
  from: string
  /** A valid address of the namespace (`Transfers.isAddress`). */
  to: string
  amount: bigint
  token?: string
  network: Network
  /** The price of a gas unit (`Transfers.gasPrice`), when known. */
  gasPrice?: bigint
}

/**
 * The `transfers` capability: what a namespace's addresses look like, how a native or token transfer is built
 * and what it costs. Send asks it; the transfer it builds goes through whichever wallet is connected.
 */
export interface Transfers {
  /** An address of the namespace (SPEC §5), its checksum holding where addresses carry one. */
  isAddress(value: string): boolean
  /** An address of the right shape whose checksum fails (a typo), where addresses carry one. */
  failsChecksum?(value: string): boolean
  /** A valid address as wallets and the identity route want it. */
  normalizeAddress(value: string): string
  /** A field's hint of what an address looks like. */
  addressPlaceholder: string
  /** The gas units a transfer of `token` (absent: the native token) costs: its fee is that times `gasPrice`. */
  transferGas(token?: string): bigint
  /** Whether a transfer of `token` is built only once the gas price is known (SPEC §5: EVM native). */
  needsGasPrice(token?: string): boolean
  /**
   * The price of one gas unit in the native token's base units; 0n when it is unavailable. May reject with
   * GAS_PRICE_NETWORK_NOT_SUPPORTED (SPEC §8 'Network not supported for Gas Price'): no retry helps there.
   */
  gasPrice(args: { network: Network; from: string }): Promise<bigint>
  /** What `kernel.connection.sendTransaction` sends for the transfer, through any wallet of the namespace. */
  buildTransfer(args: TransferArgs): Promise<SendTransactionArgs>
}

/** The `calls` capability: contract calls built elsewhere (the swap routes' calldata), their gas and their receipt. */
export interface ContractCalls {
  /** The gas units a call is priced at when whoever built it named none. */
  defaultGas: bigint
  /**
   * The price of one gas unit in the native token's base units: the Blockchain API's gas-price route, else (it
   * failed) the network's own node. Rejects with GAS_PRICE_NETWORK_NOT_SUPPORTED (SPEC §8 'Network not supported
   * for Gas Price') on a network the API does not serve, as `Transfers.gasPrice` does.
   */
  gasPrice(args: { network: Network }): Promise<bigint>
  /**
   * Resolves true once the transaction is mined, false when it reverted, asking every `pollMs` (the adapter's
   * default when absent); rejects when the node answers with an error, or when the receipt is still not there
   * after `timeoutMs` (a node out of reach until then: its failure).
   */
  waitForReceipt(args: { network: Network; hash: string; timeoutMs?: number; pollMs?: number }): Promise<boolean>
}

/** The capabilities an adapter may have, by the name its descriptor declares. */
export interface AdapterCapabilities {
  transfers: Transfers
  calls: ContractCalls
}
export type AdapterCapability = keyof AdapterCapabilities

/**
 * A loaded adapter for one namespace (SPEC §3 connection/network controller client), with the capabilities its
 * descriptor declares; a connector driver serves connections only and has none.
 */
export interface AdapterInstance extends Partial<AdapterCapabilities> {
  namespace: Namespace
  /** Current connectors (discovered wallets). */
  getConnectors(): Connector[]
  connect(args: { connectorId: string; network?: Network }): Promise<ConnectResult>
  /** Try to restore a previous connection without prompting. */
  reconnect?(args: { connectorId: string; network?: Network }): Promise<ConnectResult | undefined>
  disconnect(): Promise<void>
  switchNetwork(network: Network): Promise<void>
  /** The native balance; absent when the namespace has no chain to ask (the balance then shows as unavailable). */
  getBalance?(args: { address: string; network: Network }): Promise<AdapterBalance>
  signMessage(args: { message: string; address: string }): Promise<string>
  sendTransaction(args: SendTransactionArgs): Promise<string>
  /** Raw provider request (EIP-1193 style). */
  request(args: { method: string; params?: unknown }): Promise<unknown>
  /** The provider exposed to the app (EIP-1193 for eip155). */
  getProvider(): unknown
  on(listener: (event: AdapterEvent) => void): () => void
  destroy?(): void
}

/** An adapter descriptor: namespace + networks; the implementation loads lazily. */
export interface AdapterDescriptor {
  namespace: Namespace
  /** What the loaded adapter can do (cheap data, known before load): slot entries that need one show only here. */
  capabilities?: readonly AdapterCapability[]
  load: () => Promise<{ create: (kernel: Kernel) => AdapterInstance | Promise<AdapterInstance> }>
}

/* ------------------------------------------------------------------ */
/* Kernel services that views and plugins call.                        */
/* ------------------------------------------------------------------ */

export interface OpenOptions {
  view?: string
  data?: Record<string, unknown>
  namespace?: Namespace
}

/** The view stack and the open/close rules of SPEC §2. */
export interface Router {
  open(options?: OpenOptions): Promise<void>
  /** Everything open(options) would load (runtime, UI, the first view's code), without showing anything. */
  prepare(options?: OpenOptions): Promise<void>
  close(): void
  push(view: string, data?: Record<string, unknown>): void
  replace(view: string, data?: Record<string, unknown>): void
  goBack(): void
  reset(view: string, data?: Record<string, unknown>): void
  /** The Account view's selected tab (SPEC §3 currentTab of the active account), kept across opens. */
  setCurrentTab(tab: number): void
  /** Register a (lazy) view by name; plugins and the built-in UI use the same call. */
  registerView(name: string, view: LazyView): () => void
  /** The lazy component of a view, loading its plugin first when needed. */
  resolveView(name: string): Promise<ViewComponent | undefined>
  /** The component of a view resolveView() has loaded, at once; undefined until then. */
  loadedView(name: string): ViewComponent | undefined
  hasView(name: string): boolean
  /** The view an enabled plugin serves for a role, if any. */
  roleView(role: ViewRole): string | undefined
}

export interface Toasts {
  /** SPEC §4: an open toast closes, the new one shows 150 ms later. */
  showToast(message: string, variant: ToastVariant, options?: { svg?: string; autoClose?: boolean }): void
  closeToast(): void
  showSnackbar(message: string, variant?: SnackbarVariant): void
  closeSnackbar(): void
  /** Show an alert of SPEC §8 (one of ALERTS, or a plugin's own) in the modal. */
  showAlert(alert: AlertState): void
}

/** The connection lifecycle of SPEC §4, over the adapters. */
export interface Connection {
  /** Load every configured adapter and publish its connectors (installed and announced wallets) to the store. */
  discoverConnectors(): Promise<void>
  connect(args: { namespace: Namespace; connectorId: string }): Promise<ConnectResult>
  /** Restore the last connection on page load (most recent connector first). */
  reconnect(): Promise<void>
  disconnect(): Promise<void>
  switchNetwork(network: Network): Promise<void>
  /** The provider of the instance connected on a namespace (its adapter or a connector driver). */
  getProvider(namespace: Namespace): unknown
  /** Fetch balances with the §4 30 s retry lock; updates accountState. `force` skips the 30 s cache. */
  refreshBalance(namespace?: Namespace, options?: { force?: boolean }): Promise<void>
  /** Fetch the identity name and avatar (profileName, profileImage) again, dropping the 5 min identity cache. */
  refreshProfile(namespace?: Namespace): Promise<void>
  /**
   * Send a transaction through the wallet connected on `namespace` (default: the active one); resolves to
   * its hash. Emits 'transaction' on the bus, which drops the balance cache and refreshes the balances.
   */
  sendTransaction(args: SendTransactionArgs, namespace?: Namespace): Promise<string>
  /** Sign a message with the wallet connected on `namespace` (default: the active one). */
  signMessage(message: string, namespace?: Namespace): Promise<string>
}

/** The public handle returned by createModal. */
export interface Modal {
  readonly kernel: Kernel
  /**
   * Load the kernel runtime (full config validation, storage, services,
   * connection) if it is not loaded yet; resolves to the kernel once
   * `kernel.storage`, `kernel.services` and `kernel.connection` are usable.
   * Rejects with PorticoError INVALID_CONFIG when the config fails validation.
   */
  ready(): Promise<Kernel>
  open(options?: OpenOptions): Promise<void>
  close(): void
  connect(args: { namespace: Namespace; connectorId: string }): Promise<ConnectResult>
  disconnect(): Promise<void>
  switchNetwork(network: Network): Promise<void>
  /**
   * Settles once the session an earlier visit stored is restored, or failed to be (never rejects; at once
   * when none is stored). Then `getState()` says whether a reload left the app connected, without a prompt.
   */
  restored(): Promise<void>
  /**
   * Add a network to `namespace` (one the modal was configured with, else 'Chain adapter not found'), checked
   * as a config network (INVALID_NETWORK) and given the same default RPC URL; a network already there is kept.
   */
  addNetwork(namespace: Namespace, network: Network): Promise<void>
  /**
   * SPEC §4/§5: remove a network; an unknown one ('Network Not Found') or the last of its namespace
   * (LAST_NETWORK) is refused. Removing the active network selects the first remaining one (a connected
   * wallet is asked to switch first; its refusal rejects and keeps the network).
   */
  removeNetwork(namespace: Namespace, caipNetworkId: string): Promise<void>
  /** SPEC §4: remove a namespace's adapter and its wallets; refused while it is connected (ADAPTER_CONNECTED). */
  removeAdapter(namespace: Namespace): Promise<void>
  getState(): KernelState
  subscribe(listener: (state: KernelState, previous: KernelState) => void): () => void
  on: Bus['on']
  off: Bus['off']
  /**
   * 'light', 'dark' or 'system' (follows the browser's prefers-color-scheme, live). `getState().theme` holds the
   * mode as set and `resolved`, the theme shown ('light' | 'dark').
   */
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  /**
   * Start loading what the next open() needs (runtime, modal UI, first view),
   * so it shows at once. The Portico buttons call it on intent (pointer over,
   * focus, touch); the kernel calls it when the browser is idle after load.
   * Never throws: a load that fails is reported on the 'error' event (source
   * 'runtime', 'ui' or 'plugins'), and open() tries it again.
   */
  preload(): void
  /** The app-facing provider of a namespace (EIP-1193 for eip155), once connected. */
  getProvider(namespace?: Namespace): unknown
  /** The log's recent entries, oldest first (SPEC §9: about 1 MB of text, at `logLevel`). */
  getLogs(): Promise<LogEntry[]>
  destroy(): Promise<void>
}
