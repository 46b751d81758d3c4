/**
 * The lazy part of the siwx plugin, loaded at start so it sees the first connect and the reload's reconnect:
 * each connected account (and each network change to a namespace without a session) is checked, and asked to
 * sign when it has no session that verifies. A disconnect forgets the sessions of its namespaces.
 */
import type { PluginModule } from '../../kernel/plugin'
import { createSiwxActions } from './actions'
import { readSignInConfig, type SignInConfig, type SiwxOptions } from './config'
import { createDefaultVerifier } from './default-verifier'
import { writeSession } from './stored-sessions'
import { initialSiwxState, type SiwxActions, type SiwxState } from './state'

/** The plugin's module for the app's sign-in options. */
export const siwxFeature = (options: SiwxOptions): PluginModule<SiwxState, SiwxActions> => {
  const config = readSignInConfig(options)
  // A bad config is refused in setup; the actions of an unusable config do nothing.
  const usable: SignInConfig = config instanceof Error ? { custom: {}, view: 'SIWXSignMessage', namespaces: [] } : config
  return {
    views: {
      SIWXSignMessage: () => import('./views/SignMessage'),
      ConnectingSiwe: () => import('./views/SignMessage'),
      // Feature smartSessions: the Account view's 'Sessions' entry (the descriptor's slot) opens it.
      Sessions: () => import('./views/Sessions'),
    },
    slice: {
      initial: initialSiwxState,
      actions: (scope, kernel) => {
        const api = createDefaultVerifier(kernel)
        return createSiwxActions(scope, kernel, usable, { ...api, ...usable.custom }, api)
      },
    },
    setup(kernel, plugin) {
      if (config instanceof Error) throw config
      const check = () => void plugin.actions.check()
      const onAccount = ({ status }: { status: string }) => status === 'connected' && check()
      const onDisconnect = ({ namespaces }: { namespaces: string[] }) => {
        for (const namespace of namespaces) writeSession(kernel.storage, namespace as never, undefined)
        plugin.setState(() => initialSiwxState)
      }
      kernel.bus.on('account-change', onAccount)
      kernel.bus.on('network-change', check)
      kernel.bus.on('disconnect', onDisconnect)
      check()
      return () => {
        kernel.bus.off('account-change', onAccount)
        kernel.bus.off('network-change', check)
        kernel.bus.off('disconnect', onDisconnect)
      }
    },
  }
}
