/**
 * The connector driver of one namespace (kernel.registerConnector): it serves
 * the 'WalletConnect' connector and drives the shared session through the
 * controller. Listing it costs nothing; the SDK loads on connect or reconnect.
 */
import * as z from 'zod/mini'
import { base58 } from '@scure/base'
import { errorIn, formatUnits, isMobile, jsonRpc, type AdapterEvent, type AdapterInstance, type Connector, type ConnectResult, type Network, type SendTransactionArgs } from '../../kernel/plugin'
import { WALLETCONNECT_CONNECTOR_ID, type WalletConnectController } from './controller'
import { WALLETCONNECT_MARK_VIEW } from './constants'
import { namespaceNotConfigured, noRpcUrl, providerNotConnected, switchChainFailed } from './errors'
import { WALLETCONNECT_MESSAGES } from './messages'
import type { WalletConnectNamespace } from './namespaces'
import { approvedChains, connectResultOf, type SessionNamespaces } from './session'

/** A JSON-RPC quantity (EIP-1474): the number in hex, no leading zeros. */
const numberToHex = (value: number | bigint) => `0x${value.toString(16)}`
/** personal_sign's message: its UTF-8 bytes in hex. */
const stringToHex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))
const solanaBalance = z.object({ value: z.number() })
const signature = z.string().check(z.minLength(1))
const solanaSignature = z.object({ signature })

export function createWalletConnectDriver(namespace: WalletConnectNamespace, controller: WalletConnectController): AdapterInstance {
  // Listed with its mark (./views/WalletConnectMark) and, on a desktop, the QR code it pairs by.
  const connector: Connector = {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'MULTI_CHAIN',
    chain: namespace,
    markView: WALLETCONNECT_MARK_VIEW,
    tag: isMobile() ? undefined : 'QR CODE',
  }
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => listeners.forEach((listener) => listener(event))
  /** The CAIP-2 chain requests go to while connected. */
  let chain: string | undefined

  const stopEvents = controller.on((event) => {
    if (!chain) return
    if (event.type === 'sessionEnded') {
      chain = undefined
      emit({ type: 'disconnect' })
    } else if (event.type === 'accountsChanged' && namespace === 'eip155') {
      emit({ type: 'accountsChanged', accounts: event.accounts })
    } else if (event.type === 'chainChanged' && isOwnReference(event.reference)) {
      chain = `${namespace}:${event.reference}`
      emit({ type: 'chainChanged', chainId: namespace === 'eip155' ? Number(event.reference) : event.reference })
    }
  })

  /** eip155 references are decimal numbers; a Solana reference never is. */
  const isOwnReference = (reference: string) => /^[0-9]+$/.test(reference) === (namespace === 'eip155')

  function requireChain(): string {
    const session = controller.session()
    if (!chain || !session) throw providerNotConnected()
    if (approvedChains(session, namespace).length === 0) throw namespaceNotConfigured(namespace)
    return chain
  }

  async function walletRequest<T>(method: string, params: unknown, schema: z.ZodMiniType<T>): Promise<T> {
    const target = requireChain()
    const provider = await controller.provider()
    const result = await provider.request({ method, params: params as unknown[] }, target)
    const parsed = schema.safeParse(result)
    if (!parsed.success) throw errorIn(WALLETCONNECT_MESSAGES, 'WC_INVALID_WALLET_RESPONSE', method)
    return parsed.data
  }

  let proposed: { proposal: Promise<SessionNamespaces>; outcome: Promise<ConnectResult> } | undefined

  async function start(session: SessionNamespaces, network?: Network) {
    const result = connectResultOf(session, namespace, network?.caipNetworkId)
    if (!result) throw namespaceNotConfigured(namespace)
    chain = `${namespace}:${result.chainId}`
    const provider = await controller.provider()
    provider.setDefaultChain(chain)
    return result
  }

  return {
    namespace,
    getConnectors: () => [connector],

    // One outcome per proposal: chosen again while it waits, the newer connect gets the same one, so the kernel
    // hands its session to the newest attempt instead of ending it as a superseded one's.
    connect({ network }) {
      const proposal = controller.propose()
      if (proposal !== proposed?.proposal) proposed = { proposal, outcome: proposal.then((session) => start(session, network)) }
      return proposed.outcome
    },

    async reconnect({ network }) {
      await controller.provider()
      const session = controller.session()
      return session && approvedChains(session, namespace).length > 0 ? start(session, network) : undefined
    },

    async disconnect() {
      chain = undefined
      await controller.disconnect()
    },

    async switchNetwork(network) {
      const from = requireChain()
      const provider = await controller.provider()
      try {
        if (namespace === 'eip155') {
          await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(Number(network.id)) }] }, from)
        } else if (approvedChains(controller.session() ?? {}, namespace).includes(network.caipNetworkId)) {
          provider.setDefaultChain(network.caipNetworkId)
        } else {
          throw errorIn(WALLETCONNECT_MESSAGES, 'WC_NETWORK_NOT_IN_SESSION', network.caipNetworkId)
        }
      } catch (error) {
        throw switchChainFailed(network.caipNetworkId, error)
      }
      chain = network.caipNetworkId
    },

    async getBalance({ address, network }) {
      const url = network.rpcUrls.default.http[0]
      if (!url) throw noRpcUrl()
      const { decimals, symbol } = network.nativeCurrency
      if (namespace === 'solana') {
        const { value } = solanaBalance.parse(await jsonRpc(url, 'getBalance', [address]))
        return { balance: formatUnits(BigInt(value), decimals), symbol }
      }
      const wei = hexQuantity.parse(await jsonRpc(url, 'eth_getBalance', [address, 'latest']))
      return { balance: formatUnits(BigInt(wei), decimals), symbol }
    },

    async signMessage({ message, address }) {
      if (namespace === 'solana') {
        const params = { message: base58.encode(new TextEncoder().encode(message)), pubkey: address }
        return (await walletRequest('solana_signMessage', params, solanaSignature)).signature
      }
      return walletRequest('personal_sign', [stringToHex(message), address], signature)
    },

    async sendTransaction(args: SendTransactionArgs) {
      if (namespace === 'solana') {
        // The solana adapter builds Solana transfers (its `transfers`); the wallet signs and sends what it built.
        if (args.transaction === undefined) throw errorIn(WALLETCONNECT_MESSAGES, 'WC_SOLANA_SEND_VIA_REQUEST')
        return (await walletRequest('solana_signAndSendTransaction', { transaction: args.transaction }, solanaSignature)).signature
      }
      const session = controller.session()
      const from = chain && session ? connectResultOf(session, namespace, chain)?.address : undefined
      const transaction = {
        from,
        to: args.to,
        ...(args.value !== undefined ? { value: numberToHex(args.value) } : {}),
        ...(args.data !== undefined ? { data: args.data } : {}),
        ...(args.gas !== undefined ? { gas: numberToHex(args.gas) } : {}),
        ...(args.gasPrice !== undefined ? { gasPrice: numberToHex(args.gasPrice) } : {}),
      }
      return walletRequest('eth_sendTransaction', [transaction], signature)
    },

    request: (args) => driverRequest(args),

    /** The app-facing provider (EIP-1193 style for eip155): requests go through the session. */
    getProvider: () => (chain ? { request: driverRequest } : undefined),

    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    destroy() {
      stopEvents()
      listeners.clear()
    },
  }

  async function driverRequest(args: { method: string; params?: unknown }): Promise<unknown> {
    const target = requireChain()
    return (await controller.provider()).request({ method: args.method, params: args.params as unknown[] }, target)
  }
}
