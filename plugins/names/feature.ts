/** The lazy part of the names plugin: the two views, the slice, and its reset on disconnect or another account. */
import type { PluginModule } from '../../kernel/plugin'
import { createNamesActions } from './actions'
import type { NamesActions, NamesState } from './state'
import { initialNamesState } from './state'

const feature: PluginModule<NamesState, NamesActions> = {
  views: {
    RegisterAccountName: () => import('./views/RegisterAccountName'),
    RegisterAccountNameSuccess: () => import('./views/RegisterAccountNameSuccess'),
  },
  slice: { initial: initialNamesState, actions: createNamesActions },
  setup(kernel, plugin) {
    const reset = () => plugin.actions.reset()
    kernel.bus.on('disconnect', reset)
    kernel.bus.on('account-change', reset)
    return () => {
      kernel.bus.off('disconnect', reset)
      kernel.bus.off('account-change', reset)
    }
  },
}

export const { views, slice, setup } = feature
