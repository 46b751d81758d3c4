/**
 * The part of `createModal`'s config that points Portico at the devnet: networks whose RPC is the devnet's
 * chains, and every service URL. JSON-safe, so a server can hand it to the page (the demo serves it in
 * /devnet.json) and the page spreads it: `createModal({ ...devnetConfig, adapters, plugins })`.
 */
import type { Network, ServiceUrls } from 'portico'
import { base, bitcoin, bitcoinTestnet, mainnet, polkadot, westend } from 'portico/networks'

export type DevnetNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot'

export interface ModalConfigOptions {
  /** Namespaces whose networks to configure (default eip155 and solana: the two with a devnet chain). */
  namespaces?: DevnetNamespace[]
  /**
   * EVM chain ids configured without an RPC URL, so the modal reads them through the devnet's Blockchain API
   * RPC route (`{api}/v1?chainId=…`, SPEC §7), as an app's default network does. Default none.
   */
  rpcThroughApi?: number[]
  /** Bitcoin network (with 'bip122'; no node: balances show as unavailable). Default 'testnet'. */
  bitcoin?: 'mainnet' | 'testnet'
  /** The project id the services see (default 'portico-devnet'; the devnet accepts any unless its auth says otherwise). */
  projectId?: string
}

export interface DevnetModalConfig {
  projectId: string
  networks: Network[]
  services: Pick<ServiceUrls, 'blockchainApiUrl' | 'registryUrl' | 'analyticsUrl' | 'secureSiteUrl'>
}

export interface ModalConfigSource {
  rpc: Record<number, string>
  api: string
  registry: string
  analytics: string
  secureSite: string
  solana: { rpcUrl: string; caipNetworkId: string }
}

/** The devnet's own Solana chain (9 decimals): its id is the genesis-hash reference of its CAIP-2 id. */
export function devnetSolanaNetwork({ rpcUrl, caipNetworkId }: ModalConfigSource['solana']): Network {
  return {
    id: caipNetworkId.slice('solana:'.length),
    caipNetworkId: caipNetworkId as Network['caipNetworkId'],
    name: 'Solana Local',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    // It stands in for a main cluster, as the anvil chains stand in for Ethereum and Base: the balance and
    // activity routes serve it (SPEC §7 leaves testnets out).
    testnet: false,
  }
}

export function modalConfigOf(source: ModalConfigSource, options: ModalConfigOptions = {}): DevnetModalConfig {
  const namespaces = new Set(options.namespaces ?? ['eip155', 'solana'])
  const throughApi = new Set(options.rpcThroughApi ?? [])
  const evm = [mainnet, base].map((network) => {
    const rpc = source.rpc[network.id as number]
    return rpc && !throughApi.has(network.id as number) ? { ...network, rpcUrls: { default: { http: [rpc] } } } : network
  })
  return {
    projectId: options.projectId ?? 'portico-devnet',
    networks: [
      ...(namespaces.has('eip155') ? evm : []),
      ...(namespaces.has('solana') ? [devnetSolanaNetwork(source.solana)] : []),
      ...(namespaces.has('bip122') ? [options.bitcoin === 'mainnet' ? bitcoin : bitcoinTestnet] : []),
      ...(namespaces.has('polkadot') ? [polkadot, westend] : []),
    ],
    services: { blockchainApiUrl: source.api, registryUrl: source.registry, analyticsUrl: source.analytics, secureSiteUrl: source.secureSite },
  }
}
