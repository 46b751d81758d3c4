/**
 * Errors the bip122 adapter raises. The SPEC §8 ones come from the kernel's
 * catalogue; the situations the spec does not word are this group's own.
 */
import { PROVIDER_MESSAGES, PorticoError, errorIn, messageIn } from '../../kernel/plugin'

/** The bip122 adapter's own messages. */
export const BIP122_MESSAGES = {
  BIP122_WALLET_NOT_FOUND: (connectorId: string) => `Wallet '${connectorId}' was not found in this browser`,
  BIP122_INVALID_WALLET_RESPONSE: (method: string) => `The wallet returned an invalid response to ${method}`,
  /** SPEC §6: bip122 accounts default to the payment address, so a wallet must give one. */
  BIP122_NO_PAYMENT_ADDRESS: (method: string) => `The wallet returned no Bitcoin payment address to ${method}`,
  BIP122_WALLET_ON_OTHER_NETWORK: (address: string, networks: string) =>
    `The wallet's address ${address} is not on ${networks}: switch the wallet's network and connect again`,
  BIP122_INVALID_INPUT: (what: string, value: string) => `Invalid ${what}: ${value}`,
  BIP122_INVALID_ADDRESS: (address: string, network: string) => `${address} is not a ${network} address`,
  BIP122_ACCOUNT_NOT_CONNECTED: (address: string) => `${address} is not a connected Bitcoin address`,
  BIP122_UNSUPPORTED_METHOD: (method: string) => `The Bitcoin adapter does not support ${method}`,
  BIP122_WALLET_REQUEST_FAILED: (method: string) => `The wallet failed to answer ${method}`,
  BIP122_PACKAGE_MISSING: (name: string) => `The bip122 adapter needs the package ${name}, which is not installed: npm install ${name}`,
} as const

/** The optional peers (package.json) the adapter imports: an app that configures bip122() installs them. */
export const BIP122_PACKAGES = ['bitcoin-address-validation', '@sats-connect/core']

/** An import that failed on one of those packages (Node, browsers and bundlers quote the specifier, a loader may wrap it) names it; any other failure stays as it was. */
export function packageMissing(cause: unknown): unknown {
  const text = `${(cause as Error | undefined)?.message} ${((cause as Error | undefined)?.cause as Error | undefined)?.message}`
  const name = BIP122_PACKAGES.find((name) => new RegExp(`['"“]${name}['"”/]`).test(text))
  return name ? new PorticoError('BIP122_PACKAGE_MISSING', messageIn(BIP122_MESSAGES, 'BIP122_PACKAGE_MISSING', name), { cause, details: { package: name } }) : cause
}

/** SPEC §8 "Provider use". */
export const providerNotConnected = () => errorIn(PROVIDER_MESSAGES, 'PROVIDER_NOT_CONNECTED')

/** A connector id that no provider in this page registered (an uninstalled extension). */
export const walletNotFound = (connectorId: string) =>
  new PorticoError('BIP122_WALLET_NOT_FOUND', messageIn(BIP122_MESSAGES, 'BIP122_WALLET_NOT_FOUND', connectorId), { details: { connectorId } })

/** A wallet answer that is not what its method promises; the answer stays available as the cause. */
export const invalidWalletResponse = (method: string, cause?: unknown) =>
  new PorticoError('BIP122_INVALID_WALLET_RESPONSE', messageIn(BIP122_MESSAGES, 'BIP122_INVALID_WALLET_RESPONSE', method), { cause })

/** A value the app passed in (an address, an amount, a PSBT) that cannot reach the wallet. */
export const invalidInput = (what: string, value: unknown) => errorIn(BIP122_MESSAGES, 'BIP122_INVALID_INPUT', what, String(value))
