/**
 * The Portico config (SPEC §1, §2, §5, §6): the defaults, and
 * `resolveConfig`, which fills every default with plain code and makes the
 * cheap synchronous refusals createModal needs. The full zod validation lives
 * in config-schema.ts and runs with the runtime, so the entry stays small.
 */
import { ALERTS, PorticoError, kernelError } from './errors'
import type { AccountType, AdapterDescriptor, AlertState, KernelFeature, Namespace, Network, PluginDescriptor, PorticoConfig, ResolvedConfig, ServiceUrls, SlotName } from './types'
import { NAMESPACES } from './state'
import { joinUrl } from './services/join-url'
import { DEFAULT_LOG_LEVEL } from './constants'

// The config's types are part of the contract (kernel/types.ts); here for the modules that read the config.
export type { Features, KernelFeature, PluginFlags, PluginList, PorticoConfig, ResolvedConfig, ServiceUrls } from './types'

/**
 * The kernel's own feature flags and their SPEC §1 defaults. A plugin declares its flags on its descriptor
 * (`flag`, `flags`), so the features an app can set are these plus its configured plugins' flags.
 */
export const KERNEL_FEATURES = {
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  collapseWallets: false,
} as const satisfies Record<KernelFeature, boolean>

/** The Connect view's own connect method (the wallets); plugins add theirs through the 'connect-method' slot. */
export const WALLET_CONNECT_METHOD = 'wallet'

/**
 * SDK identity sent as `st`/`sv` to the services. SPEC §1 names 2.16.5 and,
 * elsewhere, 1.7.0 with type 'react' and the label 'html-wagmi-4.2.2': those
 * are the incumbent's own labels for its own packages. We report our own
 * type and take the first reading for the version.
 */
export const DEFAULT_SDK_TYPE = 'portico'
export const DEFAULT_SDK_VERSION = '2.16.5'

export const DEFAULT_SERVICES: Readonly<ServiceUrls> = {
  blockchainApiUrl: 'https://rpc.walletconnect.org',
  registryUrl: 'https://api.web3modal.org',
  analyticsUrl: 'https://pulse.walletconnect.org',
  secureSiteUrl: 'https://secure.walletconnect.org',
}

/** SPEC §6 default account type per namespace. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<Namespace, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}

export interface ResolvedConfigResult {
  config: ResolvedConfig
  /** Alerts the modal shows (SPEC §8), e.g. PROJECT_ID_NOT_CONFIGURED. */
  alerts: AlertState[]
}

/**
 * SPEC §7: a network that names no RPC URL reads through the Blockchain API's RPC service, by chain id and
 * project id (`?.`: a malformed network is the runtime validation's to report, not a crash here). Config
 * networks and those `modal.addNetwork` adds alike.
 */
export const withDefaultRpc = (network: Network, blockchainApiUrl: string, projectId = ''): Network =>
  network.rpcUrls?.default?.http?.[0]
    ? network
    : { ...network, rpcUrls: { default: { ...network.rpcUrls?.default, http: [`${joinUrl(blockchainApiUrl, 'v1')}?chainId=${network.caipNetworkId}&projectId=${projectId}`] } } }

/**
 * Fill the defaults and make the cheap synchronous checks.
 * Throws a PorticoError for input that cannot even start (no network, a
 * network that is not an object, a plugin refusing its own options); returns alerts for
 * what the modal must show. Everything else, unknown keys included, is checked by `validateConfig`
 * (config-schema.ts) when the runtime loads.
 */
