/**
 * The polkadot AdapterInstance: browser extensions found in
 * `window.injectedWeb3`, enabled through @polkadot/extension-dapp; the first
 * account an extension shares is the connected one, written in the active
 * network's SS58 format; messages are signed with the extension's `signRaw`.
 * No Polkadot node is reached: there is no balance (the kernel shows it as
 * unavailable) and no transaction sending. Loaded lazily by `polkadot()`.
 */
import * as z from 'zod/mini'
import {
  CONNECTION_MESSAGES,
  errorIn,
  isPorticoError,
  type AdapterEvent,
  type AdapterInstance,
  type ConnectResult,
  type Network,
} from '../../kernel/plugin'
import { addressOn, readAccounts, type PolkadotAccount } from './accounts'
import { ss58PrefixOf } from './chains'
import { enableExtension, injectedConnectors, type EnabledExtension } from './extensions'
import { extensionNotFound, invalidExtensionResponse, invalidInput, POLKADOT_MESSAGES, providerNotConnected, refused } from './messages'
import { isRefusal, signRawMessage } from './signing'
import { decodeSs58, sameKey } from './ss58'

export interface PolkadotAdapterOptions {
  /** The name extensions show when they ask to allow the site. */
  appName: string
}

/** What the adapter reads from its surroundings; tests pass stand-ins. */
export interface PolkadotEnvironment {
  /** The app's networks; the Polkadot ones are those an account can be on. */
  networks?: readonly Network[]
}

interface Session {
  extension: EnabledExtension
  /** Every account the extension shares; `account` is the connected one. */
  accounts: PolkadotAccount[]
  account: PolkadotAccount
  network: Network
  stopEvents: () => void
}

/** What a restore may find instead of a session: no prompt-free way back, so not connected. */
const NOT_RESTORED = ['POLKADOT_EXTENSION_NOT_FOUND', 'POLKADOT_EXTENSION_REFUSED', 'POLKADOT_NO_ACCOUNTS']

const signMessageParams = z.object({ address: z.string(), message: z.string() })

