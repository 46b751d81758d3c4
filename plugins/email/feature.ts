/** The lazy part of the email plugin: its views. The embedded wallet it signs in through is a plugin it requires. */
import type { PluginModule } from '../../kernel/plugin'

export const views: PluginModule['views'] = {
  EmailLogin: () => import('./views/EmailLogin'),
  EmailVerifyDevice: () => import('./views/EmailVerifyDevice'),
  EmailVerifyOtp: () => import('./views/EmailVerifyOtp'),
  UpdateEmailWallet: () => import('./views/UpdateEmailWallet'),
  UpdateEmailPrimaryOtp: () => import('./views/UpdateEmailPrimaryOtp'),
  UpdateEmailSecondaryOtp: () => import('./views/UpdateEmailSecondaryOtp'),
}
