/**
 * startDevnet: local stand-ins for every remote service Portico calls, on
 * 127.0.0.1 only (DESIGN "The devnet"). Two anvil chains (ids 1 and 8453)
 * with deployed tokens, NFTs and seeded history; the Blockchain API computed
 * from them; the wallet registry; the analytics sink; fault injection.
 *
 * The WalletConnect relay runs beside them.
 *
 * Each service is one step below; later services (relay, secure site, swap
 * pools) add a step and a field of DevnetUrls.
 */
import type { Address } from 'viem'
import { devAccounts, type DevAccount } from './accounts'
import { startAccountAbstraction, type AccountAbstraction } from './aa'
import { startAnalytics, type ReceivedEvent } from './analytics'
import { startApi } from './api'
import { createAuthGate, type AuthGate, type AuthPolicy } from './auth'
import { startAnvil } from './chain/anvil'
import { startRpcFaultProxy } from './chain/rpc-faults'
import { DEVNET_CHAINS, type DeployedAssets } from './chain/assets'
import { compileContracts } from './chain/contracts'
import { chainClients, deployAndSeed, SEED_PERIOD_SECONDS } from './chain/deploy'
import type { DevChain } from './chain/devchain'
import { createIndexer } from './chain/indexer'
import { createFaultStore, type FaultSpec, type FaultStore } from './faults'
import { startRegistry } from './registry'
import { startRelay, type Relay } from './relay'
import type { SolanaDevKeypair, SolanaDevnetInfo } from './solana'
import { startWalletPage } from './wallet-page'
import { createOnrampDesk, startOnrampPage } from './onramp-page'
import { DEPLOYER_INDEX } from './accounts'
import { startSecureSite, type SecureSite } from './secure-site'
import { devInbox, type DevInbox } from './dev-inbox'
import { modalConfigOf, type DevnetModalConfig, type ModalConfigOptions } from './modal-config'
import { bitcoinDevAccount, POLKADOT_DEV_ACCOUNT, type BitcoinDevAccount, type PolkadotDevAccount } from './dev-keys'

export type { FaultSpec, FaultMode } from './faults'
export type { AuthPolicy } from './auth'
export type { DevAccount } from './accounts'
export { MALFORMED_FRAME_KINDS, type MalformedFrameKind, type SocketTarget } from './relay'
export type { ReceivedEvent } from './analytics'
export { DEV_MNEMONIC } from './accounts'
export type { DevInbox } from './dev-inbox'
export type { DevnetModalConfig, DevnetNamespace, ModalConfigOptions } from './modal-config'
export type { DevnetJson } from './devnet-json'
export type { SolanaDevKeypair, SolanaDevnetInfo } from './solana'
export type { BitcoinDevAccount, PolkadotDevAccount } from './dev-keys'
// What fault mode 'hostile' serves, so a test can assert the app shows none of it as markup.
export { HOSTILE_IMAGE_IDS, HOSTILE_IMAGES, HOSTILE_LONG_WORD, HOSTILE_TEXTS, HOSTILE_URLS, OVERSIZED_IMAGE_PX, PWNED_GLOBAL, SCRIPTED_SVG_DATA_URL } from './hostile'
export { DUPLICATE_ID_NAME } from './hostile-data'
export { DUPLICATE_TOKEN_NAME } from './hostile-flows'

export interface DevnetPorts {
  /** Chain RPC port per chain id (the fault proxy in front of that chain's anvil, which takes a free port). */
  rpc?: Partial<Record<number, number>>
  api?: number
  registry?: number
  analytics?: number
  relay?: number
  walletPage?: number
  bundler?: number
  secureSite?: number
  /** The Solana JSON-RPC (litesvm). */
  solana?: number
  /** The on-ramp page (the URL /v1/generators/onrampurl returns). */
  onrampPage?: number
}

export interface DevnetOptions {
  /** Fixed ports; any left out is a random free one. */
  ports?: DevnetPorts
  /** Faults active from the start. */
  faults?: FaultSpec[]
  /** Project ids and origins accepted by the services (default: any). */
  auth?: AuthPolicy
  /** Wallets listed by the registry (default 420). */
  walletCount?: number
  /** What /getAnalyticsConfig answers (default true). */
  analyticsEnabled?: boolean
  /** No progress output. */
  quiet?: boolean
  /** Progress lines (default: console.log unless quiet). */
  onProgress?: (message: string) => void
  /** App origins the embedded-wallet secure site lets embed its frame (default: any loopback http origin, e.g. the demo's). */
  secureSiteAppOrigins?: string[]
}

