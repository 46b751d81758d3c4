/** How the socials views reach the plugin's instance: its handle's api holds the login popup. */
import type { Kernel, PluginHandle } from '../../kernel/plugin'
import type { SocialPopups } from './popup'

export const SOCIALS_PLUGIN = 'socials'

export interface SocialsApi {
  popups: SocialPopups
}

export function popupsOf(kernel: Pick<Kernel, 'plugin'>): SocialPopups | undefined {
  return kernel.plugin<PluginHandle<unknown, unknown, SocialsApi>>(SOCIALS_PLUGIN)?.api.popups
}
