/**
 * A kernel for the send plugin's tests: the real config, store, router, bus and toasts (stubKernel), the send
 * plugin loaded through the real plugin registry, a connected eip155 account holding ETH, USDC and WBTC, the
 * real eip155 adapter (its transfer capability) as the descriptor creates it, and stubs for what reaches the
 * network: the wallet (sendTransaction), the gas-price and identity routes, the identity cache.
 */
import { vi } from 'vitest'
import { eip155 } from 'portico/adapters/eip155'
import { createPluginRegistry } from '../../../../kernel/plugins'
import type { Identity, GasPrice } from '../../../../kernel/services'
import type { AccountState, Kernel, TokenBalance } from 'portico'
import { send } from 'portico/plugins/send'
import { SEND_PLUGIN, type SendHandle } from '../../../../plugins/send/state'
import { transfersOf } from '../../../../plugins/send/transfers'
import { connect, storeOf, stubKernel } from '../../ui/stubKernel'

export const SENDER = '0x1234567890abcdef1234567890abcdef12345678'
export const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
/** RECEIVER as the form hands it on and the review shows it (EIP-55). */
export const RECEIVER_CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

export const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  value: 3000,
  quantity: { decimals: '18', numeric: '1.0' },
  iconUrl: 'https://icons.test/eth.png',
}
export const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: `eip155:1:${USDC_CONTRACT}`,
  price: 1,
  value: 100,
  quantity: { decimals: '6', numeric: '100.5' },
  iconUrl: 'https://icons.test/usdc.png',
}
export const WBTC: TokenBalance = {
  name: 'Wrapped BTC',
  symbol: 'WBTC',
  chainId: 'eip155:1',
  address: 'eip155:1:0x2260fac5e5542a773aa44fbcfedf7c193bc2c599',
  price: 60000,
  quantity: { decimals: '8', numeric: '0.5' },
  iconUrl: 'https://icons.test/wbtc.png',
}

/** 1 gwei: a native transfer costs 21000 gwei (0.000021 ETH), an ERC-20 one 65000 gwei (the eip155 adapter's gas units). */
export const GAS_PRICE = '1000000000'

export interface SendKernelOptions {
  account?: Partial<AccountState>
  gasPrice?: () => Promise<GasPrice>
  /** The Blockchain API's supported chains (default: Ethereum's); the adapter refuses to price gas elsewhere. */
  servedChains?: string[]
  identity?: (address: string) => Promise<Identity>
}

export async function sendKernel(options: SendKernelOptions = {}) {
  const kernel = stubKernel({ plugins: [send()] }, (draft) => connect(draft, { address: SENDER, tokenBalance: [USDC, ETH, WBTC], ...options.account }))
  const store = storeOf(kernel)
  const sendTransaction = vi.fn(async (): Promise<string> => '0xhash')
  const getGasPrice = vi.fn(options.gasPrice ?? (async () => ({ standard: GAS_PRICE, fast: GAS_PRICE, instant: GAS_PRICE })))
  const getIdentity = vi.fn(async ({ address }: { address: string }) => (options.identity ? options.identity(address) : { name: null, avatar: null }))
  const cache = { get: vi.fn(async () => undefined), set: vi.fn(async () => undefined), delete: vi.fn(async () => undefined) }
  Object.assign(kernel.connection, { sendTransaction })
  Object.assign(kernel, {
    services: {
      ...kernel.services,
      blockchain: { getGasPrice, getIdentity },
      blockchainWith: () => ({ getSupportedChains: async () => ({ http: options.servedChains ?? ['eip155:1'], ws: [] }) }),
    },
    storage: { cache },
  })
  const adapter = await (await eip155({ legacyInjected: false }).load()).create(kernel)
  Object.assign(kernel, { adapter: vi.fn(async () => adapter) })
  const registry = createPluginRegistry({ flags: { send: true }, store, bus: kernel.bus, router: kernel.router, kernel: () => kernel, ready: async () => undefined })
  kernel.plugin.mockImplementation((name: string) => registry.handle(name))
  registry.register(send())
  await registry.load(SEND_PLUGIN)
  // The form reads the adapter's transfer rules once the plugin asked for them (as the view waits for them).
  await transfersOf(kernel).resolve('eip155')
  const handle = kernel.plugin<SendHandle>(SEND_PLUGIN) as SendHandle
  return { kernel: kernel as typeof kernel & Kernel, store, registry, handle, actions: handle.actions, sendTransaction, getGasPrice, getIdentity, cache }
}

/** The send views' path: the modal open on Account → WalletSend → WalletSendPreview. */
export async function onPreview(kernel: Kernel): Promise<void> {
  await kernel.router.open({ view: 'Account' })
  kernel.router.push('WalletSend')
  kernel.router.push('WalletSendPreview')
}

export const currentView = (kernel: Kernel) => kernel.store.getState().router.history.at(-1)?.view