export interface DevnetUrls {
  /** Chain RPC per chain id: the fault proxy in front of its anvil (pass-through while no fault names an rpcMethod). */
  rpc: Record<number, string>
  api: string
  registry: string
  analytics: string
  /** WalletConnect relay (ws://). */
  relay: string
  /** The dev WalletConnect wallet page (dev account #1). */
  walletPage: string
  /** The embedded wallet's secure site: its frame page URL (config `services.secureSiteUrl`). */
  secureSite: string
  /** Solana JSON-RPC over litesvm (`devnet.solana` has its chain id and keypairs). */
  solanaRpc: string
  /** The ERC-4337 bundler: JSON-RPC at `/rpc/{chainId}` (each chain's `bundlerUrl`). */
  bundler: string
  /** The on-ramp page: /buy?session=… shows a purchase and credits the wallet on confirm. */
  onrampPage: string
}

export interface DevnetChainInfo {
  chainId: number
  caipNetworkId: string
  /** The chain RPC apps use (`urls.rpc`): through the fault proxy. */
  rpcUrl: string
  /** The anvil node itself, past the fault proxy: where a test reads what the chain really holds. */
  nodeUrl: string
  tokens: DeployedAssets['tokens']
  collections: DeployedAssets['collections']
  /** Uniswap V2: router, factory, WETH and the seeded pairs. */
  dex: DeployedAssets['dex']
  /** ERC-4337: EntryPoint 0.8 and SimpleAccountFactory. */
  aa: AccountAbstraction
  /** The ERC-4337 bundler's JSON-RPC for this chain. */
  bundlerUrl: string
  /** The anvil command line, to show that no fork URL is used. */
  anvilArgs: string[]
}

/** The dev accounts of each namespace: public test keys that fund only this devnet. */
export interface DevnetAccounts {
  /** Anvil's accounts (10,000 ETH each); #0 is the test wallets', #1 the WalletConnect dev wallet's. */
  evm: DevAccount[]
  /** Solana dev keypairs (1,000 SOL each), secret keys in base58. */
  solana: SolanaDevKeypair[]
  /** The Polkadot test extension's account (no node: signatures only). */
  polkadot: PolkadotDevAccount
  /** The Bitcoin test wallet's Testnet addresses (no node: signatures only). */
  bitcoin: BitcoinDevAccount
}

export interface Devnet {
  urls: DevnetUrls
  /** The EVM dev accounts (`devAccounts.evm`). */
  accounts: DevAccount[]
  devAccounts: DevnetAccounts
  chains: Record<number, DevnetChainInfo>
  /** The Solana devnet: CAIP-2 id, genesis hash, dev keypairs (secret keys too), faucet, dev token mint. */
  solana: SolanaDevnetInfo
  /** Dev names served by /v1/identity. */
  identities: Record<Address, { name: string; avatar: string | null }>
  /** Fault injection on every devnet server, and per JSON-RPC method on the chain RPCs (devnet/faults.ts). */
  faults: Pick<FaultStore, 'add' | 'clear' | 'list'>
  auth: AuthGate
  analytics: { events(): ReceivedEvent[]; clear(): void }
  /**
   * The WalletConnect relay: metrics and fault injection (drop every socket or one client's, delay delivery,
   * refuse for a while, push malformed frames, restart).
   */
  relay: Pick<Relay, 'metrics' | 'dropAllSockets' | 'dropSocket' | 'setDeliveryDelay' | 'refuseConnectionsFor' | 'sendMalformedFrames' | 'restart'>
  /** The embedded wallet's secure site: its origin and the dev inbox (one-time codes by e-mail). */
  secureSite: Pick<SecureSite, 'origin' | 'inbox'>
  /** What the secure site mailed to `email`: one-time codes (`latestCode`) and device-approval links. */
  inbox(email: string): DevInbox
  /** Waits until more than `after` codes (default 0) came to `email`; the newest. */
  nextCode(email: string, after?: number): Promise<string>
  /** Follows the newest device-approval link mailed to `email` (waiting for one), as a person clicks it. */
  approveDevice(email: string): Promise<void>
  /** Networks and service URLs pointed at this devnet, to spread into `createModal` (devnet/modal-config.ts). */
  modalConfig(options?: ModalConfigOptions): DevnetModalConfig
  /** Milliseconds from the call to ready. */
  startupMs: number
  stop(): Promise<void>
}

