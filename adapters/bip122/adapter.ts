/**
 * The bip122 AdapterInstance: Bitcoin wallets that speak sats-connect (Xverse,
 * Leather, SPEC §9), found in the WBIP004 provider list and driven through
 * the sats-connect SDK, which loads on the first wallet request. The account
 * is the wallet's payment address (SPEC §6); its ordinals address is the
 * second of allAccounts. No Bitcoin node is asked: there is no getBalance, so
 * the kernel shows the balance as unavailable. Loaded lazily by `bip122()`.
 */
import {
  CONNECTION_MESSAGES,
  errorIn,
  ProviderRpcError,
  type AdapterEvent,
  type AdapterInstance,
  type ConnectResult,
  type Network,
  type SendTransactionArgs,
} from '../../kernel/plugin'
import { accountEntries, walletAccounts, type WalletAccounts } from './accounts'
import { chainNameOf } from './chains'
import { registeredWallets, type BitcoinWallet, type ProviderHost } from './discovery'
import { invalidInput, packageMissing, providerNotConnected, walletNotFound } from './messages'
import { bitcoinRequest, checkRecipient, sendTransfer, signMessage, type RequestSession } from './requests'
import type * as Sats from './sats'

/** What the adapter reads from its surroundings; tests pass stand-ins. */
export interface Bip122Environment {
  /** The app's networks; the Bitcoin ones are those a wallet may be on. */
  networks?: readonly Network[]
}

interface Session extends RequestSession {
  wallet: BitcoinWallet
  stopEvents: () => void
}

/** Asks a wallet without prompting which addresses the site may see (sats-connect's permissioned read). */
const READ_ACCOUNT = 'wallet_getAccount'

