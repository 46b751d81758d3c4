/**
 * The lazy part of the socials plugin: its views, its login popup (the
 * plugin's api, for its views), and the SPEC §2 return of a full-page social login
 * (Telegram): `result_uri` is read, removed from the address, and connected as
 * the provider that left the page (page-login.ts).
 */
import type { PluginModule } from '../../kernel/plugin'
import type { SocialProvider } from './providers'
import { reportSocialFailure } from './login'
import { finishPageLogin } from './page-login'
import { createSocialPopups } from './popup'
import type { SocialsActions, SocialsApi, SocialsState } from './state'
import { takePageResult } from './result-uri'

/** The plugin's module for the providers the app offers. */
export function socialsFeature(providers: readonly SocialProvider[]): PluginModule<SocialsState, SocialsActions, SocialsApi> {
  return {
    views: {
      ConnectSocials: () => import('./views/ConnectSocials'),
      ConnectingSocial: () => import('./views/ConnectingSocial'),
      ConnectingFarcaster: () => import('./views/ConnectingFarcaster'),
    },
    slice: {
      initial: {},
      actions: ({ setState }) => ({
        setSocialWindow: (popup) => setState((draft) => void (draft.socialWindow = popup)),
        setFarcasterUrl: (url) => setState((draft) => void (draft.farcasterUrl = url)),
      }),
    },
    setup(kernel, plugin) {
      const resultUri = takePageResult()
      if (resultUri) {
        finishPageLogin(kernel, resultUri).catch((error: unknown) => {
          kernel.bus.emit('error', { error: reportSocialFailure(kernel, error), source: 'socials' })
        })
      }
      return { api: { popups: createSocialPopups(plugin.actions.setSocialWindow), providers } }
    },
  }
}
