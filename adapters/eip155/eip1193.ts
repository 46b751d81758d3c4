/** The EIP-1193 provider shape the adapter talks to, and helpers for its errors. */

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

/**
 * The numeric code of a provider error. Some wallets wrap the original error
 * (MetaMask mobile puts it in data.originalError), so look there too.
 */
export function providerErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  if (typeof code === 'number') return code
  const nested = data?.originalError?.code
  return typeof nested === 'number' ? nested : undefined
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}
