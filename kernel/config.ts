/**
 * The Portico config (SPEC §1, §2, §5, §6): its types, the defaults, and
 * `resolveConfig`, which fills every default with plain code and makes the
 * cheap synchronous refusals createModal needs. The full zod validation lives
 * in config-schema.ts and runs with the runtime, so the entry stays small.
 */
import { ALERTS, kernelError } from './errors'
import type { AccountType, AdapterDescriptor, AlertState, Namespace, Network, PluginDescriptor, ThemeMode, ThemeVariables } from './types'
import { NAMESPACES } from './types'

/** Feature flags (SPEC §1). Plugins are gated by these names. */
export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
}

export const DEFAULT_FEATURES: Readonly<Features> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
}

export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook', 'telegram'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
/** SPEC §1: the socials offered by default (Telegram is handled when listed). */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']

/**
 * SDK identity sent as `st`/`sv` to the services. SPEC §1 names 2.16.5 and,
 * elsewhere, 1.7.0 with type 'react' and the label 'html-wagmi-4.2.2': those
 * are the incumbent's own labels for its own packages. We report our own
 * type and take the first reading for the version.
 */
export const DEFAULT_SDK_TYPE = 'portico'
export const DEFAULT_SDK_VERSION = '2.16.5'

export const DEFAULT_SERVICES = {
  blockchainApiUrl: 'https://rpc.walletconnect.org',
  registryUrl: 'https://api.web3modal.org',
  analyticsUrl: 'https://pulse.walletconnect.org',
  secureSiteUrl: 'https://secure.walletconnect.org',
  relayUrl: 'wss://relay.walletconnect.org',
}
export type ServiceUrls = typeof DEFAULT_SERVICES

/** SPEC §6 default account type per namespace. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<Namespace, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}

/** What an app passes to `createModal`. */
export interface PorticoConfig {
  projectId?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
  adapters?: AdapterDescriptor[]
  plugins?: PluginDescriptor[]
  networks: Network[]
  defaultNetwork?: Network
  features?: Partial<Features> & Record<string, boolean>
  socials?: SocialProvider[] | false
  connectMethodsOrder?: ConnectMethod[]
  walletFeaturesOrder?: WalletFeature[]
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  allowUnsupportedChain?: boolean
  embedded?: boolean
  debug?: boolean
  sdkType?: string
  sdkVersion?: string
  siweConfig?: unknown
  siwx?: unknown
  services?: Partial<ServiceUrls>
  defaultAccountTypes?: Partial<Record<Namespace, AccountType>>
}

/** The config with every default filled. */
export interface ResolvedConfig {
  projectId?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
  adapters: AdapterDescriptor[]
  plugins: PluginDescriptor[]
  networks: Network[]
  defaultNetwork: Network
  /** The SPEC §1 flags plus any extra flags the app set for its own plugins. */
  features: Features & Record<string, boolean>
  socials: SocialProvider[]
  /** Only when the app configured it; see `connectMethodOrder`. */
  connectMethodsOrder?: ConnectMethod[]
  walletFeaturesOrder: WalletFeature[]
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  allowUnsupportedChain: boolean
  embedded: boolean
  debug: boolean
  sdkType: string
  sdkVersion: string
  siweConfig?: unknown
  siwx?: unknown
  services: ServiceUrls
  defaultAccountTypes: Record<Namespace, AccountType>
}

export interface ResolvedConfigResult {
  config: ResolvedConfig
  /** Alerts the modal shows (SPEC §8), e.g. PROJECT_ID_NOT_CONFIGURED. */
  alerts: AlertState[]
  /** Human-readable notes about ignored input (unknown keys, unknown feature flags). */
  warnings: string[]
}

/**
 * Every top-level config key, declared once. The Record type makes the
 * compiler check it against PorticoConfig; a unit test checks it against the
 * zod schema's keys, so the three cannot drift apart.
 */
const CONFIG_KEY_SET: Record<keyof PorticoConfig, true> = {
  projectId: true,
  metadata: true,
  adapters: true,
  plugins: true,
  networks: true,
  defaultNetwork: true,
  features: true,
  socials: true,
  connectMethodsOrder: true,
  walletFeaturesOrder: true,
  themeMode: true,
  themeVariables: true,
  featuredWalletIds: true,
  includeWalletIds: true,
  excludeWalletIds: true,
  allowUnsupportedChain: true,
  embedded: true,
  debug: true,
  sdkType: true,
  sdkVersion: true,
  siweConfig: true,
  siwx: true,
  services: true,
  defaultAccountTypes: true,
}
export const CONFIG_KEYS = Object.keys(CONFIG_KEY_SET) as Array<keyof PorticoConfig>