export function createBip122Adapter(environment: Bip122Environment = {}): AdapterInstance {
  const networks = (environment.networks ?? []).filter((network) => network.chainNamespace === 'bip122')
  // The sats-connect layer is imported on the first wallet request: listing wallets does not need it. The SDK
  // is an optional peer: without it installed, that request says which package to install.
  const loadSdk = () =>
    import('./sats').catch((cause: unknown) => {
      throw packageMissing(cause)
    })
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => listeners.forEach((listener) => listener(event))
  let session: Session | undefined
  /** Counts connects and restores: only the newest may start a session. */
  let attempts = 0

  // Read when asked, never at import: the module must load in Node (SSR).
  const wallets = () => registeredWallets(typeof window === 'undefined' ? {} : (window as unknown as ProviderHost))
  const findWallet = (connectorId: string) => wallets().find((wallet) => wallet.connector.id === connectorId)

  function requireSession(): Session {
    if (!session) throw providerNotConnected()
    return session
  }

  function endSession(): void {
    session?.stopEvents()
    session = undefined
  }

  function walletGone(current: Session): void {
    if (session !== current) return
    endSession()
    emit({ type: 'disconnect' })
  }

  /** An account or network event: read the addresses again, the one answer that is checked. */
  async function resync(current: Session): Promise<void> {
    let accounts: WalletAccounts
    try {
      accounts = walletAccounts(await current.ask(READ_ACCOUNT, null), READ_ACCOUNT, networks, current.network)
    } catch {
      // No permission any more, no payment address, or a chain this app does not use: the session is over.
      return walletGone(current)
    }
    if (session !== current) return
    const movedChain = accounts.network.caipNetworkId !== current.network.caipNetworkId
    current.accounts = accounts
    current.network = accounts.network
    if (movedChain) emit({ type: 'chainChanged', chainId: accounts.network.id })
    emit({ type: 'accountsChanged', accounts: [accounts.payment.address], entries: accountEntries(accounts) })
  }

  function startSession(wallet: BitcoinWallet, sdk: typeof Sats, accounts: WalletAccounts): ConnectResult {
    endSession()
    const current: Session = {
      wallet,
      accounts,
      network: accounts.network,
      ask: (method, params) => sdk.walletRequest(wallet.providerId, method, params),
      stopEvents: () => undefined,
    }
    session = current
    if (wallet.hasEvents) {
      current.stopEvents = sdk.watchWallet(wallet.providerId, (name) => (name === 'disconnect' ? walletGone(current) : void resync(current)))
    }
    return { address: accounts.payment.address, chainId: accounts.network.id, accounts: accountEntries(accounts) }
  }

  /** getAccounts with both purposes; a wallet without it (Leather) answers getAddresses. */
  async function requestAddresses(sdk: typeof Sats, providerId: string): Promise<{ method: string; answer: unknown }> {
    const params = { purposes: ['payment', 'ordinals'] }
    try {
      return { method: 'getAccounts', answer: await sdk.walletRequest(providerId, 'getAccounts', params) }
    } catch (error) {
      if (!(error instanceof ProviderRpcError && sdk.METHOD_MISSING_CODES.includes(error.code))) throw error
      return { method: 'getAddresses', answer: await sdk.walletRequest(providerId, 'getAddresses', params) }
    }
  }

  const provider = { request: (args: { method: string; params?: unknown }) => adapter.request(args) }

  const adapter: AdapterInstance = {
    namespace: 'bip122',

    getConnectors: () => wallets().map((wallet) => wallet.connector),

    async connect({ connectorId, network }) {
      const attempt = ++attempts
      const wallet = findWallet(connectorId)
      if (!wallet) throw walletNotFound(connectorId)
      const sdk = await loadSdk()
      const { method, answer } = await requestAddresses(sdk, wallet.providerId)
      // A wallet answering a connect the person left meanwhile does not take the newer session over.
      if (attempt !== attempts) throw errorIn(CONNECTION_MESSAGES, 'CONNECT_SUPERSEDED')
      return startSession(wallet, sdk, walletAccounts(answer, method, networks, network))
    },

    async reconnect({ connectorId, network }) {
      const attempt = ++attempts
      const wallet = findWallet(connectorId)
      if (!wallet) return undefined
      const sdk = await loadSdk()
      let answer: unknown
      try {
        answer = await sdk.walletRequest(wallet.providerId, READ_ACCOUNT, null)
      } catch {
        return undefined // the site is no longer authorised, or the wallet cannot tell without prompting
      }
      if (attempt !== attempts) return undefined
      return startSession(wallet, sdk, walletAccounts(answer, READ_ACCOUNT, networks, network))
    },

    async disconnect() {
      const current = session
      endSession()
      try {
        await current?.ask('wallet_renouncePermissions', null)
      } catch {
        // Forgetting the session locally is the disconnect; a wallet without the method changes nothing here.
      }
    },

    /** Asks the wallet to change chains, then takes its addresses there (a Bitcoin address belongs to one chain). */
    async switchNetwork(network) {
      const current = requireSession()
      if (network.caipNetworkId === current.network.caipNetworkId) return
      await current.ask('wallet_changeNetwork', { name: chainNameOf(network) })
      const accounts = walletAccounts(await current.ask(READ_ACCOUNT, null), READ_ACCOUNT, [network])
      current.accounts = accounts
      current.network = network
      emit({ type: 'accountsChanged', accounts: [accounts.payment.address], entries: accountEntries(accounts) })
    },

    async signMessage({ message, address }) {
      return (await signMessage(requireSession(), { address, message })).signature
    },

    /** A transfer of `value` satoshis to `to`, built, signed and sent by the wallet; resolves to its txid. */
    async sendTransaction({ to, value = 0n, data, transaction }: SendTransactionArgs) {
      const current = requireSession()
      if (data !== undefined) throw invalidInput('Bitcoin transfer data (a BTC transfer carries none)', data)
      // Never mistaken for a BTC transfer: sats-connect's sendTransfer builds its own, of bitcoin only.
      if (transaction !== undefined) throw invalidInput('Bitcoin transfer transaction (the wallet builds it)', transaction)
      if (value <= 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidInput('amount in satoshis', value)
      checkRecipient(current.network, to)
      return (await sendTransfer(current, { recipients: [{ address: to, amount: Number(value) }] })).txid
    },

    /** signMessage, signPsbt and sendTransfer, checked both ways (requests.ts). */
    async request({ method, params }) {
      return bitcoinRequest(requireSession(), method, params)
    },

    getProvider: () => (session ? provider : undefined),

    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    destroy() {
      endSession()
      listeners.clear()
    },
  }
  return adapter
}
