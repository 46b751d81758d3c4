/**
 * Slot entries of the configured plugins that are enabled (DESIGN: plugins
 * fill the modal's slots by declaring; views never hard-code the features).
 * "Enabled" is the plugin registry's one rule, isPluginEnabled. Entries come
 * in the app's configured order when it gave one, else by their ranks.
 */
import type { ResolvedConfig } from '../config'
import { sortByOrder } from './method-order'
import { isPluginEnabled } from '../plugins'
import type { FeatureIcon, KernelState, SlotEntry, SlotName } from '../types'

/** The concepts in SPEC §1's wallet feature order: an entry without a rank of its own takes its icon's place. */
const FEATURE_ORDER: readonly FeatureIcon[] = ['buy', 'swap', 'receive', 'send']

export function slotEntries(config: ResolvedConfig, slot: SlotName, order?: readonly string[]): SlotEntry[] {
  const entries = config.plugins
    .filter((plugin) => isPluginEnabled(plugin, config.features))
    .flatMap((plugin) => plugin.slots ?? [])
    .filter((entry) => entry.slot === slot)
  const rank = (entry: SlotEntry): number => entry.rank ?? (entry.icon ? FEATURE_ORDER.indexOf(entry.icon) : Number.MAX_SAFE_INTEGER)
  // Array.prototype.sort is stable: unranked entries keep the order the plugins are configured in.
  const ranked = [...entries].sort((a, b) => rank(a) - rank(b))
  return order ? sortByOrder(ranked, order, (entry) => entry.id) : ranked
}

/** Whether an entry applies to the active account: its own rule (given the flags), and the capability it needs declared by the active namespace's adapter. */
export function slotApplies(entry: SlotEntry, state: KernelState, config: Pick<ResolvedConfig, 'adapters' | 'features'>): boolean {
  const declared = config.adapters.find((adapter) => adapter.namespace === state.activeNamespace)?.capabilities ?? []
  return (!entry.capability || declared.includes(entry.capability)) && entry.visible?.(state, config.features) !== false
}
