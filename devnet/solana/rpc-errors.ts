/** JSON-RPC errors with the codes and messages the real Solana RPC (agave) answers. */

export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  // agave's server-specific codes
  preflightFailure: -32002,
  signatureVerificationFailure: -32003,
  minContextSlotNotReached: -32016,
} as const

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const invalidParams = (message: string) => new RpcError(RPC_ERROR.invalidParams, `Invalid params: ${message}`)
