/**
 * The EIP-1193 provider error. It is the one error that is not a PorticoError:
 * EIP-1193 makes `code` a number the app switches on (4001 user rejected,
 * 4902 unknown chain, SPEC §8 wallet error codes), where PorticoError's code
 * is a catalogue key.
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options)
  }
}
