/**
 * The order of the Connect view's methods and entries (SPEC §2), from the config and the plugins' slots. The
 * modal's code, not the config's: the entry resolves the config without carrying these.
 */
import { WALLET_CONNECT_METHOD } from '../config'
import type { ResolvedConfig, SlotEntry } from '../types'

/** The wallets' place among the connect methods by default: after the plugins' methods ranked below it. */
const WALLET_METHOD_RANK = 3

/**
 * SPEC §2: connect methods default to the plugins' methods ranked before the wallets (the first-party
 * ranks give the spec's order), then the wallets, then unranked plugin methods; when injected or announced wallets are shown, the wallets come first. An order
 * the app configured always wins: the wallets show only when it lists them, plugin methods it leaves out follow.
 */
export function connectMethodOrder(
  config: Pick<ResolvedConfig, 'connectMethodsOrder'>,
  methods: readonly Pick<SlotEntry, 'id' | 'rank'>[],
  { hasShownWallets }: { hasShownWallets: boolean },
): string[] {
  const ids = methods.map((method) => method.id)
  const configured = config.connectMethodsOrder
  if (configured) return [...configured, ...ids.filter((id) => !configured.includes(id))]
  if (hasShownWallets) return [WALLET_CONNECT_METHOD, ...ids]
  const before = methods.filter((method) => (method.rank ?? Infinity) < WALLET_METHOD_RANK).map((method) => method.id)
  return [...before, WALLET_CONNECT_METHOD, ...ids.filter((id) => !before.includes(id))]
}

/**
 * Whether the Connect view shows its wallets (recent, installed, featured, All wallets) behind one 'Continue
 * with a wallet' button: only when another connect method is on the first screen, and either the app asked
 * (`collapseWallets`) or one of those methods turns its own wallets flag off (its `showWallets`, e.g. email's
 * `emailShowWallets`). The one rule for both flags.
 */
export function walletsCollapsed(config: Pick<ResolvedConfig, 'features'>, methods: readonly Pick<SlotEntry, 'showWallets'>[]): boolean {
  const { features } = config
  return methods.length > 0 && (features.collapseWallets || methods.some(({ showWallets }) => !!showWallets && !features[showWallets]))
}

/** Sort by a configured id order; ids not in it keep their order, after (Array.prototype.sort is stable). */
export function sortByOrder<T>(items: readonly T[], order: readonly string[], idOf: (item: T) => string): T[] {
  const rank = (item: T): number => {
    const index = order.indexOf(idOf(item))
    return index === -1 ? order.length : index
  }
  return [...items].sort((a, b) => rank(a) - rank(b))
}
