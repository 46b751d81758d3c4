/**
 * Finds Bitcoin wallets the way sats-connect does: the WBIP004 list
 * `window.btc_providers` (what sats-connect's `getProviders()` returns; Xverse
 * and Leather register there), each entry naming by `id` the object path of
 * its provider on window (e.g. 'XverseProviders.BitcoinProvider'). The list is
 * read here, without loading the SDK, so listing wallets costs nothing; an
 * entry is kept only when it is well formed and its provider answers `request`.
 * Other people's code fills the list: anything malformed means "not a wallet".
 */
import * as z from 'zod/mini'
import { safeImageUrl, type Connector } from '../../kernel/plugin'

/** The page a wallet registers in: window, or a stand-in in tests. */
export type ProviderHost = Record<string, unknown>

/** A registered wallet with its connector. */
export interface BitcoinWallet {
  connector: Connector
  /** The provider's object path on window; sats-connect's `providerId`. */
  providerId: string
  /** Whether the provider can report account, network and disconnect events. */
  hasEvents: boolean
}

const MAX_ICON_LENGTH = 256 * 1024
/** Dotted identifiers only: the path is walked on window. */
const providerPath = z.string().check(z.maxLength(200), z.regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/))
const entrySchema = z.object({
  id: providerPath,
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: z.optional(z.string().check(z.maxLength(MAX_ICON_LENGTH))),
})

/** The object at a dotted path of `host`, read defensively (a getter may throw). */
function objectAt(host: ProviderHost, path: string): Record<string, unknown> | undefined {
  let current: unknown = host
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part)) return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : undefined
}

function checkEntry(host: ProviderHost, candidate: unknown): BitcoinWallet | undefined {
  try {
    const parsed = entrySchema.safeParse(candidate)
    if (!parsed.success) return undefined
    const { id, name, icon } = parsed.data
    const provider = objectAt(host, id)
    if (typeof provider?.request !== 'function') return undefined
    // Icons are shown in the modal: a data: image only, never a URL the page would fetch.
    const imageUrl = icon?.startsWith('data:image/') && safeImageUrl(icon) === icon ? icon : undefined
    return {
      connector: { id, name, type: 'ANNOUNCED', chain: 'bip122', ...(imageUrl ? { imageUrl } : {}) },
      providerId: id,
      hasEvents: typeof provider.addListener === 'function',
    }
  } catch {
    return undefined // a getter threw: a broken wallet is not listed
  }
}

/** The wallets registered in `host` now, one per provider id, in registration order. */
export function registeredWallets(host: ProviderHost): BitcoinWallet[] {
  let list: unknown
  try {
    list = host.btc_providers
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  const byId = new Map<string, BitcoinWallet>()
  for (const candidate of list) {
    const wallet = checkEntry(host, candidate)
    if (wallet && !byId.has(wallet.providerId)) byId.set(wallet.providerId, wallet)
  }
  return [...byId.values()]
}