export function createPolkadotAdapter(options: PolkadotAdapterOptions, environment: PolkadotEnvironment = {}): AdapterInstance {
  const networks = (environment.networks ?? []).filter((network) => network.chainNamespace === 'polkadot')
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => listeners.forEach((listener) => listener(event))
  let session: Session | undefined
  /** Counts connects (a restore is one): only the newest may start a session. */
  let attempts = 0

  // Extensions inject before the page's scripts run; one that injects later is listed once the page has loaded.
  const onLoad = () => emit({ type: 'connectorsChanged', connectors: injectedConnectors() })
  const watchingLoad = typeof document !== 'undefined' && document.readyState !== 'complete'
  if (watchingLoad) window.addEventListener('load', onLoad, { once: true })

  const connectorOf = (connectorId: string) => injectedConnectors().find((connector) => connector.id === connectorId)

  function requireSession(): Session {
    if (!session) throw providerNotConnected()
    return session
  }

  function endSession(): void {
    session?.stopEvents()
    session = undefined
  }

  /** The connected account first, each written as the session's network writes addresses. */
  function addressesOf(current: Session): string[] {
    const prefix = ss58PrefixOf(current.network)
    return [current.account, ...current.accounts.filter((account) => account !== current.account)].map((account) => addressOn(account, prefix))
  }

  /** The extension's account list changed: none left ends the session; losing the connected one moves to the first. */
  function onAccounts(current: Session, answer: unknown): void {
    if (session !== current) return
    const read = readAccounts(answer)
    // Not a list, or nothing in it but garbage: an update we cannot read changes nothing.
    if (!read || (read.accounts.length === 0 && read.malformed > 0)) return
    if (read.accounts.length === 0) {
      endSession()
      return emit({ type: 'disconnect' })
    }
    current.accounts = read.accounts
    const kept = read.accounts.find((account) => sameKey(account.publicKey, current.account.publicKey))
    current.account = kept ?? (read.accounts[0] as PolkadotAccount)
    if (!kept) emit({ type: 'accountsChanged', accounts: addressesOf(current) })
  }

  function watchAccounts(current: Session): () => void {
    let unsubscribe: unknown
    try {
      unsubscribe = current.extension.accounts.subscribe((answer) => onAccounts(current, answer))
    } catch {
      return () => undefined // an extension whose subscribe throws sends no account events
    }
    return () => {
      try {
        if (typeof unsubscribe === 'function') unsubscribe()
      } catch {
        // The extension's own cleanup failing leaves nothing of ours behind.
      }
    }
  }

  async function readExtensionAccounts(extension: EnabledExtension): Promise<PolkadotAccount[]> {
    let answer: unknown
    try {
      answer = await extension.accounts.get()
    } catch (error) {
      throw isRefusal(error) ? refused('POLKADOT_EXTENSION_REFUSED', extension.name, error) : invalidExtensionResponse('accounts.get', error)
    }
    const read = readAccounts(answer)
    if (!read || (read.accounts.length === 0 && read.malformed > 0)) throw invalidExtensionResponse('accounts.get', answer)
    if (read.accounts.length === 0) throw errorIn(POLKADOT_MESSAGES, 'POLKADOT_NO_ACCOUNTS', extension.name)
    return read.accounts
  }

  function networkFor(requested: Network | undefined): Network {
    const network = requested?.chainNamespace === 'polkadot' ? requested : networks[0]
    if (!network) throw errorIn(CONNECTION_MESSAGES, 'CAIP_NETWORK_UNDEFINED')
    return network
  }

  const adapter: AdapterInstance = {
    namespace: 'polkadot',

    getConnectors: injectedConnectors,

    async connect({ connectorId, network }): Promise<ConnectResult> {
      const attempt = ++attempts
      const connector = connectorOf(connectorId)
      if (!connector) throw extensionNotFound(connectorId)
      const extension = await enableExtension(options.appName, connectorId)
      if (!extension) throw refused('POLKADOT_EXTENSION_REFUSED', connector.name)
      const accounts = await readExtensionAccounts(extension)
      // An extension answering a connect the person left meanwhile does not take the newer session over.
      if (attempt !== attempts) throw errorIn(CONNECTION_MESSAGES, 'CONNECT_SUPERSEDED')
      endSession()
      const current: Session = { extension, accounts, account: accounts[0] as PolkadotAccount, network: networkFor(network), stopEvents: () => undefined }
      session = current
      current.stopEvents = watchAccounts(current)
      const addresses = addressesOf(current)
      return { address: addresses[0] as string, chainId: current.network.id, accounts: addresses.map((address) => ({ address, type: 'eoa' })) }
    },

    /** Enabling again is how a Polkadot site comes back: an extension that still allows the site answers without asking. */
    async reconnect(args) {
      try {
        return await adapter.connect(args)
      } catch (error) {
        if (isPorticoError(error, ...NOT_RESTORED)) return undefined
        throw error
      }
    },

    /** Extensions have no disconnect: forgetting the session is one (the site stays allowed in the extension). */
    async disconnect() {
      endSession()
    },

    async switchNetwork(network) {
      const current = requireSession()
      if (network.chainNamespace !== 'polkadot') throw invalidInput('Polkadot network', network.caipNetworkId)
      const before = addressesOf(current)[0]
      current.network = network
      const addresses = addressesOf(current)
      // The same account, written with the new network's SS58 prefix.
      if (addresses[0] !== before) emit({ type: 'accountsChanged', accounts: addresses })
    },

    async signMessage({ message, address }) {
      const current = requireSession()
      const decoded = decodeSs58(address)
      if (!decoded) throw invalidInput('Polkadot address', address)
      if (!sameKey(decoded.publicKey, current.account.publicKey)) throw errorIn(POLKADOT_MESSAGES, 'POLKADOT_ACCOUNT_NOT_CONNECTED', address)
      return signRawMessage(current.extension, current.account.address, message)
    },

    async sendTransaction() {
      throw errorIn(POLKADOT_MESSAGES, 'POLKADOT_NO_NODE')
    },

    /** WalletConnect's polkadot_signMessage ({ address, message } → { signature }); nothing else goes through here. */
    async request({ method, params }) {
      requireSession()
      if (method !== 'polkadot_signMessage') throw errorIn(POLKADOT_MESSAGES, 'POLKADOT_UNSUPPORTED_METHOD', method)
      const parsed = signMessageParams.safeParse(params)
      if (!parsed.success) throw invalidInput('polkadot_signMessage params', 'expected { address, message } strings')
      return { signature: await adapter.signMessage(parsed.data) }
    },

    /** The enabled extension itself (accounts, signer, metadata): what @polkadot/api takes as its signer source. */
    getProvider: () => session?.extension.injected,

    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    destroy() {
      endSession()
      if (watchingLoad) window.removeEventListener('load', onLoad)
      listeners.clear()
    },
  }
  return adapter
}
