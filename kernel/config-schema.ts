/**
 * The full zod/mini schema of the Portico config (SPEC §1, §2, §5, §6) and
 * `validateConfig`. It runs with the runtime (kernel/runtime.ts), not in the
 * entry: zod costs more than the whole shell, and createModal only needs the
 * cheap checks of config.ts to start.
 */
import * as z from 'zod/mini'
import { ADAPTER_SHAPE, PLUGIN_SHAPE, SOCIAL_PROVIDERS, isAdapterDescriptor, isPluginDescriptor } from './config'
import type { PorticoConfig } from './config'
import { PorticoError, messageOf } from './errors'
import type { AdapterDescriptor, PluginDescriptor } from './types'
import { NAMESPACES } from './types'

const namespaceSchema = z.enum(NAMESPACES)
const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])

const networkSchema = z.object({
  id: z.union([z.number(), z.string()]),
  caipNetworkId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
  name: z.string(),
  chainNamespace: namespaceSchema,
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().check(z.int()) }),
  rpcUrls: z.object({ default: z.object({ http: z.array(z.string()), webSocket: z.optional(z.array(z.string())) }) }),
  blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: z.string() }) })),
  testnet: z.optional(z.boolean()),
})

const adapterSchema = z.custom<AdapterDescriptor>(isAdapterDescriptor, { message: ADAPTER_SHAPE })
const pluginSchema = z.custom<PluginDescriptor>(isPluginDescriptor, { message: PLUGIN_SHAPE })

const themeVariablesSchema = z.partial(
  z.object({
    '--w3m-accent': z.string(),
    '--w3m-font-family': z.string(),
    '--w3m-color-mix': z.string(),
    '--w3m-color-mix-strength': z.number(),
    '--w3m-border-radius-master': z.string(),
    '--w3m-font-size-master': z.string(),
    '--w3m-z-index': z.number(),
    '--w3m-qr-color': z.string(),
  }),
)

const connectMethodSchema = z.enum(['email', 'social', 'wallet'])
const walletFeatureSchema = z.enum(['onramp', 'swaps', 'receive', 'send'])

/** The config schema. Unknown keys are dropped by `z.object` and reported by `resolveConfig`. */
export const configSchema = z.object({
  projectId: z.optional(z.string()),
  metadata: z.optional(z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) })),
  adapters: z.optional(z.array(adapterSchema)),
  plugins: z.optional(z.array(pluginSchema)),
  networks: z.array(networkSchema).check(z.minLength(1, 'at least one network is required')),
  defaultNetwork: z.optional(networkSchema),
  // Known flags are typed; extra boolean flags are allowed for third-party plugins.
  features: z.optional(z.record(z.string(), z.boolean())),
  socials: z.optional(z.union([z.array(z.enum(SOCIAL_PROVIDERS)), z.literal(false)])),
  connectMethodsOrder: z.optional(z.array(connectMethodSchema)),
  walletFeaturesOrder: z.optional(z.array(walletFeatureSchema)),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(themeVariablesSchema),
  featuredWalletIds: z.optional(z.array(z.string())),
  includeWalletIds: z.optional(z.array(z.string())),
  excludeWalletIds: z.optional(z.array(z.string())),
  allowUnsupportedChain: z.optional(z.boolean()),
  embedded: z.optional(z.boolean()),
  debug: z.optional(z.boolean()),
  sdkType: z.optional(z.string()),
  sdkVersion: z.optional(z.string()),
  siweConfig: z.optional(z.unknown()),
  siwx: z.optional(z.unknown()),
  services: z.optional(z.partial(z.object({
    blockchainApiUrl: z.url(),
    registryUrl: z.url(),
    analyticsUrl: z.url(),
    secureSiteUrl: z.url(),
    relayUrl: z.url(),
  }))),
  defaultAccountTypes: z.optional(z.partialRecord(namespaceSchema, accountTypeSchema)),
})

/** Throws PorticoError INVALID_CONFIG with a readable list of every problem. */
export function validateConfig(input: PorticoConfig): void {
  const parsed = configSchema.safeParse(input)
  if (parsed.success) return
  throw new PorticoError('INVALID_CONFIG', messageOf('INVALID_CONFIG', z.prettifyError(parsed.error)), { cause: parsed.error })
}
