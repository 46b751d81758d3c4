/**
 * The solana AdapterInstance: browser wallets found through the Wallet
 * Standard, driven through their standard:* and solana:* features; balances,
 * blockhashes and fees from the network's JSON-RPC. Loaded lazily by `solana()`.
 */
import { getWallets } from '@wallet-standard/app'
import { base58 } from '@scure/base'
import {
  CONNECTION_MESSAGES,
  errorIn,
  formatUnits,
  type AdapterEvent,
  type AdapterInstance,
  type ConnectResult,
  type Network,
  type SendTransactionArgs,
} from '../../kernel/plugin'
import { isSolanaAddress } from './address'
import { walletChainOf, walletSupports } from './chains'
import { startWalletDiscovery, type WalletSource } from './discovery'
import type { SolanaOptions } from './index'
import { invalidInput, invalidWalletResponse, providerNotConnected, SOLANA_MESSAGES, walletNotFound } from './messages'
import { solanaRequest, wireTransaction } from './requests'
import { solanaRpc } from './rpc'
import { signAndSendTransaction, signMessageBytes, type SigningSession } from './signing'
import { solanaTransfers, transferTransaction } from './transfers'
import { CONNECT, DISCONNECT, EVENTS, solanaAccounts, type SolanaWallet } from './wallet-standard'

/** What the adapter reads from its surroundings; tests pass stand-ins. */
export interface SolanaEnvironment {
  /** Where wallets register (default: @wallet-standard/app's `getWallets()`). */
  wallets?: WalletSource
  /** The app's networks; the Solana ones are those a wallet may be on. */
  networks?: readonly Network[]
  fetch?: typeof fetch
}

/** The adapter, with its `transfers` capability always present. */
export type SolanaAdapter = AdapterInstance & Required<Pick<AdapterInstance, 'transfers'>>

interface Session extends SigningSession {
  network: Network
  provider: { request(args: { method: string; params?: unknown }): Promise<unknown> }
  stopEvents: () => void
}

const DEFAULT_REGISTER_WAIT_MS = 500
/** Lamports are 1e-9 SOL whatever the network calls its currency (SPEC §3: 9 decimals). */
const LAMPORT_DECIMALS = 9

