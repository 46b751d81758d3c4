/**
 * The Solana test wallet living entirely in the page, for the demo: a person without a Solana wallet
 * extension can connect. It holds a devnet keypair (from /devnet.json) and calls the devnet Solana RPC
 * with fetch; it asks with window.confirm before it connects or signs ('auto' approves, for tests).
 * Same page wallet and core as the browser tests; only the host differs.
 */
import { inPageControls, type InPageApproval, type InPageControls } from './in-page-controls'
import { createSolanaWalletCore, type SolanaWalletState } from './solana-core'
import { createSolanaPageWallet, SOLANA_TEST_WALLET_NAME } from './solana-page-wallet'
import { ProviderRpcError } from './page-provider'
import { serializeRpcError } from './rpc-errors'

export interface InPageSolanaWalletConfig {
  secretKey: string
  rpcUrl: string
  caipNetworkId: `${string}:${string}`
  /** 'auto' approves every prompt; 'confirm' asks with window.confirm; 'scripted' follows mode(). Default 'confirm'. */
  approval?: InPageApproval
  /** localStorage key of the wallet's own state (the site's authorisation). */
  storageKey?: string
}

const DEFAULT_STORAGE_KEY = 'portico-solana-test-wallet/state'

function localStorageStore(key: string) {
  return {
    load(): SolanaWalletState | undefined {
      try {
        const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as SolanaWalletState | null
        return typeof parsed?.authorized === 'boolean' ? parsed : undefined
      } catch {
        return undefined
      }
    },
    save: (state: SolanaWalletState) => localStorage.setItem(key, JSON.stringify(state)),
  }
}

export async function installInPageSolanaWallet(config: InPageSolanaWalletConfig): Promise<InPageControls> {
  const host = inPageControls(SOLANA_TEST_WALLET_NAME, config.approval ?? 'confirm')
  const core = createSolanaWalletCore({
    secretKey: config.secretKey,
    rpcUrl: config.rpcUrl,
    storage: localStorageStore(config.storageKey ?? DEFAULT_STORAGE_KEY),
    approve: host.approve,
    // Events fire only after a request, by which time `page` exists.
    emit: (change) => page.emit(change),
  })
  const page = createSolanaPageWallet(
    {
      async request(args) {
        try {
          return await host.record(args, () => core.request(args))
        } catch (error) {
          throw new ProviderRpcError(serializeRpcError(error))
        }
      },
    },
    { address: await core.address, chains: ['solana:localnet', config.caipNetworkId] },
  )
  return host.controls
}