export function resolveConfig(input: PorticoConfig): ResolvedConfigResult {
  const networks: unknown = input.networks
  if (!Array.isArray(networks) || networks.length === 0) refuse('networks: at least one network is required')
  if (!networks.every(isObject)) refuse('networks: every network must be an object')
  refuseInvalidEntries('adapters', input.adapters, isAdapterDescriptor, ADAPTER_SHAPE)
  refuseInvalidEntries('plugins', input.plugins, isPluginDescriptor, PLUGIN_SHAPE)
  const plugins: PluginDescriptor[] = [...((input.plugins ?? []) as readonly PluginDescriptor[])]
  for (const [index, { name, configError }] of plugins.entries()) {
    if (typeof configError === 'string') refuse(`plugins[${index}] (${name}): ${configError}`)
    if (configError) throw new PorticoError(configError.code, configError.message)
  }
  const features = resolveFeatures(input.features, plugins)
  refuseUnknownIds('connectMethodsOrder', input.connectMethodsOrder, [WALLET_CONNECT_METHOD, ...slotIds(plugins, 'connect-method')])
  refuseUnknownIds('walletFeaturesOrder', input.walletFeaturesOrder, slotIds(plugins, 'wallet-feature'))

  const alerts: AlertState[] = []
  if (!input.projectId) alerts.push(ALERTS.PROJECT_ID_NOT_CONFIGURED)
  // The legal checkbox has nothing to agree to without a link: nothing is gated, and the app is told.
  if (features.legalCheckbox && !input.termsConditionsUrl && !input.privacyPolicyUrl) alerts.push(ALERTS.LEGAL_URLS_NOT_CONFIGURED)
  const services = { ...DEFAULT_SERVICES, ...input.services }
  const withRpc = (network: Network): Network => withDefaultRpc(network, services.blockchainApiUrl, input.projectId)

  const config: ResolvedConfig = {
    projectId: input.projectId || undefined,
    metadata: input.metadata,
    adapters: input.adapters ?? [],
    plugins,
    networks: input.networks.map(withRpc),
    defaultNetwork: withRpc(input.defaultNetwork ?? (input.networks[0] as Network)),
    features,
    connectMethodsOrder: input.connectMethodsOrder,
    walletFeaturesOrder: input.walletFeaturesOrder,
    themeMode: input.themeMode ?? 'dark',
    themeVariables: input.themeVariables ?? {},
    featuredWalletIds: input.featuredWalletIds ?? [],
    customWallets: input.customWallets ?? [],
    includeWalletIds: input.includeWalletIds ?? [],
    excludeWalletIds: input.excludeWalletIds ?? [],
    allowUnsupportedChain: input.allowUnsupportedChain ?? false,
    embedded: input.embedded ?? false,
    debug: input.debug ?? false,
    logLevel: input.logLevel ?? (input.debug ? 'debug' : DEFAULT_LOG_LEVEL),
    sdkType: input.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: input.sdkVersion ?? DEFAULT_SDK_VERSION,
    services,
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...input.defaultAccountTypes },
    termsConditionsUrl: input.termsConditionsUrl,
    privacyPolicyUrl: input.privacyPolicyUrl,
  }
  return { config, alerts }
}

function refuse(details: string): never {
  throw kernelError('INVALID_CONFIG', details)
}

/** The shell registers adapters and plugins synchronously, so their shape is checked here, not later. */
function refuseInvalidEntries(key: string, entries: unknown, isValid: (value: unknown) => boolean, shape: string): void {
  if (entries === undefined) return
  if (!Array.isArray(entries)) refuse(`${key}: expected an array`)
  const index = entries.findIndex((entry) => !isValid(entry))
  if (index !== -1) refuse(`${key}[${index}]: ${shape}`)
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const hasLoad = (value: unknown): value is { load: () => unknown } => isObject(value) && typeof value.load === 'function'

export const ADAPTER_SHAPE = 'an adapter needs a known namespace and a load() function'
export const PLUGIN_SHAPE = 'a plugin needs a name and a load() function'

export function isAdapterDescriptor(value: unknown): value is AdapterDescriptor {
  return hasLoad(value) && (NAMESPACES as readonly unknown[]).includes((value as { namespace?: unknown }).namespace)
}
export function isPluginDescriptor(value: unknown): value is PluginDescriptor {
  return hasLoad(value) && typeof (value as { name?: unknown }).name === 'string'
}

/**
 * Every known flag with its default: the kernel's, then each configured plugin's (its `flags`, and its
 * gating `flag`, on unless declared off), then what the app set. A flag nobody declares is refused: it
 * would gate nothing, and is most likely a typo.
 */
function resolveFeatures(input: Readonly<Record<string, unknown>> | undefined, plugins: readonly PluginDescriptor[]): ResolvedConfig['features'] {
  const defaults: Record<string, boolean> = { ...KERNEL_FEATURES }
  for (const plugin of plugins) {
    Object.assign(defaults, plugin.flags)
    if (plugin.flag !== undefined) defaults[plugin.flag] ??= true
  }
  const unknown = Object.keys(input ?? {}).filter((flag) => !Object.hasOwn(defaults, flag))
  if (unknown.length > 0) refuse(`features: unknown flag ${quoted(unknown)}; the known flags are ${quoted(Object.keys(defaults))}`)
  return { ...defaults, ...(input as Record<string, boolean>) } as ResolvedConfig['features']
}

const quoted = (values: readonly string[]): string => values.map((value) => `"${value}"`).join(', ')

/** The ids of the configured plugins' entries in one slot. */
function slotIds(plugins: readonly PluginDescriptor[], slot: SlotName): string[] {
  return plugins.flatMap((plugin) => plugin.slots ?? []).filter((entry) => entry.slot === slot).map((entry) => entry.id)
}

function refuseUnknownIds(key: string, ids: unknown, known: readonly string[]): void {
  if (!Array.isArray(ids)) return // the runtime's schema names a wrong type
  const unknown = ids.filter((id) => !known.includes(id))
  if (unknown.length > 0) refuse(`${key}: unknown ${quoted(unknown.map(String))}; the known ids are ${quoted(known)}`)
}
