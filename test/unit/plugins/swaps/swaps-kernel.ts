/**
 * A kernel for the swaps plugin's tests: the real store, router, bus and toasts (stubKernel), the plugin
 * loaded through the real plugin registry, an account on Ethereum holding ETH and USDC, and stubs for the
 * wallet, the swap routes and the receipt wait of the eip155 adapter's contract calls (the rest of that
 * capability, its default gas, is the adapter's own). A route stub fails like the real client: it reports
 * through onError and resolves to the SPEC §8 fallback.
 */
import { vi } from 'vitest'
import { eip155Calls } from '../../../../adapters/eip155/calls'
import { createPluginRegistry } from '../../../../kernel/plugins'
import type { Kernel, TokenBalance } from '../../../../kernel/types'
import { swaps } from '../../../../plugins/swaps'
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
  // The kernel's price and gas routes, and (through the mocked routes module, see swapRoutesStub) the plugin's own.
  const blockchainWith = ({ onError }: { onError?: (error: unknown) => void }) => ({
    getGasPrice: () => answer('gas', { standard: GAS_PRICE, fast: GAS_PRICE, instant: GAS_PRICE }, { standard: '0', fast: '0', instant: '0' }, onError),
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
  const adapter = { namespace: 'eip155', calls: { ...eip155Calls(), waitForReceipt } }
  Object.assign(kernel.connection, { sendTransaction })
  Object.assign(kernel, { services: { ...kernel.services, blockchainWith, contextWith }, adapter: vi.fn(async () => adapter) })
  const registry = createPluginRegistry({ flags: { swaps: true }, store, bus: kernel.bus, router: kernel.router, kernel: () => kernel, ready: async () => undefined })
  kernel.plugin.mockImplementation((name: string) => registry.handle(name))
  registry.register(swaps())
  await registry.load(SWAPS_PLUGIN)
  const handle = kernel.plugin<SwapsHandle>(SWAPS_PLUGIN) as SwapsHandle
  await kernel.router.open({ view: 'Account' })
  kernel.router.push('Swap')
  return { kernel: kernel as typeof kernel & Kernel, store, handle, actions: handle.actions, sendTransaction, waitForReceipt, calls, routes }
}

export const currentView = (kernel: Kernel) => kernel.store.getState().router.history.at(-1)?.view
