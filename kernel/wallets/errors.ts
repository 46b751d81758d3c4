/** Reading wallet errors (SPEC §8 wallet error codes) anywhere in a cause chain. */
import { WALLET_ERROR_CODES } from '../errors'

export function walletErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

export function isUserRejection(error: unknown): boolean {
  return walletErrorCode(error) === WALLET_ERROR_CODES.USER_REJECTED
}
