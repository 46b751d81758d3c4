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
import { accountTypesSchema, formatIssues, nonEmpty, oneOf, serviceUrlSchema } from './validation'

const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

// An either-or value is checked by predicate: z.union would add more to the modal than the rest.
const isNetworkId = (id: unknown): id is number | string => typeof id === 'number' || typeof id === 'string'

const networkSchema = z.object({
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

/** The config schema. Unknown keys are dropped by `z.object` and reported by `resolveConfig`. */
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
  themeMode: z.optional(oneOf(['light', 'dark'])),
  themeVariables: z.optional(themeVariablesSchema),
  featuredWalletIds: z.optional(z.array(z.string())),
  includeWalletIds: z.optional(z.array(z.string())),
  excludeWalletIds: z.optional(z.array(z.string())),
  allowUnsupportedChain: z.optional(z.boolean()),
  embedded: z.optional(z.boolean()),
  debug: z.optional(z.boolean()),
  sdkType: z.optional(z.string()),
  sdkVersion: z.optional(z.string()),
  services: z.optional(z.object({
    blockchainApiUrl: optionalServiceUrl,
    registryUrl: optionalServiceUrl,
    analyticsUrl: optionalServiceUrl,
    secureSiteUrl: optionalServiceUrl,
  })),
  defaultAccountTypes: z.optional(accountTypesSchema),
})

/** Throws PorticoError INVALID_CONFIG with a readable list of every problem. */
export function validateConfig(input: PorticoConfig): void {
  const parsed = configSchema.safeParse(input)
  if (parsed.success) return
  throw new PorticoError('INVALID_CONFIG', messageIn(KERNEL_MESSAGES, 'INVALID_CONFIG', formatIssues(parsed.error)), { cause: parsed.error })
}
