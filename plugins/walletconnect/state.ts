/**
 * The WalletConnect plugin's slice (SPEC §3 connection state: wcUri,
 * wcPairingExpiry, wcLinking, wcError) and how its views reach the
 * controller: the plugin's handle, whose api is the controller.
 */
import type { Kernel, PluginHandle, PluginScope } from '../../kernel/plugin'
import type { WalletConnectController } from './controller'

export const WALLETCONNECT_PLUGIN = 'walletconnect'

export interface WalletConnectState {
  /** The pairing URI shown as a QR code and link. */
  uri?: string
  /** When the pairing URI expires (ms since epoch, SPEC §9 4 min). */
  pairingExpiry?: number
  /** The wallet link the user opened last. */
  linking?: { name: string; href: string }
  /** The last proposal failed. */
  error: boolean
}

export const initialWalletConnectState: WalletConnectState = { error: false }

export type WalletConnectSlice = Pick<PluginScope<WalletConnectState>, 'getState' | 'setState'>
export type WalletConnectHandle = PluginHandle<WalletConnectState, unknown, WalletConnectController>

/** The controller of this modal's WalletConnect plugin, once it loaded. */
export function controllerOf(kernel: Pick<Kernel, 'plugin'>): WalletConnectController | undefined {
  return kernel.plugin<WalletConnectHandle>(WALLETCONNECT_PLUGIN)?.api
}
