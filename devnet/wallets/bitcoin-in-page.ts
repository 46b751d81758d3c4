/**
 * The Bitcoin test wallet living entirely in the page, for the demo: a person without Xverse or Leather
 * can connect. It holds the fixed test keys of bitcoin-signing.ts and asks with window.confirm before it
 * connects, signs or sends ('auto' approves, for tests). Same page provider and core as the browser tests;
 * only the host differs.
 */
import { inPageControls, type InPageApproval, type InPageControls } from './in-page-controls'
import { createBitcoinWalletCore, type BitcoinChain, type BitcoinWalletState } from './bitcoin-core'
import { BITCOIN_TEST_PROVIDER_NAME, createBitcoinPageWallet } from './bitcoin-page-provider'

export interface InPageBitcoinWalletConfig {
  chain: BitcoinChain
  /** 'auto' approves every prompt; 'confirm' asks with window.confirm; 'scripted' follows mode(). Default 'confirm'. */
  approval?: InPageApproval
  /** localStorage key of the wallet's own state (the site's authorisation, its chain). */
  storageKey?: string
}

const DEFAULT_STORAGE_KEY = 'portico-bitcoin-test-wallet/state'

function localStorageStore(key: string) {
  return {
    load(): BitcoinWalletState | undefined {
      try {
        const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as BitcoinWalletState | null
        return typeof parsed?.authorized === 'boolean' && typeof parsed.chain === 'string' ? parsed : undefined
      } catch {
        return undefined
      }
    },
    save: (state: BitcoinWalletState) => localStorage.setItem(key, JSON.stringify(state)),
  }
}

export function installInPageBitcoinWallet(config: InPageBitcoinWalletConfig): InPageControls {
  const host = inPageControls(BITCOIN_TEST_PROVIDER_NAME, config.approval ?? 'confirm')
  const core = createBitcoinWalletCore({
    chain: config.chain,
    storage: localStorageStore(config.storageKey ?? DEFAULT_STORAGE_KEY),
    approve: host.approve,
    // Events fire only after a request, by which time `page` exists.
    emit: (event) => page.emit(event),
  })
  const page = createBitcoinPageWallet({ request: (args) => host.record(args, () => core.request(args)) })
  return host.controls
}