export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const started = Date.now()
  const progress = options.onProgress ?? (options.quiet ? () => {} : (message: string) => console.log(message))
  const step = (message: string) => progress(`[devnet +${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`)
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    await Promise.allSettled(stops.splice(0).reverse().map((fn) => fn()))
  }

  // What is starting: on a failure, waited for before stopping, so nothing is left running.
  const pending: Promise<unknown>[] = []
  try {
    const faults = createFaultStore(options.faults)
    const auth = createAuthGate(options.auth)
    const genesisTimestamp = Math.floor(Date.now() / 1000) - SEED_PERIOD_SECONDS

    const accounts = devAccounts()
    // Everything that needs nothing else starts at once; each registers its stop as soon as it is up.
    const up = <T,>(starting: Promise<T>, stopOf: (service: T) => () => Promise<void>): Promise<T> => {
      pending.push(starting.then((service) => stops.push(stopOf(service))))
      return starting
    }
    step('starting anvil chains 1 and 8453, Solana, the services; compiling contracts')
    const anvilsStarting = Promise.all(DEVNET_CHAINS.map((chain) => up(startAnvil({ chainId: chain.chainId, genesisTimestamp }), (anvil) => anvil.stop)))
    // In-process (litesvm): loaded and seeded while anvil starts.
    const solanaStarting = up(import('./solana').then(({ startSolanaDevnet }) => startSolanaDevnet({ port: options.ports?.solana, faults })), (solana) => solana.stop)
    const registryStarting = up(startRegistry({ port: options.ports?.registry, faults, auth, walletCount: options.walletCount, analyticsEnabled: options.analyticsEnabled }), (registry) => registry.stop)
    const analyticsStarting = up(startAnalytics({ port: options.ports?.analytics, faults, auth }), (analytics) => analytics.server.stop)
    const relayStarting = up(startRelay({ port: options.ports?.relay }), (relay) => relay.stop)
    // The on-ramp credits from the deployer, which holds ETH and every seeded token (never #0, the tests' wallet).
    const onrampDesk = createOnrampDesk((accounts[DEPLOYER_INDEX] as DevAccount).address)
    const onrampPageStarting = up(startOnrampPage({ desk: onrampDesk, port: options.ports?.onrampPage }), (page) => page.stop)
    const bitcoinDerived = bitcoinDevAccount()
    pending.push(bitcoinDerived)

    const [anvils, contracts] = await Promise.all([anvilsStarting, compileContracts()])
    const proxies = await Promise.all(anvils.map((anvil) => up(startRpcFaultProxy({ target: anvil.url, faults, port: options.ports?.rpc?.[anvil.chainId] }), (proxy) => proxy.stop)))
    // A path per chain, so a fault's `pattern` can pick one chain's RPC ('/eip155:1').
    const rpcUrls = Object.fromEntries(anvils.map((anvil, i) => [anvil.chainId, `${proxies[i]?.url}/eip155:${anvil.chainId}`]))
    step(`chain RPC proxies ${Object.values(rpcUrls).join(', ')}`)

    step('deploying tokens and NFTs, seeding history')
    const chainsDeployed = Promise.all(
      anvils.map(async (anvil): Promise<DevChain> => {
        const assets = await deployAndSeed(anvil.chainId, anvil.url, contracts, accounts)
        const { publicClient } = chainClients(anvil.chainId, anvil.url)
        const name = DEVNET_CHAINS.find((chain) => chain.chainId === anvil.chainId)?.name ?? String(anvil.chainId)
        return { chainId: anvil.chainId, caipNetworkId: `eip155:${anvil.chainId}`, name, rpcUrl: anvil.url, client: publicClient, indexer: createIndexer(anvil.chainId, publicClient), assets }
      }),
    )
    pending.push(chainsDeployed)
    const [solana, relay] = await Promise.all([solanaStarting, relayStarting])
    step(`Solana RPC (litesvm) ${solana.url}, ${solana.info.caipNetworkId}; relay ${relay.url}`)
    // The dev wallet needs the chains' node URLs, not their contracts: it starts while they deploy.
    // Dev account #1: #0 is the browser tests' injected wallet.
    const walletPageStarting = up(
      startWalletPage({
        port: options.ports?.walletPage,
        relayUrl: relay.url,
        privateKey: (accounts[1] as DevAccount).privateKey,
        chains: anvils.map((anvil) => ({ id: anvil.chainId, name: DEVNET_CHAINS.find((chain) => chain.chainId === anvil.chainId)?.name ?? String(anvil.chainId), rpcUrl: anvil.url })),
        // Solana over WalletConnect: Solana dev keypair #1, as the EVM side uses dev account #1.
        solana: { secretKey: (solana.info.accounts[1] as SolanaDevKeypair).secretKey, caipNetworkId: solana.info.caipNetworkId, rpcUrl: solana.url },
      }),
      (page) => page.stop,
    )
    const chains = await chainsDeployed
    const aa = await up(startAccountAbstraction({ port: options.ports?.bundler, chains, contracts, faults }), (aa) => aa.bundler.stop)
    step(`ERC-4337 EntryPoint and SimpleAccountFactory deployed, bundler ${aa.bundler.url}`)
    // The seeded past is indexed in the background: the first history request waits for the same catch-up.
    for (const chain of chains) void chain.indexer.transactions().catch(() => {})

    const [registry, analytics, onrampPage] = await Promise.all([registryStarting, analyticsStarting, onrampPageStarting])
    step(`registry ${registry.url}, analytics ${analytics.server.url}, on-ramp page ${onrampPage.url}`)
    const [alice, bob] = accounts
    const identities: Devnet['identities'] = {}
    if (alice) identities[alice.address] = { name: 'alice.eth', avatar: `${registry.url}/public/getAssetImage/avatar-alice` }
    if (bob) identities[bob.address] = { name: 'bob.eth', avatar: null }
    const iconUrl = (_kind: 'token' | 'network', id: string) => `${registry.url}/public/getTokenImage/${encodeURIComponent(id)}`
    const [api, secureSite, walletPage, bitcoin] = await Promise.all([
      up(startApi({ port: options.ports?.api, chains, faults, auth, identities, iconUrl, solana, onramp: { desk: onrampDesk, pageUrl: onrampPage.url } }), (api) => api.stop),
      up(
        startSecureSite({
          port: options.ports?.secureSite,
          chains: { rpc: Object.fromEntries(anvils.map((anvil) => [anvil.chainId, anvil.url])) },
          solanaRpc: solana.url,
          appOrigins: options.secureSiteAppOrigins,
          smartAccounts: Object.fromEntries(anvils.map((anvil) => [anvil.chainId, { rpcUrl: anvil.url, ...aa.deploymentOf(anvil.chainId), bundlerUrl: aa.bundler.urlFor(anvil.chainId) }])),
        }),
        (site) => site.stop,
      ),
      walletPageStarting,
      bitcoinDerived,
    ])
    step(`Blockchain API ${api.url}, secure site ${secureSite.url}, dev wallet page ${walletPage.url}`)
    const startupMs = Date.now() - started
    step(`ready in ${startupMs} ms`)
    const urls: DevnetUrls = { solanaRpc: solana.url, rpc: rpcUrls, api: api.url, registry: registry.url, analytics: analytics.server.url, relay: relay.url, secureSite: secureSite.url, walletPage: walletPage.url, bundler: aa.bundler.url, onrampPage: onrampPage.url }
    return {
      urls,
      accounts,
      devAccounts: { evm: accounts, solana: solana.info.accounts, polkadot: POLKADOT_DEV_ACCOUNT, bitcoin },
      ...devInbox(secureSite),
      modalConfig: (modalOptions) => modalConfigOf({ ...urls, solana: { rpcUrl: solana.url, caipNetworkId: solana.info.caipNetworkId } }, modalOptions),
      chains: Object.fromEntries(
        chains.map((chain, i) => [
          chain.chainId,
          { chainId: chain.chainId, caipNetworkId: chain.caipNetworkId, rpcUrl: rpcUrls[chain.chainId] as string, nodeUrl: chain.rpcUrl, ...chain.assets, aa: aa.deploymentOf(chain.chainId), bundlerUrl: aa.bundler.urlFor(chain.chainId), anvilArgs: anvils[i]?.args ?? [] },
        ]),
      ),
      identities,
      solana: solana.info,
      faults: { add: faults.add, clear: faults.clear, list: faults.list },
      auth,
      analytics: { events: analytics.events, clear: analytics.clear },
      relay: {
        metrics: relay.metrics,
        dropAllSockets: relay.dropAllSockets,
        dropSocket: relay.dropSocket,
        setDeliveryDelay: relay.setDeliveryDelay,
        refuseConnectionsFor: relay.refuseConnectionsFor,
        sendMalformedFrames: relay.sendMalformedFrames,
        restart: relay.restart,
      },
      secureSite: { origin: secureSite.origin, inbox: secureSite.inbox },
      startupMs,
      stop,
    }
  } catch (error) {
    // Services still starting register their stop when up: wait for them, then stop everything.
    await Promise.allSettled(pending)
    await stop()
    throw error
  }
}
