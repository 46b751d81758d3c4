/** The lazy part of the email plugin: its views, and a hold on the shared embedded wallet. */
import type { Kernel, PluginModule } from '../../kernel/types'
import { retainEmbeddedWallet } from '../embedded-wallet/wallet'

export const views: PluginModule['views'] = {
  EmailLogin: () => import('./views/EmailLogin'),
  EmailVerifyDevice: () => import('./views/EmailVerifyDevice'),
  EmailVerifyOtp: () => import('./views/EmailVerifyOtp'),
  UpdateEmailWallet: () => import('./views/UpdateEmailWallet'),
  UpdateEmailPrimaryOtp: () => import('./views/UpdateEmailPrimaryOtp'),
  UpdateEmailSecondaryOtp: () => import('./views/UpdateEmailSecondaryOtp'),
}

/** Registers the auth connector's drivers (no frame yet: it loads when a flow starts). */
export function setup(kernel: Kernel): () => void {
  return retainEmbeddedWallet(kernel)
}
