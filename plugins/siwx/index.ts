/**
 * Sign in with a message (SPEC §1, §2 ConnectingSiwe / SIWXSignMessage): configured by `siwx` or `siweConfig`.
 * The descriptor only; the rest loads at start, when the app configured a sign-in, to see the first connect.
 */
import type { PluginDescriptor } from '../../kernel/plugin'
import type { SiwxState } from './state'

export type { SiwxActions, SiwxHandle, SiwxState } from './state'
export type { SiwxConfig } from './config'
export type { SiwxVerifier, SiwxSession } from './verifier'

// No `views`: they are only ever shown after the plugin loaded (at start), so routing never needs them first.
export const siwx = (): PluginDescriptor<SiwxState> => ({ name: 'siwx', load: () => import('./feature') })
