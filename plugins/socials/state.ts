/** How the socials views reach the plugin's instance: its handle's api holds the login popup. */
import type { Kernel, PluginHandle } from '../../kernel/plugin'
import type { SocialProvider } from './providers'
import type { SocialPopups } from './popup'

export const SOCIALS_PLUGIN = 'socials'

export interface SocialsApi {
  popups: SocialPopups
  /** The providers the app offers (the descriptor's options), in order. */
  providers: readonly SocialProvider[]
}

export function socialsOf(kernel: Pick<Kernel, 'plugin'>): SocialsApi | undefined {
  return kernel.plugin<PluginHandle<unknown, unknown, SocialsApi>>(SOCIALS_PLUGIN)?.api
}
