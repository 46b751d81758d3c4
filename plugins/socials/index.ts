/**
 * The social login plugin (SPEC §1 socials: google, x, discord, github,
 * apple, facebook, farcaster; Telegram when listed, in the whole tab). Gated by the
 * 'socials' flag, on when at least one provider is offered. Descriptor
 * only: views load on first use, or at start when the page is a social
 * login's return. It requires the embedded-wallet plugin.
 *
 *   socials()                                   // SPEC §1's providers
 *   socials({ providers: ['google', 'github'] })
 */
import type { PluginDescriptor } from '../../kernel/plugin'
import type { SocialProvider } from './providers'
import { EMBEDDED_WALLET_PLUGIN } from './requires'
import { hasPageResult } from './result-uri'

export type { SocialProvider } from './providers'

export interface SocialsOptions {
  /** The providers offered, in this order (default SPEC §1's; list 'telegram' to offer Telegram's login). */
  providers?: readonly SocialProvider[]
}

/** SPEC §1: the socials offered by default. */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

// Type imports only from kernel/plugin: a descriptor's runtime imports (here its own result-URI check) join
// the page's first chunk.
export const socials = ({ providers = DEFAULT_SOCIALS }: SocialsOptions = {}): PluginDescriptor<unknown, 'socials'> => {
  // Telegram is handled when listed (SPEC §1).
  const unknown = providers.filter((provider) => provider !== 'telegram' && !DEFAULT_SOCIALS.includes(provider))
  return {
    name: 'socials',
    flag: 'socials',
    flags: { socials: providers.length > 0 },
    ...(unknown.length > 0 ? { configError: `providers: unknown ${unknown.join(', ')}` } : {}),
    // A social login's full-page return (Telegram) is read at start; everything else loads on first use.
    loadOn: hasPageResult() ? 'start' : 'first-use',
    requires: [EMBEDDED_WALLET_PLUGIN],
    // The view its entry opens (inline on Connect); the connecting views are only reached from it, once loaded.
    views: ['ConnectSocials'],
    slots: [{ slot: 'connect-method', id: 'social', label: 'Social login', view: 'ConnectSocials', rank: 2, inline: 120 }],
    load: () => import('./feature').then(({ socialsFeature }) => socialsFeature([...providers])),
  }
}
