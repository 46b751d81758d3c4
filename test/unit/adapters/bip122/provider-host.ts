/**
 * A page with the Bitcoin test wallet in Node: `window` is stubbed with an object holding the WBIP004 list
 * and the sats-connect page provider, backed by the real wallet core (real keys, real signatures), so the
 * adapter and the real sats-connect SDK drive it as they would in a browser.
 */
import { vi } from 'vitest'
import { createBitcoinWalletCore, type BitcoinChain } from 'portico-devnet/wallets'
import { BITCOIN_PROVIDER_ID, createBitcoinPageWallet } from 'portico-devnet/wallets'
import type { ApprovalDecision } from 'portico-devnet/wallets'

export { BITCOIN_PROVIDER_ID }

export interface ProviderHostOptions {
  chain?: BitcoinChain
  /** The imaginary user's answer to every prompt (default approve). */
  decide?: (method: string) => ApprovalDecision
  /** Methods the wallet lacks (answered with sats-connect's METHOD_NOT_FOUND). */
  missing?: string[]
  /** Rewrite an answer before the page sees it. */
  rewrite?: (method: string, result: unknown) => unknown
}

export function installProviderHost(options: ProviderHostOptions = {}) {
  const host: Record<string, unknown> = {}
  vi.stubGlobal('window', host)
  const calls: string[] = []
  const core = createBitcoinWalletCore({
    chain: options.chain ?? 'Testnet',
    approve: ({ method }) => options.decide?.(method) ?? 'approve',
    emit: (event) => page.emit(event),
  })
  const page = createBitcoinPageWallet({
    async request(args) {
      calls.push(args.method)
      if (options.missing?.includes(args.method)) throw { code: -32601, message: `Method not found: ${args.method}` }
      const result = await core.request(args)
      return options.rewrite ? options.rewrite(args.method, result) : result
    },
  })
  // sats-connect asks getInfo once per page (it caches the answer module-wide): leave it out of the record.
  const walletCalls = () => calls.filter((method) => method !== 'getInfo')
  return { host, core, calls: walletCalls }
}
