/**
 * The email login plugin (SPEC §1 feature 'email'): a connect method that
 * signs in through the embedded wallet with a one-time code. This file is the
 * descriptor only; views and the embedded wallet load on first use, or at
 * start when an embedded session is stored and must be restored.
 */
import { definePlugin } from '../../kernel/plugins'
import { hasEmbeddedSession } from '../embedded-wallet/session-hint'
import { canUpdateEmail } from './update-email-visibility'

export const email = () =>
  definePlugin({
    name: 'email',
    flag: 'email',
    loadOn: hasEmbeddedSession() ? 'start' : 'first-use',
    views: ['EmailLogin', 'EmailVerifyDevice', 'EmailVerifyOtp', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp'],
    slots: [
      { slot: 'connect-method', id: 'email', label: 'Email', view: 'EmailLogin' },
      { slot: 'account-action', id: 'update-email', label: 'Update email', view: 'UpdateEmailWallet', visible: canUpdateEmail },
    ],
    load: () => import('./feature'),
  })
