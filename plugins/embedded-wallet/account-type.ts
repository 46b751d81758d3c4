/**
 * The account type of the embedded wallet (SPEC §6 eoa / smartAccount, a preferred type the user can change):
 * the frame's smart-account networks, and the switch: INIT_SMART_ACCOUNT (for a smart account), then
 * SET_PREFERRED_ACCOUNT, then the auth connector connects again so the kernel takes the new address, its
 * preferred type, balance and Activity.
 */
import { errorIn, isSmartAccountEnabled, type Kernel, type Network } from '../../kernel/plugin'
import { EMBEDDED_WALLET_MESSAGES } from './messages'

/** The frame's account types (SPEC §6: eip155 accounts are one or the other). */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'
import { AUTH_CONNECTOR } from './names'
import { EMBEDDED_WALLET_PLUGIN, type EmbeddedWalletHandle } from './state'

function walletOf(kernel: Pick<Kernel, 'plugin'>) {
  const wallet = kernel.plugin<EmbeddedWalletHandle>(EMBEDDED_WALLET_PLUGIN)?.api
  if (!wallet) throw errorIn(EMBEDDED_WALLET_MESSAGES, 'EMBEDDED_NOT_LOADED')
  return wallet
}

/** SPEC §5: a smart account is offered only where the active network's numeric id is in the frame's enabled list. */
export async function smartAccountOffered(kernel: Pick<Kernel, 'plugin'>, network: Network | undefined): Promise<boolean> {
  if (!network) return false
  const { smartAccountEnabledNetworks } = await walletOf(kernel).request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
  return isSmartAccountEnabled(network, smartAccountEnabledNetworks)
}

export async function switchAccountType(kernel: Pick<Kernel, 'plugin' | 'connection'>, type: EmbeddedAccountType): Promise<void> {
  const wallet = walletOf(kernel)
  if (type === 'smartAccount') await wallet.request('INIT_SMART_ACCOUNT')
  await wallet.request('SET_PREFERRED_ACCOUNT', { type })
  await kernel.connection.connect({ namespace: 'eip155', connectorId: AUTH_CONNECTOR })
}
