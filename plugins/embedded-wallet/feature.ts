/** The lazy part of the embedded wallet: its slice, its approval view, and the wallet as the plugin's api. */
import type { PluginModule } from '../../kernel/plugin'
import { initialEmbeddedWalletState, type EmbeddedWallet, type EmbeddedWalletState } from './state'
import { createEmbeddedWallet } from './wallet'

const feature: PluginModule<EmbeddedWalletState, unknown, EmbeddedWallet> = {
  views: { ApproveTransaction: () => import('./views/ApproveTransaction'), AccountType: () => import('./views/AccountType') },
  slice: { initial: initialEmbeddedWalletState },
  setup(kernel, plugin) {
    const wallet = createEmbeddedWallet(kernel, plugin)
    return { api: wallet, teardown: () => wallet.destroy() }
  },
}
export const { views, slice, setup } = feature
