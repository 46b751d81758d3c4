/** JSON-RPC errors of the bundler, with the ERC-7769 codes wallets and viem recognise. */
export const RpcCode = {
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  Internal: -32603,
  /** Rejected by the EntryPoint or the account during validation (the AAxx reasons). */
  RejectedByEntryPoint: -32500,
  /** Rejected by the paymaster's validation. */
  RejectedByPaymaster: -32501,
  /** Outside the validity window the account or paymaster returned. */
  OutOfTimeRange: -32503,
  UnsupportedAggregator: -32506,
  /** The account's signature check failed. */
  InvalidSignature: -32507,
} as const

export class BundlerRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}