/**
 * Fill the defaults and make the cheap synchronous checks.
 * Throws a PorticoError for input that cannot even start (no network, a
 * network that is not an object, siweConfig with siwx); returns alerts for
 * what the modal must show, and warnings (also logged once with console.warn)
 * for keys it ignores. Everything else is checked by `validateConfig`
 * (config-schema.ts) when the runtime loads.
 */
export function resolveConfig(input: PorticoConfig): ResolvedConfigResult {
  const networks: unknown = input.networks
  if (!Array.isArray(networks) || networks.length === 0) refuse('networks: at least one network is required')
  if (!networks.every(isObject)) refuse('networks: every network must be an object')
  refuseInvalidEntries('adapters', input.adapters, isAdapterDescriptor, ADAPTER_SHAPE)
  refuseInvalidEntries('plugins', input.plugins, isPluginDescriptor, PLUGIN_SHAPE)
  if (input.siweConfig !== undefined && input.siwx !== undefined) {
    throw kernelError('SIWE_AND_SIWX')
  }

  const plugins = input.plugins ?? []
  const warnings = unknownKeyWarnings(input, plugins)
  if (warnings.length > 0) console.warn(`[portico] ${warnings.join('; ')}`)

  const alerts: AlertState[] = []
  if (!input.projectId) alerts.push(ALERTS.PROJECT_ID_NOT_CONFIGURED)

  const config: ResolvedConfig = {
    projectId: input.projectId || undefined,
    metadata: input.metadata,
    adapters: input.adapters ?? [],
    plugins,
    networks: input.networks,
    defaultNetwork: input.defaultNetwork ?? (input.networks[0] as Network),
    features: { ...DEFAULT_FEATURES, ...input.features },
    socials: input.socials === false ? [] : [...(input.socials ?? DEFAULT_SOCIALS)],
    connectMethodsOrder: input.connectMethodsOrder,
    walletFeaturesOrder: [...(input.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER)],
    themeMode: input.themeMode ?? 'dark',
    themeVariables: input.themeVariables ?? {},
    featuredWalletIds: input.featuredWalletIds ?? [],
    includeWalletIds: input.includeWalletIds ?? [],
    excludeWalletIds: input.excludeWalletIds ?? [],
    allowUnsupportedChain: input.allowUnsupportedChain ?? false,
    embedded: input.embedded ?? false,
    debug: input.debug ?? false,
    sdkType: input.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: input.sdkVersion ?? DEFAULT_SDK_VERSION,
    siweConfig: input.siweConfig,
    siwx: input.siwx,
    services: { ...DEFAULT_SERVICES, ...input.services },
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...input.defaultAccountTypes },
  }
  return { config, alerts, warnings }
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

function unknownKeyWarnings(input: PorticoConfig, plugins: readonly PluginDescriptor[]): string[] {
  const warnings = Object.keys(input)
    .filter((key) => !Object.hasOwn(CONFIG_KEY_SET, key))
    .map((key) => `unknown config key "${key}" is ignored`)
  const pluginFlags = new Set(plugins.map((plugin) => plugin.flag).filter((flag) => flag !== undefined))
  for (const flag of Object.keys(input.features ?? {})) {
    if (!Object.hasOwn(DEFAULT_FEATURES, flag) && !pluginFlags.has(flag)) {
      warnings.push(`unknown feature flag "${flag}" gates no configured plugin`)
    }
  }
  return warnings
}

/**
 * The flags plugins are gated by: the features, plus `socials`, which is on
 * when at least one social provider is offered.
 */
export function featureFlags(config: Pick<ResolvedConfig, 'features' | 'socials'>): Record<string, boolean> {
  return { ...config.features, socials: config.socials.length > 0 }
}

/**
 * SPEC §2: connect methods default to email, social, wallet; when injected or
 * announced wallets are shown, wallet comes first — unless the app configured
 * an order, which always wins.
 */
export function connectMethodOrder(
  config: Pick<ResolvedConfig, 'connectMethodsOrder'>,
  { hasShownWallets }: { hasShownWallets: boolean },
): ConnectMethod[] {
  if (config.connectMethodsOrder) return [...config.connectMethodsOrder]
  return hasShownWallets ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}
