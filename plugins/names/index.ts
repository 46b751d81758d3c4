/**
 * Account names (SPEC §1, §2 RegisterAccountName / RegisterAccountNameSuccess): register a name for an
 * embedded-wallet account. The descriptor only; the rest loads when 'Register name' is first chosen.
 */
import type { KernelState, PluginDescriptor } from '../../kernel/plugin'
import type { NamesState } from './state'

export type { NamesActions, NamesHandle, NamesState } from './state'

/** SPEC §5, §6: names are eip155 only, and registration needs the auth (embedded wallet) connector. */
const isAuth = (state: KernelState) => state.chains.eip155?.accountState.connectedWalletInfo?.type === 'AUTH'

export const names = (): PluginDescriptor<NamesState, never> => ({
  name: 'names',
  loadOn: 'first-use',
  requires: ['embedded-wallet'],
  // RegisterAccountNameSuccess is only reached from RegisterAccountName, once loaded.
  views: ['RegisterAccountName'],
  slots: [{ slot: 'account-action', id: 'register-name', label: 'Register name', view: 'RegisterAccountName', visible: isAuth }],
  load: () => import('./feature'),
})
