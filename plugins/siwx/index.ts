/**
 * Sign in with a message (SPEC §1, §2 ConnectingSiwe / SIWXSignMessage). The descriptor only; the rest loads
 * at start, to see the first connect.
 *
 *   siwx()                          // CAIP-122 messages on every namespace, the default verifier
 *   siwx({ siwx: { getNonce, verify, ... } })
 *   siwx({ siweConfig: { ... } })   // EIP-4361 messages, eip155 only
 */
import type { PluginDescriptor } from '../../kernel/plugin'
import type { SiwxOptions } from './config'
import { SIWX_CONFIG_MESSAGES } from './messages'
import type { SiwxState } from './state'
import { SIWX_KEYS } from './storage-keys'

export type { SiwxActions, SiwxHandle, SiwxState } from './state'
export type { SiwxConfig, SiwxOptions } from './config'
export type { SiwxVerifier, SiwxSession } from './verifier'

// No `views`: they are only ever shown after the plugin loaded (at start), so routing never needs them first.
export const siwx = (options: SiwxOptions = {}): PluginDescriptor<SiwxState, never> => ({
  name: 'siwx',
  storage: SIWX_KEYS,
  ...(options.siwx !== undefined && options.siweConfig !== undefined ? { configError: { code: 'SIWE_AND_SIWX', message: SIWX_CONFIG_MESSAGES.SIWE_AND_SIWX } } : {}),
  load: () => import('./feature').then(({ siwxFeature }) => siwxFeature(options)),
})
