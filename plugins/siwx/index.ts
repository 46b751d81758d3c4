/**
 * Sign in with a message (SPEC §1, §2 ConnectingSiwe / SIWXSignMessage). The descriptor only; the rest loads
 * at start, to see the first connect.
 *
 *   siwx()                          // CAIP-122 messages on every namespace, the default verifier
 *   siwx({ siwx: { getNonce, verify, ... } })
 *   siwx({ siweConfig: { ... } })   // EIP-4361 messages, eip155 only
 *
 * Feature `smartSessions` (off): the Account view's 'Sessions' lists the address's sessions at the Blockchain API
 * (SPEC §7 `/v1/sessions`), each revoked with the wallet's signature of its pci.
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
export const siwx = (options: SiwxOptions = {}): PluginDescriptor<SiwxState, 'smartSessions'> => ({
  name: 'siwx',
  // SPEC §1: off by default. On, an eip155 account's Account view offers its sessions (views/Sessions.tsx).
  flags: { smartSessions: false },
  storage: SIWX_KEYS,
  slots: [{ slot: 'account-action', id: 'sessions', label: 'Sessions', view: 'Sessions', visible: (state, flags) => !!flags.smartSessions && state.activeNamespace === 'eip155' }],
  ...(options.siwx !== undefined && options.siweConfig !== undefined ? { configError: { code: 'SIWE_AND_SIWX', message: SIWX_CONFIG_MESSAGES.SIWE_AND_SIWX } } : {}),
  load: () => import('./feature').then(({ siwxFeature }) => siwxFeature(options)),
})
