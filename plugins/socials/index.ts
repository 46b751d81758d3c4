/**
 * The social login plugin (SPEC §1 socials: google, x, discord, github,
 * apple, facebook, farcaster; Telegram's return is handled too). Gated by the
 * 'socials' flag, on when at least one provider is configured. Descriptor
 * only: views and the embedded wallet load on first use, or at start when a
 * session must be restored or the page is a social login's return.
 */
import { definePlugin } from '../../kernel/plugins'
import { hasEmbeddedSession } from '../embedded-wallet/session-hint'
import { hasPageResult } from './result-uri'

export const socials = () =>
  definePlugin({
    name: 'socials',
    flag: 'socials',
    loadOn: hasEmbeddedSession() || hasPageResult() ? 'start' : 'first-use',
    views: ['ConnectSocials', 'ConnectingSocial', 'ConnectingFarcaster'],
    slots: [{ slot: 'connect-method', id: 'social', label: 'Social login', view: 'ConnectSocials' }],
    load: () => import('./feature'),
  })
