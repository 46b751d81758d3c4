/**
 * The eip155 AdapterInstance: browser wallets found by EIP-6963 (and the legacy
 * `window.ethereum`), driven through EIP-1193. Loaded lazily by `eip155()`.
 */
import * as z from 'zod/mini'
import { formatUnits, numberToHex, stringToHex } from 'viem/utils'
import {
  CONNECTION_MESSAGES,
  errorIn,
  jsonRpc,
  type AdapterEvent,
  type AdapterInstance,
  type ConnectResult,
  type Kernel,
  type Network,
  type SendTransactionArgs,
} from '../../kernel/plugin'
import { eip155Calls } from './calls'
import type { Eip155Options } from './index'
import { startWalletDiscovery, type DiscoveredWallet, type DiscoveryTarget } from './discovery'
import { EIP155_MESSAGES, providerNotConnected, walletNotFound } from './errors'
import { watchProviderEvents } from './provider-events'
import { rpcUrlOf } from './rpc-url'
import { evmChainId, switchEthereumChain } from './switch-network'
import { servedGasPrices, type GasPrices, type ServedChains } from './fees'
import { eip155Transfers } from './transfers'
import {
  accountsSchema,
  addressSchema,
  hexDataSchema,
  hexQuantitySchema,
  parseChainId,
  parseInput,
  parseWalletResponse,
  receiverSchema,
  signatureSchema,
  transactionHashSchema,
} from './wallet-responses'

/** What the adapter reads from its surroundings; tests pass stand-ins. */
export interface Eip155Environment {
  /** Where wallets announce themselves; `window` in a browser, nothing during SSR. */
  target?: DiscoveryTarget
  fetch?: typeof fetch
  /** The gas-price route the `transfers` capability prices with; without it the adapter has no `transfers`. */
  gasPrices?: GasPrices
  /** The chains the Blockchain API serves: the gas price of any other is refused (fees.ts); absent, none is. */
  servedChains?: ServedChains
  /** The app's networks: a chain outside them has no JSON-RPC provider here (rpc-url.ts); absent, none is refused. */
  networks?: readonly Network[]
}

interface Session {
  wallet: DiscoveredWallet
  address: string
  stopEvents: () => void
}

const DEFAULT_ANNOUNCE_WAIT_MS = 500
const connectedAccountsSchema = z.array(addressSchema).check(z.minLength(1))

function browserTarget(): DiscoveryTarget | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as DiscoveryTarget)
}

/** What a kernel gives the adapter: the Blockchain API's gas-price and supported-chains routes, the app's networks. */
export function kernelEnvironment(kernel: Kernel): Eip155Environment {
  return {
    gasPrices: (chainId) => kernel.services.blockchain.getGasPrice({ chainId }),
    async servedChains() {
      let failed = false
      const { http } = await kernel.services.blockchainWith({ onError: () => void (failed = true) }).getSupportedChains()
      return failed ? undefined : http
    },
    networks: kernel.config.networks,
  }
}

function connectResult(accounts: string[], chainId: number): ConnectResult {
  return { address: accounts[0] as string, chainId, accounts: accounts.map((address) => ({ address, type: 'eoa' })) }
}

