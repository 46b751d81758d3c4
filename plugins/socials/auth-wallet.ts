/** The embedded wallet this plugin requires (loaded before it), reached through the kernel. */
import { requiredApi, type AuthWallet, type Kernel } from '../../kernel/plugin'
import { EMBEDDED_WALLET_PLUGIN } from './requires'

export const authWallet = (kernel: Pick<Kernel, 'plugin'>): AuthWallet => requiredApi<AuthWallet>(kernel, EMBEDDED_WALLET_PLUGIN, 'socials')
