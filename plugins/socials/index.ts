/**
 * The social login plugin (SPEC §1 socials: google, x, discord, github,
 * apple, facebook, farcaster; Telegram's return is handled too). Gated by the
 * 'socials' flag, on when at least one provider is configured. Descriptor
 * only: views load on first use, or at start when the page is a social
 * login's return. It requires the embedded-wallet plugin.
 */
import type { PluginDescriptor } from '../../kernel/plugin'
import { EMBEDDED_WALLET_PLUGIN } from './requires'
import { hasPageResult } from './result-uri'

// Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
export const socials = (): PluginDescriptor => ({
  name: 'socials',
  flag: 'socials',
  // A social login's full-page return (Telegram) is read at start; everything else loads on first use.
  loadOn: hasPageResult() ? 'start' : 'first-use',
  requires: [EMBEDDED_WALLET_PLUGIN],
  views: ['ConnectSocials', 'ConnectingSocial', 'ConnectingFarcaster'],
  slots: [{ slot: 'connect-method', id: 'social', label: 'Social login', view: 'ConnectSocials' }],
  load: () => import('./feature'),
})
