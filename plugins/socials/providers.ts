/** Display names of the social providers (SPEC §1) and which flow each uses. */
import { isTelegram, type AuthSocialProvider } from '../../kernel/plugin'

/** A social login the plugin can offer (the embedded wallet's frame completes it). */
export type SocialProvider = AuthSocialProvider

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  telegram: 'Telegram',
}

/** SPEC §5: the providers of the popup (redirect) flow. */
export const POPUP_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type PopupProvider = (typeof POPUP_PROVIDERS)[number]

export function isPopupProvider(provider: string): provider is PopupProvider {
  return (POPUP_PROVIDERS as readonly string[]).includes(provider)
}

/** SPEC §1/§2: Telegram's login takes the whole tab and returns to the app with `result_uri` (no popup). */
export const PAGE_PROVIDERS = ['telegram'] as const

export type PageProvider = (typeof PAGE_PROVIDERS)[number]
/** A provider whose sign-in starts with GET_SOCIAL_REDIRECT_URI (in a popup or in the whole tab). */
export type RedirectProvider = PopupProvider | PageProvider

export function isRedirectProvider(provider: string): provider is RedirectProvider {
  return isPopupProvider(provider) || (PAGE_PROVIDERS as readonly string[]).includes(provider)
}

/**
 * Whether a provider's sign-in opens in a popup here: a popup provider, except in Telegram's in-app browser,
 * where a popup opens outside the app, so every login takes the whole tab and returns with result_uri (SPEC §2).
 */
export function opensPopup(provider: string): boolean {
  return isPopupProvider(provider) && !isTelegram()
}