export function createEip155Adapter(options: Eip155Options = {}, environment: Eip155Environment = {}): AdapterInstance {
  const target = environment.target ?? browserTarget()
  const fetchFn = environment.fetch ?? ((input, init) => fetch(input, init))
  const announceWaitMs = options.announceWaitMs ?? DEFAULT_ANNOUNCE_WAIT_MS
  const { gasPrices: route, servedChains } = environment
  const gasPrices = route && servedChains ? servedGasPrices(route, servedChains) : route
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }

  const discovery = target ? startWalletDiscovery(target, { legacyInjected: options.legacyInjected ?? true }) : undefined
  const stopDiscoveryEvents = discovery?.subscribe((wallets) => emit({ type: 'connectorsChanged', connectors: wallets.map((w) => w.connector) }))
  let session: Session | undefined
  /** Counts connects and restores: only the newest may start a session. */
  let attempts = 0

  async function findWallet(connectorId: string): Promise<DiscoveredWallet> {
    const wallet = await discovery?.waitFor(connectorId, announceWaitMs)
    if (!wallet) throw walletNotFound(connectorId)
    return wallet
  }

  function requireSession(): Session {
    if (!session) throw providerNotConnected()
    return session
  }

  function endSession(): void {
    session?.stopEvents()
    session = undefined
  }

  function startSession(wallet: DiscoveredWallet, accounts: string[]): void {
    endSession()
    const stopEvents = watchProviderEvents(wallet.provider, (event) => {
      if (event.type === 'accountsChanged' && session && event.accounts[0]) session.address = event.accounts[0]
      if (event.type === 'disconnect') endSession()
      emit(event)
    })
    session = { wallet, address: accounts[0] as string, stopEvents }
  }

  async function readChainId(wallet: DiscoveredWallet): Promise<number> {
    return parseChainId(await wallet.provider.request({ method: 'eth_chainId' }), 'eth_chainId')
  }

  return {
    namespace: 'eip155',

    getConnectors: () => discovery?.wallets().map((wallet) => wallet.connector) ?? [],

    async connect({ connectorId, network }) {
      const attempt = ++attempts
      const wallet = await findWallet(connectorId)
      const requested = await wallet.provider.request({ method: 'eth_requestAccounts' })
      const accounts = parseWalletResponse(connectedAccountsSchema, requested, 'eth_requestAccounts')
      let chainId = await readChainId(wallet)
      // A wallet answering a connect the person left for another wallet does not take that newer session over.
      if (attempt !== attempts) throw errorIn(CONNECTION_MESSAGES, 'CONNECT_SUPERSEDED')
      startSession(wallet, accounts)
      if (network && chainId !== evmChainId(network)) {
        try {
          await switchEthereumChain(wallet.provider, network)
          chainId = evmChainId(network)
        } catch {
          // Still connected, on the wallet's chain: the kernel decides whether
          // that chain is supported (SPEC §2 UnsupportedChain).
        }
      }
      return connectResult(accounts, chainId)
    },

    async reconnect({ connectorId }) {
      const attempt = ++attempts
      const wallet = await discovery?.waitFor(connectorId, announceWaitMs)
      if (!wallet) return undefined
      // eth_accounts never prompts: it lists accounts only when the site is still authorised.
      const accounts = parseWalletResponse(accountsSchema, await wallet.provider.request({ method: 'eth_accounts' }), 'eth_accounts')
      if (accounts.length === 0) return undefined
      const chainId = await readChainId(wallet)
      if (attempt !== attempts) return undefined
      startSession(wallet, accounts)
      return connectResult(accounts, chainId)
    },

    async disconnect() {
      const current = session
      endSession()
      if (!current) return
      try {
        await current.wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch {
        // Many wallets lack wallet_revokePermissions (EIP-2255); forgetting the session locally is the disconnect.
      }
    },

    async switchNetwork(network: Network) {
      await switchEthereumChain(requireSession().wallet.provider, network)
    },

    async getBalance({ address, network }) {
      const owner = parseInput(addressSchema, address, 'EVM address')
      const result = await jsonRpc(rpcUrlOf(network, environment.networks), 'eth_getBalance', [owner, 'latest'], { fetch: fetchFn })
      const wei = BigInt(parseWalletResponse(hexQuantitySchema, result, 'eth_getBalance'))
      return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
    },

    async signMessage({ message, address }) {
      const signer = parseInput(addressSchema, address, 'EVM address')
      const signature = await requireSession().wallet.provider.request({ method: 'personal_sign', params: [stringToHex(message), signer] })
      return parseWalletResponse(signatureSchema, signature, 'personal_sign')
    },

    async sendTransaction(args: SendTransactionArgs) {
      const { wallet, address } = requireSession()
      // Another namespace's prebuilt transaction is never mistaken for a transfer of `value` to `to`.
      if (args.transaction !== undefined) throw errorIn(EIP155_MESSAGES, 'INVALID_INPUT', 'EVM transaction (a prebuilt one is not sent here)', args.transaction)
      const transaction = {
        from: address,
        to: parseInput(receiverSchema, args.to, 'EVM address'),
        ...(args.value !== undefined ? { value: numberToHex(args.value) } : {}),
        ...(args.data !== undefined ? { data: parseInput(hexDataSchema, args.data, 'transaction data') } : {}),
        ...(args.gas !== undefined ? { gas: numberToHex(args.gas) } : {}),
        ...(args.gasPrice !== undefined ? { gasPrice: numberToHex(args.gasPrice) } : {}),
      }
      const hash = await wallet.provider.request({ method: 'eth_sendTransaction', params: [transaction] })
      return parseWalletResponse(transactionHashSchema, hash, 'eth_sendTransaction')
    },

    async request(args) {
      return requireSession().wallet.provider.request(args)
    },

    getProvider: () => session?.wallet.provider,

    ...(gasPrices ? { transfers: eip155Transfers(gasPrices) } : {}),

    calls: eip155Calls(fetchFn, environment.networks, gasPrices),

    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    destroy() {
      endSession()
      stopDiscoveryEvents?.()
      discovery?.stop()
      listeners.clear()
    },
  }
}
