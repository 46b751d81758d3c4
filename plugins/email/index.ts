/**
 * The email login plugin (SPEC §1 feature 'email'): a connect method that
 * signs in through the embedded wallet with a one-time code. This file is the
 * descriptor only; the views load on first use. It requires the
 * embedded-wallet plugin, which the kernel loads and sets up first.
 */
import type { PluginDescriptor } from '../../kernel/plugin'
import { EMBEDDED_WALLET_PLUGIN } from './requires'
import { canUpdateEmail } from './update-email-visibility'

// Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
export const email = (): PluginDescriptor<unknown, 'email' | 'emailShowWallets'> => ({
  name: 'email',
  flag: 'email',
  // SPEC §1: on by default, as its gating flag is.
  flags: { emailShowWallets: true },
  loadOn: 'first-use',
  requires: [EMBEDDED_WALLET_PLUGIN],
  // The views its entries open; the code, device and update steps are only reached from those, once loaded.
  views: ['EmailLogin', 'UpdateEmailWallet'],
  slots: [
    // emailShowWallets off: the wallets move behind 'Continue with a wallet' while Email is offered.
    // inline: the field shows on Connect itself (a 56 px row while its chunk loads).
    { slot: 'connect-method', id: 'email', label: 'Email', view: 'EmailLogin', rank: 1, showWallets: 'emailShowWallets', inline: 56 },
    { slot: 'account-action', id: 'update-email', label: 'Update email', view: 'UpdateEmailWallet', visible: canUpdateEmail },
  ],
  load: () => import('./feature'),
})
