/**
 * Slot entries of the configured plugins that are enabled (DESIGN: plugins
 * fill the modal's slots by declaring; views never hard-code the features).
 * "Enabled" is the plugin registry's one rule, isPluginEnabled.
 */
import { featureFlags, type ResolvedConfig } from '../config'
import { isPluginEnabled, sortSlotEntries } from '../plugins'
import type { AdapterDescriptor, KernelState, SlotEntry, SlotName } from '../types'

export function slotEntries(config: ResolvedConfig, slot: SlotName, order: readonly string[] = []): SlotEntry[] {
  const flags = featureFlags(config)
  const entries = config.plugins
    .filter((plugin) => isPluginEnabled(plugin, flags))
    .flatMap((plugin) => plugin.slots ?? [])
    .filter((entry) => entry.slot === slot)
  return sortSlotEntries(entries, order)
}

/** Whether an entry applies to the active account: its own rule, and the capability it needs declared by the active namespace's adapter. */
export function slotApplies(entry: SlotEntry, state: KernelState, adapters: readonly AdapterDescriptor[]): boolean {
  const declared = adapters.find((adapter) => adapter.namespace === state.activeNamespace)?.capabilities ?? []
  return (!entry.capability || declared.includes(entry.capability)) && entry.visible?.(state) !== false
}
