/**
 * Errors the polkadot adapter raises. The SPEC §8 ones come from the kernel's
 * catalogue; the situations the spec does not word are this group's own.
 * An extension's refusal carries the wallet code 4001 (SPEC §8 "user
 * rejected") as its cause, so the modal shows it as a declined request.
 */
import { PROVIDER_MESSAGES, PorticoError, ProviderRpcError, WALLET_ERROR_CODES, errorIn, errorMessage, messageIn } from '../../kernel/plugin'

/** The polkadot adapter's own messages. */
export const POLKADOT_MESSAGES = {
  POLKADOT_EXTENSION_NOT_FOUND: (connectorId: string) => `Polkadot extension '${connectorId}' was not found in this browser`,
  POLKADOT_EXTENSION_REFUSED: (name: string) => `${name} did not allow this site to connect`,
  POLKADOT_NO_ACCOUNTS: (name: string) => `${name} shared no account: add one, or allow one for this site, in the extension`,
  POLKADOT_INVALID_EXTENSION_RESPONSE: (what: string) => `The extension returned an invalid response to ${what}`,
  POLKADOT_INVALID_INPUT: (what: string, value: string) => `Invalid ${what}: ${value}`,
  POLKADOT_ACCOUNT_NOT_CONNECTED: (address: string) => `${address} is not the connected Polkadot account`,
  POLKADOT_CANNOT_SIGN: (name: string) => `${name} cannot sign messages`,
  POLKADOT_SIGNATURE_REJECTED: (name: string) => `${name} declined the signature request`,
  POLKADOT_SIGN_FAILED: (name: string, reason: string) => `${name} could not sign: ${reason}`,
  POLKADOT_NO_NODE: 'Polkadot transactions need a chain node, and Portico connects none: build them with @polkadot/api and sign with the provider’s signer',
  POLKADOT_INVALID_PUBLIC_KEY: (length: number) => `An SS58 public key is 32 or 33 bytes, not ${length}`,
  POLKADOT_INVALID_SS58_PREFIX: (prefix: number) => `Invalid SS58 prefix ${prefix}`,
  POLKADOT_UNSUPPORTED_METHOD: (method: string) => `The Polkadot adapter does not support ${method}`,
  POLKADOT_PACKAGE_MISSING: (name: string) => `The polkadot adapter needs the package ${name}, which is not installed: npm install ${name}`,
} as const

/** The optional peers (package.json) the adapter imports: an app that configures polkadot() installs them. */
export const POLKADOT_PACKAGES = ['@polkadot/extension-dapp']

/** An import that failed on one of those packages (Node, browsers and bundlers quote the specifier, a loader may wrap it) names it; any other failure stays as it was. */
export function packageMissing(cause: unknown): unknown {
  const text = `${(cause as Error | undefined)?.message} ${((cause as Error | undefined)?.cause as Error | undefined)?.message}`
  const name = POLKADOT_PACKAGES.find((name) => new RegExp(`['"“]${name}['"”/]`).test(text))
  return name ? new PorticoError('POLKADOT_PACKAGE_MISSING', messageIn(POLKADOT_MESSAGES, 'POLKADOT_PACKAGE_MISSING', name), { cause, details: { package: name } }) : cause
}

/** SPEC §8 "Provider use". */
export const providerNotConnected = () => errorIn(PROVIDER_MESSAGES, 'PROVIDER_NOT_CONNECTED')

/** A connector id that no extension in this page injected (an uninstalled extension). */
export const extensionNotFound = (connectorId: string) =>
  new PorticoError('POLKADOT_EXTENSION_NOT_FOUND', messageIn(POLKADOT_MESSAGES, 'POLKADOT_EXTENSION_NOT_FOUND', connectorId), { details: { connectorId } })

/** A refusal by the extension or its user: a PorticoError whose cause has the wallet code 4001. */
export function refused(code: 'POLKADOT_EXTENSION_REFUSED' | 'POLKADOT_SIGNATURE_REJECTED', name: string, cause?: unknown): PorticoError {
  const message = messageIn(POLKADOT_MESSAGES, code, name)
  return new PorticoError(code, message, { cause: new ProviderRpcError(WALLET_ERROR_CODES.USER_REJECTED, message, { cause }) })
}

/** An extension answer that is not what the injected API promises; the answer stays available as the cause. */
export const invalidExtensionResponse = (what: string, cause?: unknown) =>
  new PorticoError('POLKADOT_INVALID_EXTENSION_RESPONSE', messageIn(POLKADOT_MESSAGES, 'POLKADOT_INVALID_EXTENSION_RESPONSE', what), { cause })

/** A value the app passed in (an address, a network) that cannot reach the extension. */
export const invalidInput = (what: string, value: unknown) => errorIn(POLKADOT_MESSAGES, 'POLKADOT_INVALID_INPUT', what, String(value))

/** A signing failure that is not a refusal, with the extension's own reason. */
export const signFailed = (name: string, cause: unknown) =>
  new PorticoError('POLKADOT_SIGN_FAILED', messageIn(POLKADOT_MESSAGES, 'POLKADOT_SIGN_FAILED', name, errorMessage(cause)), { cause })
