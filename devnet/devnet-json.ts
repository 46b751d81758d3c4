/**
 * The devnet described as JSON for an app's page: what `npx portico-devnet --json FILE` writes and what the
 * Playwright helper `serveDevnetJson` answers, so one app reads the same file in development and in its tests.
 */
import type { Devnet, DevnetChainInfo, DevnetUrls } from './index'
import type { DevnetModalConfig } from './modal-config'

export interface DevnetJson {
  urls: DevnetUrls
  /** Per chain id: its RPC (through the fault proxy), the deployed tokens and NFT collections. */
  chains: Record<number, Pick<DevnetChainInfo, 'rpcUrl' | 'tokens' | 'collections'>>
  solana: { caipNetworkId: string; rpcUrl: string }
  /** `devnet.modalConfig()`: spread into createModal. */
  modalConfig: DevnetModalConfig
}

export function devnetJsonOf(devnet: Pick<Devnet, 'urls' | 'chains' | 'solana' | 'modalConfig'>): DevnetJson {
  const chains = Object.fromEntries(Object.values(devnet.chains).map((chain) => [chain.chainId, { rpcUrl: chain.rpcUrl, tokens: chain.tokens, collections: chain.collections }]))
  return { urls: devnet.urls, chains, solana: { caipNetworkId: devnet.solana.caipNetworkId, rpcUrl: devnet.urls.solanaRpc }, modalConfig: devnet.modalConfig() }
}
