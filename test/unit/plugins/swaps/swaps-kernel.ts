/**
 * A kernel for the swaps plugin's tests: the real store, router, bus and toasts (stubKernel), the plugin
 * loaded through the real plugin registry, an account on Ethereum holding ETH and USDC, and stubs for the
 * wallet, the swap routes, the receipt wait of the eip155 adapter's contract calls, and the gas-price route,
 * supported chains and node its gas price reads (the rest of that capability, its default gas and gas price, is
 * the adapter's own). A route stub fails like the real client: it reports
 * through onError and resolves to the SPEC §8 fallback.
 */
import { vi } from 'vitest'
import { eip155Calls } from '../../../../adapters/eip155/calls'
import { servedGasPrices } from '../../../../adapters/eip155/fees'
import { createPluginRegistry } from '../../../../kernel/plugins'
import type { Kernel, TokenBalance } from 'portico'
import { swaps } from 'portico/plugins/swaps'
import { SWAPS_PLUGIN, type SwapsHandle } from '../../../../plugins/swaps/state'
import { connect, storeOf, stubKernel } from '../../ui/stubKernel'

export const USER = '0x1234567890abcdef1234567890abcdef12345678'
export const USDC_CONTRACT = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
export const ROUTER = '0x7a250d5630b4cf539739df2c5dacb4c659f2488d'
export const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const USDC = `eip155:1:${USDC_CONTRACT}`
export const GAS_PRICE = '1000000000'

const balance = (symbol: string, numeric: string, price: number, decimals: string, address?: string): TokenBalance => ({
  name: symbol, symbol, chainId: 'eip155:1', address, price, value: Number(numeric) * price, quantity: { decimals, numeric }, iconUrl: '',
})
export const ETH_BALANCE = balance('ETH', '2', 3000, '18')
export const USDC_BALANCE = balance('USDC', '100', 1, '6', USDC)

/** A route's answer, or `fail` (reported, then the fallback). */
export type Answer<T> = T | 'fail'

/**
 * What the plugin's own routes answer (plugins/swaps/routes `swapRoutes`, the plugin's neighbour here): set by
 * each swapsKernel(). A test file that uses swapsKernel mocks that module to read it (see actions.test.ts).
 */
export const swapRoutesStub: { current?: (ctx: { onError: (error: unknown) => void }) => object } = {}

export interface Routes {
  /** The gas-price route the adapter asks; 'unsupported': the API's supported chains leave Ethereum out (SPEC §8). */
  gas: Answer<{ standard: string }> | 'unsupported'
  tokens: Answer<{ tokens: unknown[] }>
  prices: Answer<{ fungibles: { symbol: string; price: number }[] }>
  quote: (args: { amount: string; from: string }) => Answer<{ quotes: { toAmount?: string }[] }>
  allowance: Answer<{ allowance: string }>
  approve: Answer<{ tx: unknown }['tx']>
  build: Answer<{ tx: unknown }['tx']>
}

export const TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '' },
  { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: '' },
  { name: 'Dai', symbol: 'DAI', address: 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f', decimals: 18, logoUri: '' },
]

export const defaultRoutes = (): Routes => ({
  gas: { standard: GAS_PRICE },
  tokens: { tokens: TOKENS },
  prices: { fungibles: [{ symbol: 'ETH', price: 3000 }, { symbol: 'USDC', price: 1 }, { symbol: 'DAI', price: 1 }] },
  // 1 ETH → 2970 USDC; 1 USDC → 0.00033 ETH.
  quote: ({ amount, from }) => ({ quotes: [{ toAmount: from === NATIVE ? String((BigInt(amount) * 2970n) / 10n ** 12n) : String(BigInt(amount) * 330_000_000n) }] }),
  allowance: { allowance: '0' },
  approve: { to: USDC, data: '0x095ea7b3', value: '0', eip155: { gasPrice: GAS_PRICE } },
  build: { to: `eip155:1:${ROUTER}`, data: '0x7ff36ab5', value: '1000000000000000000', eip155: { gas: '120000', gasPrice: GAS_PRICE } },
})

