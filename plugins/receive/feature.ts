/** The lazy part of the receive plugin: its one view. It keeps no state of its own: the address is the kernel's. */
import type { PluginModule } from '../../kernel/plugin'

export const views: PluginModule['views'] = {
  WalletReceive: () => import('./views/WalletReceive'),
}