export function createSolanaAdapter(options: SolanaOptions = {}, environment: SolanaEnvironment = {}): SolanaAdapter {
  const networks = (environment.networks ?? []).filter((network) => network.chainNamespace === 'solana')
  const registerWaitMs = options.registerWaitMs ?? DEFAULT_REGISTER_WAIT_MS
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => listeners.forEach((listener) => listener(event))

  const discovery = startWalletDiscovery(environment.wallets ?? (getWallets() as unknown as WalletSource))
  const stopDiscoveryEvents = discovery.subscribe((wallets) => emit({ type: 'connectorsChanged', connectors: wallets.map((w) => w.connector) }))
  let session: Session | undefined
  /** Counts connects and restores: only the newest may start a session. */
  let attempts = 0

  const rpcOf = (network: Network) => solanaRpc(network, environment.fetch)

  function requireSession(): Session {
    if (!session) throw providerNotConnected()
    return session
  }

  function endSession(): void {
    session?.stopEvents()
    session = undefined
  }

  /** The requested network when the wallet serves it, else the first configured one it serves. */
  function networkFor(wallet: SolanaWallet, requested: Network | undefined): Network {
    const chains = wallet.chains()
    const network = requested && walletSupports(requested, chains) ? requested : (networks.find((n) => walletSupports(n, chains)) ?? requested ?? networks[0])
    if (!network) throw errorIn(CONNECTION_MESSAGES, 'CAIP_NETWORK_UNDEFINED')
    return network
  }

  function setNetwork(current: Session, network: Network): void {
    current.network = network
    current.chain = walletChainOf(network, current.wallet.chains())
  }

  /** standard:events 'change': new accounts (none: the wallet disconnected us) or chains. */
  function watchWallet(wallet: SolanaWallet): () => void {
    return (
      wallet.features[EVENTS]?.on('change', (change) => {
        const current = session
        if (!current || current.wallet !== wallet || !change) return
        // A list with entries that are no accounts at all is garbage, not "no Solana account": it changes nothing.
        if (Array.isArray(change.accounts) && change.accounts.every((entry) => typeof entry?.address === 'string' && entry.publicKey instanceof Uint8Array)) {
          const accounts = solanaAccounts(change.accounts)
          if (accounts.length === 0) {
            endSession()
            return emit({ type: 'disconnect' })
          }
          // As with EIP-1193, the wallet's first account is the selected one.
          current.account = accounts[0] as typeof current.account
          emit({ type: 'accountsChanged', accounts: accounts.map((account) => account.address) })
        }
        if (change.chains && !walletSupports(current.network, wallet.chains())) {
          const next = networks.find((network) => walletSupports(network, wallet.chains()))
          if (!next) return
          setNetwork(current, next)
          emit({ type: 'chainChanged', chainId: next.id })
        }
      }) ?? (() => undefined)
    )
  }

  function startSession(wallet: SolanaWallet, accountsAnswer: unknown, requested: Network | undefined): ConnectResult {
    const accounts = solanaAccounts(accountsAnswer)
    const account = accounts[0]
    if (!account) throw invalidWalletResponse(CONNECT, accountsAnswer)
    endSession()
    const network = networkFor(wallet, requested)
    const request = (args: { method: string; params?: unknown }) => adapter.request(args)
    session = { wallet, account, network, chain: walletChainOf(network, wallet.chains()), provider: { request }, stopEvents: () => undefined }
    session.stopEvents = watchWallet(wallet)
    return { address: account.address, chainId: network.id, accounts: accounts.map(({ address }) => ({ address, type: 'eoa' })) }
  }

  function accountsOf(answer: unknown): unknown {
    return typeof answer === 'object' && answer !== null ? (answer as { accounts?: unknown }).accounts : undefined
  }

  /** The session, when `address` is its account (SPEC §5: a base58 address). */
  function sessionOf(address: string): Session {
    const current = requireSession()
    if (!isSolanaAddress(address)) throw invalidInput('Solana address', address)
    if (address !== current.account.address) throw errorIn(SOLANA_MESSAGES, 'SOLANA_ACCOUNT_NOT_CONNECTED', address)
    return current
  }

  const adapter: SolanaAdapter = {
    namespace: 'solana',

    getConnectors: () => discovery.wallets().map((wallet) => wallet.connector),

    async connect({ connectorId, network }) {
      const attempt = ++attempts
      const wallet = await discovery.waitFor(connectorId, registerWaitMs)
      if (!wallet) throw walletNotFound(connectorId)
      const answer = await wallet.features[CONNECT].connect()
      // A wallet answering a connect the person left meanwhile does not take the newer session over.
      if (attempt !== attempts) throw errorIn(CONNECTION_MESSAGES, 'CONNECT_SUPERSEDED')
      return startSession(wallet, accountsOf(answer), network)
    },

    async reconnect({ connectorId, network }) {
      const attempt = ++attempts
      const wallet = await discovery.waitFor(connectorId, registerWaitMs)
      if (!wallet) return undefined
      // A silent connect never prompts: it answers accounts only when the site is still authorised.
      const accounts = accountsOf(await wallet.features[CONNECT].connect({ silent: true }))
      return attempt === attempts && solanaAccounts(accounts).length > 0 ? startSession(wallet, accounts, network) : undefined
    },

    async disconnect() {
      const current = session
      endSession()
      try {
        await current?.wallet.features[DISCONNECT]?.disconnect()
      } catch {
        // Forgetting the session locally is the disconnect; the wallet's own refusal changes nothing here.
      }
    },

    async switchNetwork(network) {
      const current = requireSession()
      if (!walletSupports(network, current.wallet.chains())) {
        throw errorIn(SOLANA_MESSAGES, 'SOLANA_CHAIN_NOT_IN_WALLET', current.wallet.connector.name, network.caipNetworkId)
      }
      setNetwork(current, network)
    },

    async getBalance({ address, network }) {
      if (!isSolanaAddress(address)) throw invalidInput('Solana address', address)
      const lamports = await rpcOf(network).getBalance(address)
      return { balance: formatUnits(lamports, LAMPORT_DECIMALS), symbol: network.nativeCurrency.symbol }
    },

    async signMessage({ message, address }) {
      return base58.encode(await signMessageBytes(sessionOf(address), new TextEncoder().encode(message)))
    },

    /**
     * A transaction built by `transfers.buildTransfer`, or a SOL transfer of `value` lamports to `to`, signed and
     * sent by the wallet; resolves to its signature.
     */
    async sendTransaction({ to, value = 0n, data, transaction }: SendTransactionArgs) {
      const current = requireSession()
      if (data !== undefined) throw invalidInput('Solana transfer data (a transfer carries none)', data)
      const unsigned = transaction === undefined ? await transferTransaction(rpcOf(current.network), { from: current.account.address, to, amount: value }) : wireTransaction(transaction)
      return base58.encode(await signAndSendTransaction(current, unsigned))
    },

    /** solana_* methods go to the wallet; anything else is a read on the active network's RPC. */
    async request({ method, params }) {
      const current = requireSession()
      return method.startsWith('solana_') ? solanaRequest(current, method, params) : rpcOf(current.network).call(method, params)
    },

    getProvider: () => session?.provider,

    transfers: solanaTransfers(rpcOf),

    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    destroy() {
      endSession()
      stopDiscoveryEvents()
      discovery.stop()
      listeners.clear()
    },
  }
  return adapter
}
