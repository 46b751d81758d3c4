/**
 * The swap flow of SPEC §4 step by step over a stubbed wallet and stubbed routes: initialize, quote,
 * allowance, approval, recomputed quote, swap, reset; each SPEC §8 failure path; the §5 input errors.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { eip155Calls } from '../../../../adapters/eip155/calls'
import type { Network } from 'portico'
import { currentView, GAS_PRICE, NATIVE, ROUTER, swapsKernel, USDC, USDC_BALANCE, USDC_CONTRACT } from './swaps-kernel'

// The plugin's routes answer what swapsKernel() set (the module loads with the plugin's lazy part, after swaps-kernel).
vi.mock('../../../../plugins/swaps/routes', async (original) => {
  const { swapRoutesStub } = await import('./swaps-kernel')
  return { ...(await original<object>()), swapRoutes: (ctx: { onError: (error: unknown) => void }) => swapRoutesStub.current?.(ctx) }
})

const toast = (kernel: Awaited<ReturnType<typeof swapsKernel>>['kernel']) => kernel.store.getState().toast
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

afterEach(() => {
  vi.useRealTimers()
})

describe('swap flow', () => {
  it('initialize: token list, prices, balances; the network token with amount 1 as the source; nothing quoted without a target', async () => {
    const { handle, actions, calls, nodeGasPrice } = await swapsKernel()
    await actions.initialize()
    const state = handle.getState()
    expect(state).toMatchObject({ initialized: true, initializing: false, sourceTokenAmount: '1', networkPrice: 3000, networkBalanceInUSD: 6000, slippage: 1 })
    expect(nodeGasPrice).not.toHaveBeenCalled()
    expect(state.sourceToken).toMatchObject({ address: NATIVE, symbol: 'ETH', price: 3000, quantity: { numeric: '2' } })
    expect(state.myTokensWithBalance.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(state.popularTokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
    // Default gas 150000 units at 1 gwei, 3000 USD per ETH.
    expect(state.gasPriceInUSD).toBeCloseTo(0.45, 10)
    expect(calls).not.toContain('quote')
  })

  it("SPEC §8: a network the Blockchain API does not price gas on: 'Network not supported for Gas Price', back, nothing quoted", async () => {
    const { handle, actions, kernel, calls } = await swapsKernel({ gas: 'unsupported' })
    await actions.initialize()
    await settle()
    expect(toast(kernel)).toMatchObject({ message: 'Network not supported for Gas Price', variant: 'error' })
    expect(currentView(kernel)).toBe('Account')
    expect(handle.getState()).toMatchObject({ initialized: false, initializing: false })
    expect(calls).not.toContain('quote')
  })

  it("a failed gas-price route: the network's node prices gas (base fee × 1.2 + priority fee), never a network fee of 0", async () => {
    const { handle, actions, nodeGasPrice } = await swapsKernel({ gas: 'fail' })
    await actions.initialize()
    expect(nodeGasPrice).toHaveBeenCalled()
    // Default gas 150000 units at the node's 2 gwei, 3000 USD per ETH.
    expect(handle.getState()).toMatchObject({ initialized: true, gasPrice: 2_000_000_000n })
    expect(handle.getState().gasPriceInUSD).toBeCloseTo(0.9, 10)
  })

  it('native → token: quote, no allowance needed, the swap transaction built; 6-decimal target, fee, impact, slippage', async () => {
    const { handle, actions, calls, sendTransaction, waitForReceipt, kernel } = await swapsKernel()
    await actions.initialize()
    await actions.setToken('target', USDC)
    const state = handle.getState()
    expect(calls).not.toContain('allowance')
    expect(state.toTokenAmount).toBe('2970')
    expect(state.providerFee).toBeCloseTo(0.0085, 12)
    expect(state.maxSlippage).toBe(29_700_000n)
    expect(state.priceImpact).toBeCloseTo(((2974.5 - 2970) / 2974.5) * 100, 8)
    expect(state.swapTransaction).toMatchObject({ to: ROUTER, value: 10n ** 18n, gas: 120_000n, gasPrice: BigInt(GAS_PRICE) })
    expect(state.inputError).toBeUndefined()

    await actions.swap()
    await settle()
    expect(sendTransaction).toHaveBeenCalledTimes(1)
    expect(sendTransaction).toHaveBeenCalledWith({ to: ROUTER, data: '0x7ff36ab5', value: 10n ** 18n, gas: 120_000n, gasPrice: BigInt(GAS_PRICE) }, 'eip155')
    // 'Swapped' once the eip155 adapter saw its receipt.
    expect(waitForReceipt).toHaveBeenCalledWith({ network: expect.objectContaining({ caipNetworkId: 'eip155:1' }), hash: '0xhash' })
    expect(toast(kernel)).toMatchObject({ message: 'Swapped 1 ETH to 2,970.000 USDC', variant: 'success' })
    expect(handle.getState()).toMatchObject({ initialized: false, sourceTokenAmount: '' })
    expect(handle.getState().swapTransaction).toBeUndefined()
    expect(currentView(kernel)).toBe('Account')
  })

  it("SPEC §9 receipt wait: a swap the chain mines only after 2 minutes is waited for, no error and no fresh quote meanwhile, then 'Swapped'", async () => {
    const { actions, waitForReceipt, kernel, calls } = await swapsKernel()
    await actions.initialize()
    await actions.setToken('target', USDC)
    vi.useFakeTimers()
    const sent = Date.now()
    // The eip155 adapter's own wait, against a node whose receipt shows 120 s after the swap went out.
    const slowNode = async () =>
      new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: Date.now() - sent >= 120_000 ? { status: '0x1' } : null }))
    waitForReceipt.mockImplementation(((args: { network: Network; hash: string }) =>
      eip155Calls(slowNode as unknown as typeof fetch).waitForReceipt(args)) as never)
    const quotesBefore = calls.filter((call) => call === 'quote').length
    const swapping = actions.swap()
    await vi.advanceTimersByTimeAsync(118_000)
    expect(toast(kernel)).toMatchObject({ message: 'Swapping 1 ETH to 2,970.000 USDC', variant: 'loading' })
    await vi.advanceTimersByTimeAsync(6_000)
    await swapping
    expect(toast(kernel)).toMatchObject({ message: 'Swapped 1 ETH to 2,970.000 USDC', variant: 'success' })
    expect(calls.filter((call) => call === 'quote').length).toBe(quotesBefore)
    expect(currentView(kernel)).toBe('Account')
  })

  it('token → token: allowance short → approval sent first, then the quote recomputed and the swap sent', async () => {
    const setup = await swapsKernel()
    const { handle, actions, sendTransaction, kernel, routes } = setup
    await actions.initialize()
    await actions.setToken('target', USDC)
    // Choosing the target's token as the source switches them.
    await actions.setToken('source', USDC)
    expect(handle.getState()).toMatchObject({ sourceToken: { symbol: 'USDC' }, toToken: { symbol: 'ETH' } })
    await actions.setSourceAmount('10')
    await settle()
    expect(handle.getState().approvalTransaction).toMatchObject({ to: USDC_CONTRACT, data: '0x095ea7b3', value: 0n })
    expect(handle.getState().swapTransaction).toBeUndefined()
    const messages: string[] = []
    kernel.store.subscribe((state) => messages.push(state.toast.message))
    // The wallet takes a moment each time: each progress toast shows (SPEC §4: a new toast after 150 ms).
    sendTransaction.mockImplementation(async () => {
      await settle()
      routes.allowance = { allowance: String(2n ** 255n) }
      return '0xhash'
    })
    await actions.swap()
    await settle()
    expect(sendTransaction.mock.calls.map(([args]) => (args as { to: string }).to)).toEqual([USDC_CONTRACT, ROUTER])
    expect(messages).toEqual(expect.arrayContaining(['Approve limit increase in your wallet', 'Confirm transaction in your wallet']))
    expect(toast(kernel).message).toBe('Swapped 10 USDC to 0.003 ETH')
  })

  it('switching tokens is ignored before initialization and while initializing; it uses 1 when the target amount is empty', async () => {
    const { handle, actions } = await swapsKernel()
    await actions.switchTokens()
    await actions.setToken('target', USDC)
    expect(handle.getState().toToken).toBeUndefined()
    const init = actions.initialize()
    await actions.setToken('target', USDC)
    await init
    expect(handle.getState().toToken).toBeUndefined()
    await actions.setToken('target', USDC)
    await actions.switchTokens()
    expect(handle.getState()).toMatchObject({ sourceTokenAmount: '2970', sourceToken: { symbol: 'USDC' }, toToken: { symbol: 'ETH' } })
  })

  it('SPEC §5 input errors: 0, too many decimals, above balance, gas funds (smart accounts skip that check)', async () => {
    const { handle, actions } = await swapsKernel()
    await actions.initialize()
    await actions.setToken('target', USDC)
    await actions.setSourceAmount('0')
    expect(handle.getState().inputError).toBe('Please enter a valid amount')
    await actions.setSourceAmount('1.1234567890123456789')
    expect(handle.getState().inputError).toBe('ETH allows at most 18 decimals')
    await actions.setSourceAmount('5')
    await settle()
    expect(handle.getState().inputError).toBe('Insufficient balance')

    const poor = await swapsKernel({}, { tokenBalance: [USDC_BALANCE] })
    await poor.actions.initialize()
    await poor.actions.setToken('source', USDC)
    await poor.actions.setToken('target', NATIVE)
    expect(poor.handle.getState().inputError).toBe('Insufficient balance') // no ETH for gas
    const smart = await swapsKernel({}, { tokenBalance: [USDC_BALANCE], preferredAccountType: 'smartAccount' })
    smart.store.update((draft) => void (draft.chains.eip155!.accountState.connectedWalletInfo = { name: 'Email', type: 'AUTH' } as never))
    await smart.actions.initialize()
    await smart.actions.setToken('source', USDC)
    await smart.actions.setToken('target', NATIVE)
    expect(smart.handle.getState().inputError).toBeUndefined()
  })

  it("a quote without toAmount: snackbar 'Incorrect amount', 'Please enter a valid amount'; a failed quote: 'Insufficient balance'", async () => {
    const missing = await swapsKernel({ quote: () => ({ quotes: [{}] }) })
    await missing.actions.initialize()
    await missing.actions.setToken('target', USDC)
    expect(missing.handle.getState()).toMatchObject({ inputError: 'Please enter a valid amount', toTokenAmount: '', swapTransaction: undefined })
    expect(missing.kernel.store.getState().snackbar).toMatchObject({ message: 'Incorrect amount', open: true })
    const failing = await swapsKernel({ quote: () => 'fail' })
    await failing.actions.initialize()
    await failing.actions.setToken('target', USDC)
    expect(failing.handle.getState().inputError).toBe('Insufficient balance')
  })

  it.each([
    ['tokens', { tokens: 'fail' as const }, 'Failed to initialize swap'],
    ['prices', { prices: 'fail' as const }, 'Failed to fetch network token price'],
  ])('initialize failing (%s): the §8 message, back to Account, initialized again next time', async (_name, overrides, message) => {
    const { handle, actions, kernel } = await swapsKernel(overrides)
    await actions.initialize()
    await settle()
    expect(toast(kernel)).toMatchObject({ message, variant: 'error' })
    expect(currentView(kernel)).toBe('Account')
    expect(handle.getState()).toMatchObject({ initialized: false, initializing: false })
  })

  it.each([
    ['allowance', { allowance: 'fail' as const }, 'Failed to check allowance'],
    ['approve', { approve: 'fail' as const }, 'Failed to create approval transaction'],
    ['build', { build: 'fail' as const, allowance: { allowance: String(10n ** 30n) } }, 'Failed to create transaction'],
  ])('%s failing: the §8 message, back, pending transactions cleared', async (_name, overrides, message) => {
    const { handle, actions, kernel } = await swapsKernel(overrides)
    await actions.initialize()
    await actions.setToken('source', USDC)
    await actions.setToken('target', NATIVE)
    await settle()
    expect(toast(kernel)).toMatchObject({ message, variant: 'error' })
    expect(currentView(kernel)).toBe('Account')
    expect(handle.getState()).toMatchObject({ loadingQuote: false, sourceTokenAmount: '1' })
    expect([handle.getState().approvalTransaction, handle.getState().swapTransaction]).toEqual([undefined, undefined])
  })

  it("the wallet rejecting: its short message (else 'Transaction error'), usable again, nothing pending", async () => {
    const { handle, actions, kernel, sendTransaction } = await swapsKernel()
    await actions.initialize()
    await actions.setToken('target', USDC)
    sendTransaction.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await actions.swap()
    await settle()
    expect(toast(kernel)).toMatchObject({ message: 'User rejected the request.', variant: 'error' })
    expect(handle.getState()).toMatchObject({ loadingTransaction: false, transactionError: 'User rejected the request.', sourceTokenAmount: '1' })
    expect(handle.getState().swapTransaction).toBeDefined() // quoted again: ready for another try
    expect(currentView(kernel)).toBe('Swap')
    sendTransaction.mockRejectedValueOnce({})
    await actions.swap()
    await settle()
    expect(toast(kernel).message).toBe('Transaction error')
  })
})
