/**
 * The Polkadot test extension of the browser tests (its keyring core and its injected page side), installed
 * into this test's window.injectedWeb3 with the approval modes and a tamper hook: real sr25519 signatures,
 * scripted answers.
 */
import { createApprovalModes } from 'portico-devnet/wallets'
import { ProviderRpcError } from 'portico-devnet/wallets'
import { createPolkadotExtensionCore } from 'portico-devnet/wallets'
import { injectPolkadotPageExtension } from 'portico-devnet/wallets'
import { serializeRpcError } from 'portico-devnet/wallets'
import type { Network } from 'portico'

export { POLKADOT_TEST_EXTENSION_KEY as KEY, POLKADOT_TEST_EXTENSION_NAME as NAME } from 'portico-devnet/wallets'

export type Tamper = (method: string, result: unknown) => unknown

export function installFakeExtension() {
  const modes = createApprovalModes()
  const calls: Array<{ method: string; params?: unknown }> = []
  let rewrite: Tamper | undefined
  const core = createPolkadotExtensionCore({ approve: ({ method }) => modes.decide(method), emit: (accounts) => page.emit(accounts) })
  const page = injectPolkadotPageExtension({
    async request(args) {
      calls.push(args)
      try {
        const result = await core.request(args)
        return rewrite ? rewrite(args.method, result) : result
      } catch (error) {
        throw new ProviderRpcError(serializeRpcError(error))
      }
    },
  })
  return {
    core,
    modes,
    calls,
    /** Push an account list to the site's subscribers, as the extension does when its accounts change. */
    emit: page.emit,
    tamper(next: Tamper | undefined) {
      rewrite = next
    },
  }
}

export function polkadotNetwork(reference: string, name: string): Network {
  return {
    id: reference,
    caipNetworkId: `polkadot:${reference}`,
    name,
    chainNamespace: 'polkadot',
    nativeCurrency: { name, symbol: 'UNIT', decimals: 12 },
    rpcUrls: { default: { http: [] } },
  }
}
