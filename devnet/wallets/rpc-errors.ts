/** EIP-1193 / EIP-1474 errors the test wallet answers with, shaped as wallets shape them. */

export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'WalletRpcError'
  }
}

/** A plain, structured-clone-safe form for crossing the Node/page boundary. */
export interface SerializedRpcError {
  code: number
  message: string
  data?: unknown
}

export const userRejected = () => new WalletRpcError(4001, 'User rejected the request.')
export const unauthorized = () => new WalletRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
export const unsupportedMethod = (method: string) => new WalletRpcError(4200, `The Provider does not support the requested method: ${method}`)
export const unrecognizedChain = (chainIdHex: string) =>
  new WalletRpcError(4902, `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`)
export const invalidParams = (detail: string) => new WalletRpcError(-32602, `Invalid parameters: ${detail}`)

export function serializeRpcError(error: unknown): SerializedRpcError {
  if (error instanceof WalletRpcError) return { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) }
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String(error)
  return { code: typeof code === 'number' ? code : -32603, message }
}
