/**
 * The social login steps over the embedded wallet: a result URI becomes a
 * session (CONNECT_SOCIAL), then the auth connector connects. A frame that
 * fails to load raises the SPEC §8 SOCIALS_TIMEOUT alert.
 */
import { ALERTS, PorticoError } from '../../kernel/errors'
import type { ConnectResult, Kernel } from '../../kernel/types'
import { getEmbeddedWallet } from '../embedded-wallet/wallet'

export function isFrameLoadFailure(error: unknown): boolean {
  return error instanceof PorticoError && error.code === 'FRAME_LOAD_FAILED'
}

/** Show SOCIALS_TIMEOUT when the frame could not load; returns the error for the caller to rethrow or show. */
export function reportSocialFailure(kernel: Kernel, error: unknown): unknown {
  if (isFrameLoadFailure(error)) {
    kernel.store.update((draft) => {
      draft.alert = ALERTS.SOCIALS_TIMEOUT
    })
  }
  return error
}

export async function connectWithResult(kernel: Kernel, provider: string, resultUri: string): Promise<ConnectResult> {
  const wallet = getEmbeddedWallet(kernel)
  const user = await wallet.request('CONNECT_SOCIAL', { uri: resultUri })
  return wallet.finishLogin({ provider, userName: user.userName })
}
