/** How the socials views reach the plugin's instance: its handle's api holds the login popup. */
import type { Kernel, PluginHandle } from '../../kernel/plugin'
import type { SocialProvider } from './providers'
import type { SocialPopups } from './popup'

export const SOCIALS_PLUGIN = 'socials'

/** SPEC §3 account state the socials own: the login popup while it is open, the Farcaster URL while its QR shows. */
export interface SocialsState {
  socialWindow?: Window
  farcasterUrl?: string
}

export interface SocialsActions {
  setSocialWindow(popup: Window | undefined): void
  setFarcasterUrl(url: string | undefined): void
}

export type SocialsHandle = PluginHandle<SocialsState, SocialsActions, SocialsApi>

export interface SocialsApi {
  popups: SocialPopups
  /** The providers the app offers (the descriptor's options), in order. */
  providers: readonly SocialProvider[]
}

export function socialsOf(kernel: Pick<Kernel, 'plugin'>): SocialsApi | undefined {
  return kernel.plugin<SocialsHandle>(SOCIALS_PLUGIN)?.api
}
