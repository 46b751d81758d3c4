/**
 * Swaps (SPEC §1 feature 'swaps'): the §4 swap flow on the §9 swap networks. This file is the descriptor
 * only; the rest loads when the Account view's 'Swap' is first chosen.
 */
import type { PluginDescriptor } from '../../kernel/plugin'
import type { SwapState } from './state'

export type { SwapActions, SwapsHandle, SwapState } from './state'

// Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
export const swaps = (): PluginDescriptor<SwapState, 'swaps'> => ({
  name: 'swaps',
  flag: 'swaps',
  loadOn: 'first-use',
  // SwapSelectToken is only reached from Swap, once loaded.
  views: ['Swap'],
  // Where the adapter sends contract calls (the swap routes build them); the view says 'Network not supported
  // for Swaps' off the SPEC §9 swap networks.
  slots: [{ slot: 'wallet-feature', id: 'swaps', label: 'Swap', view: 'Swap', icon: 'swap', capability: 'calls' }],
  load: () => import('./feature'),
})
