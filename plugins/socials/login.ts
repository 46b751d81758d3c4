/**
 * The social login steps over the embedded wallet: a result URI becomes a
 * session (CONNECT_SOCIAL), then the auth connector connects. A frame that
 * fails to load raises the SPEC §8 SOCIALS_TIMEOUT alert.
 */
import { isPorticoError, type AuthSocialProvider, type ConnectResult, type Kernel } from '../../kernel/plugin'
import { authWallet } from './auth-wallet'
import { SOCIALS_TIMEOUT_ALERT } from './messages'

/** Show SOCIALS_TIMEOUT when the frame could not load; returns the error for the caller to rethrow or show. */
export function reportSocialFailure(kernel: Kernel, error: unknown): unknown {
  if (isPorticoError(error, 'FRAME_LOAD_FAILED')) kernel.toast.showAlert(SOCIALS_TIMEOUT_ALERT)
  return error
}

export async function connectWithResult(kernel: Kernel, provider: AuthSocialProvider, resultUri: string): Promise<ConnectResult> {
  const wallet = authWallet(kernel)
  const user = await wallet.request('CONNECT_SOCIAL', { uri: resultUri })
  return wallet.finishLogin({ provider, userName: user.userName })
}
