/**
 * A social login in the whole tab (SPEC §2: Telegram's full-page redirect). Before the page leaves, the
 * provider is remembered in the embedded wallet's declared storage; the return (`result_uri`) is labelled by
 * that provider, read once. A return this app did not start (nothing remembered) is not connected: a link
 * carrying someone else's result must not sign the visitor into that account.
 */
import type { ConnectResult, Kernel } from '../../kernel/plugin'
import { authWallet } from './auth-wallet'
import { connectWithResult } from './login'
import type { RedirectProvider } from './providers'
import { RESULT_URI_PARAM } from './result-uri'

/** Where the provider's page sends the person back: this very page, without a stale result. */
export function returnAddress(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(RESULT_URI_PARAM)
  url.hash = ''
  return url.toString()
}

/**
 * Ask the frame for the provider's sign-in page, remember the provider, then leave for it; nothing is
 * remembered and the page stays when `signal` aborted meanwhile (the person went back).
 */
export async function startPageLogin(
  kernel: Kernel,
  provider: RedirectProvider,
  { signal, navigate = (uri) => location.assign(uri) }: { signal?: AbortSignal; navigate?: (uri: string) => void } = {},
): Promise<void> {
  const wallet = authWallet(kernel)
  const { uri } = await wallet.request('GET_SOCIAL_REDIRECT_URI', { provider, redirectUri: returnAddress(location.href) })
  if (signal?.aborted) return
  wallet.rememberRedirect(provider)
  navigate(uri)
}

/**
 * Connect a full-page return with the provider that started it. Undefined (nothing connected) when this app
 * started no full-page login.
 */
export async function finishPageLogin(kernel: Kernel, resultUri: string): Promise<ConnectResult | undefined> {
  const provider = authWallet(kernel).takeRedirect()
  if (!provider) return undefined
  return connectWithResult(kernel, provider, resultUri)
}
