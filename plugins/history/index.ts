/**
 * The history plugin (SPEC §1 feature 'history'): the Account view's Activity tab, the account's
 * transactions of the active network, paged as the list scrolls. This file is the descriptor only; the
 * view and the transaction store load when the tab is first opened.
 *
 *   createModal({ adapters: [eip155()], plugins: [history()] })
 */
import type { PluginDescriptor } from '../../kernel/plugin'
import { HISTORY, type HistoryState } from './state'

export type { HistoryActions, HistoryHandle, HistoryState, MonthGroup, YearGroup } from './state'

// Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
export const history = (): PluginDescriptor<HistoryState, 'history'> => ({
  name: HISTORY,
  flag: 'history',
  loadOn: 'first-use',
  views: ['Activity'],
  slots: [{ slot: 'account-tab', id: 'activity', label: 'Activity', view: 'Activity' }],
  load: () => import('./feature'),
})
