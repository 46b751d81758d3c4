/**
 * On-ramp (SPEC §1 feature 'onramp'): buy crypto through a provider's page in a popup. This file is the
 * descriptor only; the rest loads when the Account view's 'Buy' is first chosen. In the restricted time
 * zones of SPEC §9 the entry point is left out (the view, opened anyway, says why).
 */
import type { PluginDescriptor } from '../../kernel/plugin'
import { inRestrictedTimezone } from './restricted'
import type { OnrampState } from './state'

export type { OnrampActions, OnrampHandle, OnrampState } from './state'

// Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
export const onramp = (): PluginDescriptor<OnrampState, 'onramp'> => ({
  name: 'onramp',
  flag: 'onramp',
  loadOn: 'first-use',
  views: ['Onramp'],
  // SPEC §9: the onramp chains are eip155 and solana.
  slots: inRestrictedTimezone()
    ? []
    : [{ slot: 'wallet-feature', id: 'onramp', label: 'Buy', view: 'Onramp', icon: 'buy', visible: ({ activeNamespace }) => activeNamespace === 'eip155' || activeNamespace === 'solana' }],
  load: () => import('./feature'),
})