export async function swapsKernel(overrides: Partial<Routes> = {}, account: Partial<{ tokenBalance: TokenBalance[]; preferredAccountType: string }> = {}) {
  const routes = { ...defaultRoutes(), ...overrides }
  const kernel = stubKernel({ plugins: [swaps()] }, (draft) => connect(draft, { address: USER, tokenBalance: [ETH_BALANCE, USDC_BALANCE], ...account } as never))
  const store = storeOf(kernel)
  const sendTransaction = vi.fn(async (_args: unknown, _ns?: string): Promise<string> => '0xhash')
  const calls: string[] = []
  const answer = <T>(name: string, value: Answer<T>, fallback: T, onError?: (error: unknown) => void) => {
    calls.push(name)
    if (value === 'fail') {
      onError?.(new Error(`${name} failed`))
      return Promise.resolve(fallback)
    }
    return Promise.resolve(value)
  }
  // The kernel's price route, and (through the mocked routes module, see swapRoutesStub) the plugin's own.
  const blockchainWith = ({ onError }: { onError?: (error: unknown) => void }) => ({
    fetchPrices: () => answer('prices', routes.prices, { fungibles: [] }, onError),
  })
  const contextWith = ({ onError }: { onError?: (error: unknown) => void }) => ({ onError: (error: unknown) => onError?.(error) })
  swapRoutesStub.current = ({ onError }: { onError: (error: unknown) => void }) => ({
    getSwapTokens: () => answer('tokens', routes.tokens, { tokens: [] }, onError),
    getQuotes: (args: { amount: string; from: string }) => answer('quote', routes.quote(args), { quotes: [] }, onError),
    getAllowance: () => answer('allowance', routes.allowance, { allowance: '0' }, onError),
    buildApproveTransaction: () => answer('approve', routes.approve, undefined, onError),
    buildSwapTransaction: () => answer('build', routes.build, undefined, onError),
  })
  const waitForReceipt = vi.fn(async () => true)
  // The adapter's gas price: the route on the chains the API serves, else the node's (base fee 1.5 gwei × 1.2
  // plus a 0.2 gwei priority fee: 2 gwei).
  const zero = { standard: '0', fast: '0', instant: '0' }
  const gasRoute = async () => {
    const gas = routes.gas === 'unsupported' ? zero : await answer('gas', routes.gas, zero)
    return { ...zero, ...gas }
  }
  const gasPrices = servedGasPrices(gasRoute, async () => (routes.gas === 'unsupported' ? ['eip155:8453'] : ['eip155:1']))
  const NODE: Record<string, unknown> = { eth_getBlockByNumber: { baseFeePerGas: '0x59682f00' }, eth_maxPriorityFeePerGas: '0xbebc200' }
  const nodeGasPrice = vi.fn(async (_url: string, init?: RequestInit) => {
    const { method } = JSON.parse(String(init?.body)) as { method: string }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: NODE[method] }))
  })
  const adapter = { namespace: 'eip155', calls: { ...eip155Calls(nodeGasPrice as unknown as typeof fetch, undefined, gasPrices), waitForReceipt } }
  Object.assign(kernel.connection, { sendTransaction })
  Object.assign(kernel, { services: { ...kernel.services, blockchainWith, contextWith }, adapter: vi.fn(async () => adapter) })
  const registry = createPluginRegistry({ flags: { swaps: true }, store, bus: kernel.bus, router: kernel.router, kernel: () => kernel, ready: async () => undefined })
  kernel.plugin.mockImplementation((name: string) => registry.handle(name))
  registry.register(swaps())
  await registry.load(SWAPS_PLUGIN)
  const handle = kernel.plugin<SwapsHandle>(SWAPS_PLUGIN) as SwapsHandle
  await kernel.router.open({ view: 'Account' })
  kernel.router.push('Swap')
  return { kernel: kernel as typeof kernel & Kernel, store, handle, actions: handle.actions, sendTransaction, waitForReceipt, nodeGasPrice, calls, routes }
}

export const currentView = (kernel: Kernel) => kernel.store.getState().router.history.at(-1)?.view
