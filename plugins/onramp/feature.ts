/** The lazy part of the on-ramp plugin: the Onramp view and the slice; reset on another network or a disconnect. */
import type { PluginModule } from '../../kernel/plugin'
import { createOnrampActions } from './actions'
import { initialOnrampState, type OnrampActions, type OnrampState } from './state'

const feature: PluginModule<OnrampState, OnrampActions> = {
  views: { Onramp: () => import('./views/Onramp'), OnrampChoose: () => import('./views/OnrampChoose') },
  slice: { initial: initialOnrampState, actions: createOnrampActions },
  setup(kernel, plugin) {
    const reset = () => plugin.actions.reset()
    kernel.bus.on('network-change', reset)
    kernel.bus.on('disconnect', reset)
    return () => {
      kernel.bus.off('network-change', reset)
      kernel.bus.off('disconnect', reset)
    }
  },
}

export const { views, slice, setup } = feature
