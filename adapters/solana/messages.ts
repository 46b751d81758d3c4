/**
 * Errors the solana adapter raises. The SPEC §8 ones come from the kernel's
 * catalogue; the situations the spec does not word are this group's own.
 */
import { PROVIDER_MESSAGES, PorticoError, errorIn, messageIn } from '../../kernel/plugin'

/** The solana adapter's own messages. */
export const SOLANA_MESSAGES = {
  SOLANA_WALLET_NOT_FOUND: (connectorId: string) => `Wallet '${connectorId}' was not found in this browser`,
  SOLANA_INVALID_WALLET_RESPONSE: (feature: string) => `The wallet returned an invalid response to ${feature}`,
  SOLANA_INVALID_INPUT: (what: string, value: string) => `Invalid ${what}: ${value}`,
  SOLANA_INVALID_RPC_RESPONSE: (method: string) => `The Solana RPC returned an invalid response to ${method}`,
  /** SPEC §5: a signed transaction under 100 bytes is refused. */
  SOLANA_TRANSACTION_TOO_SHORT: (length: number) => `Signed transaction is too short: ${length} bytes, at least 100 expected`,
  /** SPEC §5: a signature is 64 bytes; the transaction must hold every one it claims. */
  SOLANA_TRANSACTION_TRUNCATED: (signatures: number, length: number) =>
    `Signed transaction claims ${signatures} signatures of 64 bytes but is only ${length} bytes long`,
  SOLANA_NO_PROGRAM_ADDRESS: 'No program address found for these seeds',
  SOLANA_UNSUPPORTED_METHOD: (method: string) => `The Solana adapter does not support ${method}`,
  SOLANA_CHAIN_NOT_IN_WALLET: (wallet: string, chain: string) => `${wallet} does not support ${chain}`,
  SOLANA_ACCOUNT_NOT_CONNECTED: (address: string) => `${address} is not the connected Solana account`,
  SOLANA_TOKEN_BALANCE_TOO_LOW: (mint: string, amount: bigint) => `No token account of ${mint} holds ${amount} base units`,
  SOLANA_PACKAGE_MISSING: (name: string) => `The solana adapter needs the package ${name}, which is not installed: npm install ${name}`,
} as const

/** The optional peers (package.json) the adapter imports: an app that configures solana() installs them (the kit ones for building transactions). */
export const SOLANA_PACKAGES = ['@wallet-standard/app', '@solana/kit', '@solana-program/system', '@solana-program/token']

/** An import that failed on one of those packages (Node, browsers and bundlers quote the specifier, a loader may wrap it) names it; any other failure stays as it was. */
export function packageMissing(cause: unknown): unknown {
  const text = `${(cause as Error | undefined)?.message} ${((cause as Error | undefined)?.cause as Error | undefined)?.message}`
  const name = SOLANA_PACKAGES.find((name) => new RegExp(`['"“]${name}['"”/]`).test(text))
  return name ? new PorticoError('SOLANA_PACKAGE_MISSING', messageIn(SOLANA_MESSAGES, 'SOLANA_PACKAGE_MISSING', name), { cause, details: { package: name } }) : cause
}

/** SPEC §8 "Provider use". */
export const providerNotConnected = () => errorIn(PROVIDER_MESSAGES, 'PROVIDER_NOT_CONNECTED')

/** SPEC §8 "RPC". */
export const noRpcUrl = () => errorIn(PROVIDER_MESSAGES, 'RPC_URL_MISSING')

/** A connector id that no wallet in this page registered (an uninstalled extension). */
export const walletNotFound = (connectorId: string) =>
  new PorticoError('SOLANA_WALLET_NOT_FOUND', messageIn(SOLANA_MESSAGES, 'SOLANA_WALLET_NOT_FOUND', connectorId), { details: { connectorId } })

/** A wallet answer that is not what its feature promises; the answer stays available as the cause. */
export const invalidWalletResponse = (feature: string, cause?: unknown) =>
  new PorticoError('SOLANA_INVALID_WALLET_RESPONSE', messageIn(SOLANA_MESSAGES, 'SOLANA_INVALID_WALLET_RESPONSE', feature), { cause })

/** A value the app passed in (an address, a transaction) that cannot reach the wallet. */
export const invalidInput = (what: string, value: unknown) => errorIn(SOLANA_MESSAGES, 'SOLANA_INVALID_INPUT', what, String(value))
