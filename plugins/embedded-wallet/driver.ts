/**
 * The auth connector's driver (SPEC §3 connector type AUTH, SPEC §9 chains
 * eip155 and solana): an AdapterInstance that serves only the embedded
 * wallet's connector of one namespace. Every call goes through the frame;
 * the frame itself loads only when a flow or a session restore needs it.
 */
import * as z from 'zod/mini'
import { base58 } from '@scure/base'
import {
  AUTH_CONNECTOR_ID,
  errorIn,
  formatUnits,
  jsonRpc,
  type AdapterEvent,
  type AdapterInstance,
  type AuthNamespace,
  type ConnectResult,
  type Connector,
  type FrameBridge,
  type Network,
  type WalletUser,
} from '../../kernel/plugin'
import { walletNativeBalance } from './assets'
import { frameChainId, networkIdOf } from './chain-ids'
import { EMBEDDED_WALLET_MESSAGES } from './messages'
import type { EmbeddedProvider } from './provider'

export interface AuthDriverOptions {
  namespace: AuthNamespace
  frame(): Promise<Pick<FrameBridge, 'request'>>
  provider: EmbeddedProvider
  /** A login (connect or restore) succeeded with this user. */
  onUser(user: WalletUser, namespace: AuthNamespace): void
  /** The frame says there is no session, or the user asked to sign out. */
  onSignedOut(): void
  /** Whether a login was used here (SPEC §3's email-login-used flag): without one there is nothing to restore. */
  hasLogin(): boolean
  /** The namespace's networks (configured or added): the frame's current chain is restored when it is one. */
  networks(): Network[]
  fetch?: typeof fetch
}

/** Solana's getBalance answer: lamports in `value`. */
const solanaBalanceSchema = z.object({ value: z.number() })
const solanaSignatureSchema = z.object({ signature: z.string() })

export function authConnector(namespace: AuthNamespace): Connector {
  return { id: AUTH_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: namespace }
}

function toResult(user: WalletUser): ConnectResult {
  return {
    address: user.address,
    chainId: networkIdOf(user.chainId),
    accounts: user.accounts,
    preferredAccountType: user.preferredAccountType,
    smartAccountDeployed: user.smartAccountDeployed,
  }
}

export function createAuthDriver(options: AuthDriverOptions): AdapterInstance {
  const { namespace, provider } = options
  const listeners = new Set<(event: AdapterEvent) => void>()
  const connectors = [authConnector(namespace)]

  async function getUser(network: Network | undefined): Promise<WalletUser> {
    const frame = await options.frame()
    return frame.request('GET_USER', network ? { chainId: frameChainId(network) } : undefined)
  }

  /** SPEC §3/§5: the session's smart-account networks (eip155), from the frame; unknown when it does not say. */
  async function resultOf(user: WalletUser): Promise<ConnectResult> {
    const result = toResult(user)
    if (namespace !== 'eip155') return result
    const enabled = await (await options.frame())
      .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      .then((answer) => answer.smartAccountEnabledNetworks)
      .catch(() => undefined)
    return enabled ? { ...result, networkState: { smartAccountEnabledNetworks: enabled } } : result
  }

  /** The wallet's own answer (wallet_getAssets) where it discovers assets on the chain, else the node's. */
  async function evmBalance(address: string, network: Network): Promise<bigint> {
    const reported = await walletNativeBalance(provider, address, Number(network.id)).catch(() => undefined)
    return reported ?? BigInt(String(await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })))
  }

  async function solanaBalance(address: string, network: Network): Promise<bigint> {
    const url = network.rpcUrls.default.http[0]
    if (!url) return 0n
    const result = await jsonRpc(url, 'getBalance', [address], { fetch: options.fetch })
    return BigInt(solanaBalanceSchema.parse(result).value)
  }

  return {
    namespace,
    getConnectors: () => connectors,
    async connect({ network }) {
      const user = await getUser(network)
      options.onUser(user, namespace)
      return resultOf(user)
    },
    async reconnect({ network }) {
      // No login stored: nothing the frame could restore, so it is not loaded for it.
      if (!options.hasLogin()) {
        options.onSignedOut()
        return undefined
      }
      const frame = await options.frame()
      const { isConnected } = await frame.request('IS_CONNECTED')
      if (!isConnected) {
        options.onSignedOut()
        return undefined
      }
      // SPEC §7 GET_CHAIN_ID: the session goes on on the chain the frame is on (another tab or device may have
      // moved it), when that is one of the namespace's networks; else on the app's active one.
      const current = await frame
        .request('GET_CHAIN_ID')
        .then(({ chainId }) => options.networks().find((candidate) => String(networkIdOf(frameChainId(candidate))) === String(networkIdOf(chainId))))
        .catch(() => undefined)
      const user = await getUser(current ?? network)
      options.onUser(user, namespace)
      return resultOf(user)
    },
    async disconnect() {
      // The session ends when the person asks: from here the provider sends the frame nothing more for it (a
      // balance read landing meanwhile would reach the secure site as the session goes), and a reload during the
      // sign-out restores nothing.
      options.onSignedOut()
      await (await options.frame()).request('SIGN_OUT')
    },
    async switchNetwork(network) {
      await (await options.frame()).request('SWITCH_NETWORK', { chainId: frameChainId(network) })
    },
    async getBalance({ address, network }) {
      const units = namespace === 'solana' ? await solanaBalance(address, network) : await evmBalance(address, network)
      return { balance: formatUnits(units, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
    },
    async signMessage({ message, address }) {
      if (namespace === 'solana') {
        // WalletConnect's solana_signMessage shape: the message's UTF-8 bytes in base58, the signature back in base58.
        const params = { message: base58.encode(new TextEncoder().encode(message)), pubkey: address }
        return solanaSignatureSchema.parse(await provider.request({ method: 'solana_signMessage', params })).signature
      }
      const hex = `0x${[...new TextEncoder().encode(message)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
      return String(await provider.request({ method: 'personal_sign', params: [hex, address] }))
    },
    async sendTransaction({ to, value, data, gas, gasPrice, transaction: built }) {
      if (namespace === 'solana') {
        // The solana adapter builds Solana transfers (its `transfers`); the frame signs and sends what it built.
        if (built === undefined) throw errorIn(EMBEDDED_WALLET_MESSAGES, 'EMBEDDED_SOLANA_SEND_VIA_REQUEST')
        return solanaSignatureSchema.parse(await provider.request({ method: 'solana_signAndSendTransaction', params: { transaction: built } })).signature
      }
      const hex = (n: bigint | undefined) => (n === undefined ? undefined : `0x${n.toString(16)}`)
      const transaction = { to, data, value: hex(value), gas: hex(gas), gasPrice: hex(gasPrice) }
      return String(await provider.request({ method: 'eth_sendTransaction', params: [transaction] }))
    },
    request: (args) => provider.request(args),
    getProvider: () => provider,
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      listeners.clear()
    },
  }
}
