/**
 * The full zod/mini schema of the Portico config (SPEC §1, §2, §5, §6) and
 * `validateConfig`. It runs with the runtime (kernel/runtime.ts), not in the
 * entry: zod costs more than the whole shell, and createModal only needs the
 * cheap checks of config.ts to start.
 */
import * as z from 'zod/mini'
import { ADAPTER_SHAPE, PLUGIN_SHAPE, isAdapterDescriptor, isPluginDescriptor } from './config'
import type { PorticoConfig } from './config'
import { KERNEL_MESSAGES, PorticoError, messageIn } from './errors'
import type { AdapterDescriptor, PluginDescriptor } from './types'
import { NAMESPACES } from './types'
import { accountTypesSchema, formatIssues, linkUrlSchema, nonEmpty, oneOf, serviceUrlSchema } from './validation'
import { LOG_LEVELS } from './log-level'

const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

// An either-or value is checked by predicate: z.union would add more to the modal than the rest.
const isNetworkId = (id: unknown): id is number | string => typeof id === 'number' || typeof id === 'string'

/** One network, as `networks` holds it (config and modal.addNetwork alike). */
export const networkSchema = z.object({
  id: z.custom<number | string>(isNetworkId, { message: 'Expected a number or a string' }),
  caipNetworkId: z.string().check(z.refine((id) => CAIP_NETWORK_ID.test(id), 'Invalid CAIP-2 network id')),
  name: z.string(),
  chainNamespace: oneOf(NAMESPACES),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().check(z.refine(Number.isInteger, 'Expected an integer')) }),
  rpcUrls: z.object({ default: z.object({ http: z.array(z.string()), webSocket: z.optional(z.array(z.string())) }) }),
  blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: z.string() }) })),
  testnet: z.optional(z.boolean()),
})

const adapterSchema = z.custom<AdapterDescriptor>(isAdapterDescriptor, { message: ADAPTER_SHAPE })
const pluginSchema = z.custom<PluginDescriptor>(isPluginDescriptor, { message: PLUGIN_SHAPE })

const optionalString = z.optional(z.string())
const optionalNumber = z.optional(z.number())
const optionalServiceUrl = z.optional(serviceUrlSchema)

const themeVariablesSchema = z.object({
  '--w3m-accent': optionalString,
  '--w3m-font-family': optionalString,
  '--w3m-color-mix': optionalString,
  '--w3m-color-mix-strength': optionalNumber,
  '--w3m-border-radius-master': optionalString,
  '--w3m-font-size-master': optionalString,
  '--w3m-z-index': optionalNumber,
  '--w3m-qr-color': optionalString,
})

/** The config schema: every key of PorticoConfig (the check below), unknown ones dropped and reported. */
export const configSchema = z.object({
  projectId: z.optional(z.string()),
  metadata: z.optional(z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) })),
  adapters: z.optional(z.array(adapterSchema)),
  plugins: z.optional(z.array(pluginSchema)),
  networks: z.array(networkSchema).check(nonEmpty('at least one network is required')),
  defaultNetwork: z.optional(networkSchema),
  // Which flags exist is the configured plugins' business (resolveConfig refuses unknown ones): each is a boolean.
  features: z.optional(z.catchall(z.object({}), z.boolean())),
  // Slot ids: resolveConfig refuses ids no configured plugin declares.
  connectMethodsOrder: z.optional(z.array(z.string())),
  walletFeaturesOrder: z.optional(z.array(z.string())),
  themeMode: z.optional(oneOf(['light', 'dark', 'system'])),
  themeVariables: z.optional(themeVariablesSchema),
  featuredWalletIds: z.optional(z.array(z.string())),
  includeWalletIds: z.optional(z.array(z.string())),
  excludeWalletIds: z.optional(z.array(z.string())),
  customWallets: z.optional(
    z.array(
      z.object({
        id: z.string().check(nonEmpty('a custom wallet needs an id')),
        name: z.string().check(nonEmpty('a custom wallet needs a name')),
        image_url: z.optional(linkUrlSchema),
        mobile_link: z.optional(z.string()),
        desktop_link: z.optional(z.string()),
        webapp_link: z.optional(linkUrlSchema),
        homepage: z.optional(linkUrlSchema),
      }),
    ),
  ),
  allowUnsupportedChain: z.optional(z.boolean()),
  embedded: z.optional(z.boolean()),
  debug: z.optional(z.boolean()),
  logLevel: z.optional(oneOf(LOG_LEVELS)),
  sdkType: z.optional(z.string()),
  sdkVersion: z.optional(z.string()),
  services: z.optional(z.object({
    blockchainApiUrl: optionalServiceUrl,
    registryUrl: optionalServiceUrl,
    analyticsUrl: optionalServiceUrl,
    secureSiteUrl: optionalServiceUrl,
  })),
  defaultAccountTypes: z.optional(accountTypesSchema),
  termsConditionsUrl: z.optional(linkUrlSchema),
  privacyPolicyUrl: z.optional(linkUrlSchema),
})

// The compiler holds the schema's keys to PorticoConfig's: the unknown-key warning cannot name a real key.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false
type MustHold<T extends true> = T
export type SchemaKeysAreConfigKeys = MustHold<SameKeys<PorticoConfig, typeof configSchema.shape>>

/**
 * Throws PorticoError INVALID_CONFIG with a readable list of every problem. Keys the config does not know
 * are ignored; they are returned and logged once with console.warn (most likely a typo or an older option).
 */
export function validateConfig(input: PorticoConfig): string[] {
  const unknownKeys = Object.keys(input).filter((key) => !Object.hasOwn(configSchema.shape, key))
  if (unknownKeys.length > 0) console.warn(`[portico] unknown config keys are ignored: ${unknownKeys.join(', ')}`)
  const parsed = configSchema.safeParse(input)
  if (parsed.success) return unknownKeys
  throw new PorticoError('INVALID_CONFIG', messageIn(KERNEL_MESSAGES, 'INVALID_CONFIG', formatIssues(parsed.error)), { cause: parsed.error })
}
