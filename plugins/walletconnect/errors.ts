/** The SPEC §8 errors the WalletConnect driver raises, from the kernel's catalogue and its own. */
import { PROVIDER_MESSAGES, PorticoError, errorIn, messageIn } from '../../kernel/plugin'
import { WALLETCONNECT_MESSAGES } from './messages'

/** The optional peers (package.json) the plugin imports: an app that configures walletconnect() installs them. */
export const WALLETCONNECT_PACKAGES = ['@walletconnect/universal-provider']

/** An import that failed on one of those packages (Node, browsers and bundlers quote the specifier, a loader may wrap it) names it; any other failure stays as it was. */
export function packageMissing(cause: unknown): unknown {
  const text = `${(cause as Error | undefined)?.message} ${((cause as Error | undefined)?.cause as Error | undefined)?.message}`
  const name = WALLETCONNECT_PACKAGES.find((name) => new RegExp(`['"“]${name}['"”/]`).test(text))
  return name ? new PorticoError('WC_PACKAGE_MISSING', messageIn(WALLETCONNECT_MESSAGES, 'WC_PACKAGE_MISSING', name), { cause, details: { package: name } }) : cause
}

/** SPEC §8 "Provider use": a request before a session exists. */
export const providerNotConnected = () => errorIn(PROVIDER_MESSAGES, 'PROVIDER_NOT_CONNECTED')

/** SPEC §8 "Provider use": a namespace the session does not carry. */
export const namespaceNotConfigured = (namespace: string) => errorIn(WALLETCONNECT_MESSAGES, 'NAMESPACE_NOT_CONFIGURED', namespace)

/** SPEC §8 "Chain switch", with the wallet's refusal (if any) as the cause. */
export function switchChainFailed(caipNetworkId: string, cause?: unknown): PorticoError {
  return new PorticoError('SWITCH_CHAIN_FAILED', messageIn(PROVIDER_MESSAGES, 'SWITCH_CHAIN_FAILED', `'${caipNetworkId}'`), { cause })
}

/** SPEC §8 "RPC". */
export const noRpcUrl = () => errorIn(PROVIDER_MESSAGES, 'RPC_URL_MISSING')
