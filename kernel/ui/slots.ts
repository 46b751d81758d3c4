/**
 * Slot entries of the configured plugins whose flag is on (DESIGN: plugins
 * fill the modal's slots by declaring; views never hard-code the features).
 */
import { featureFlags, type ResolvedConfig } from '../config'
import type { SlotEntry, SlotName } from '../types'

export function slotEntries(config: ResolvedConfig, slot: SlotName): SlotEntry[] {
  const flags = featureFlags(config)
  return config.plugins
    .filter((plugin) => plugin.flag === undefined || flags[plugin.flag] !== false)
    .flatMap((plugin) => plugin.slots ?? [])
    .filter((entry) => entry.slot === slot)
}

/** Sort entries by a configured id order; ids not in the order keep theirs, after. */
export function sortByOrder(entries: readonly SlotEntry[], order: readonly string[]): SlotEntry[] {
  const rank = (entry: SlotEntry): number => {
    const index = order.indexOf(entry.id)
    return index === -1 ? order.length : index
  }
  return [...entries].sort((a, b) => rank(a) - rank(b))
}
