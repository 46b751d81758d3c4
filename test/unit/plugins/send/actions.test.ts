/**
 * The send slice's actions in the plugin registry over a kernel with a stubbed wallet: the slice follows the
 * account, the transfer's outcomes (SPEC §4, §8), cancel and late answers, the disconnect reset, the gas price
 * and the receiver's identity.
 */
import { getAddress } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { base } from 'portico/networks'
import { KERNEL_CACHES } from '../../../../kernel/caches'
import type { SendState } from '../../../../plugins/send/state'
import { ETH, GAS_PRICE, RECEIVER, RECEIVER_CHECKSUMMED, SENDER, USDC, USDC_CONTRACT, WBTC, currentView, onPreview, sendKernel } from './send-kernel'

afterEach(() => vi.useRealTimers())

/** The form's fields, each present (toMatchObject needs the keys of undefined fields). */
const formOf = ({ token, sendTokenAmount, receiverAddress, receiverProfileName, gasPrice, loading }: SendState) => ({
  token: token?.symbol,
  sendTokenAmount,
  receiverAddress,
  receiverProfileName,
  gasPrice,
  loading,
})
const EMPTY_FORM = { token: 'ETH', sendTokenAmount: undefined, receiverAddress: undefined, receiverProfileName: undefined, gasPrice: undefined, loading: false }

const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

/** A form ready to send 12.5 USDC to RECEIVER. */
async function readyToSend(options: Parameters<typeof sendKernel>[0] = {}) {
  const setup = await sendKernel(options)
  const { actions } = setup
  await actions.fetchGasPrice()
  actions.setToken(`eip155:1/${USDC.address}`)
  actions.setAmount('12.5')
  actions.setReceiver(RECEIVER)
  await onPreview(setup.kernel)
  return setup
}

describe('send actions', () => {
  it('the slice follows the account: sendable tokens native first, the native token chosen by default, USD figures', async () => {
    const { handle, store } = await sendKernel()
    expect(handle.getState()).toMatchObject({ tokenBalances: [ETH, USDC, WBTC], token: ETH, networkBalanceInUSD: 3000, loading: false })
    await handle.actions.fetchGasPrice()
    // 21000 gas at 1 gwei = 0.000021 ETH at 3000 USD.
    expect(handle.getState().gasPrice).toBe(GAS_PRICE)
    expect(handle.getState().gasPriceInUSD).toBeCloseTo(0.063, 10)
    handle.actions.setToken(`eip155:1/${USDC.address}`)
    expect(handle.getState().token).toEqual(USDC)
    expect(handle.getState().gasPriceInUSD).toBeCloseTo(0.195, 10) // 65000 gas

    // New balances from the kernel: the chosen token is kept with its new quantity.
    const usdcAfter = { ...USDC, quantity: { decimals: '6', numeric: '88' } }
    store.update((draft) => void (draft.chains.eip155!.accountState.tokenBalance = [ETH, usdcAfter]))
    expect(handle.getState()).toMatchObject({ tokenBalances: [ETH, usdcAfter], token: usdcAfter })
  })

  it('a balance list empty for a moment keeps the picked token and its amount; a list without it falls back to the native token and drops the amount', async () => {
    const { handle, store } = await sendKernel()
    const setBalances = (balances: (typeof ETH)[]) => store.update((draft) => void (draft.chains.eip155!.accountState.tokenBalance = balances))
    handle.actions.setToken(`eip155:1/${USDC.address}`)
    handle.actions.setAmount('12.5')
    // A failed balance route answers [] (SPEC §8): no token to send meanwhile, and the pick comes back with the list.
    setBalances([])
    expect(formOf(handle.getState())).toMatchObject({ token: undefined, sendTokenAmount: '12.5' })
    setBalances([ETH, USDC, WBTC])
    expect(formOf(handle.getState())).toMatchObject({ token: 'USDC', sendTokenAmount: '12.5' })
    // The list no longer has it: the native token, and no amount typed for another token.
    setBalances([ETH, WBTC])
    expect(formOf(handle.getState())).toMatchObject({ token: 'ETH', sendTokenAmount: undefined })
    // The pick is gone with it: USDC coming back does not take the form over.
    handle.actions.setAmount('0.5')
    setBalances([ETH, USDC, WBTC])
    expect(formOf(handle.getState())).toMatchObject({ token: 'ETH', sendTokenAmount: '0.5' })
  })

  it("SPEC §4/§8 success: to Account while the wallet confirms, then 'Transaction started', then the send state resets", async () => {
    const { kernel, handle, actions, sendTransaction } = await readyToSend()
    let approve!: (hash: string) => void
    sendTransaction.mockImplementationOnce(() => new Promise<string>((resolve) => (approve = resolve)))
    const sending = actions.send()
    // Account first, while the wallet is asked; the draft is still there until the wallet answers.
    expect(kernel.store.getState().router.history.map((entry) => entry.view)).toEqual(['Account'])
    expect(kernel.store.getState().toast).toMatchObject({ message: 'Confirm the transfer in your wallet', variant: 'loading', open: true, autoClose: false })
    expect(handle.getState()).toMatchObject({ loading: true, sendTokenAmount: '12.5', receiverAddress: RECEIVER })
    await vi.waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1))
    approve('0xhash')
    await sending
    expect(sendTransaction).toHaveBeenCalledWith({ to: getAddress(USDC_CONTRACT), data: expect.stringMatching(/^0xa9059cbb/) }, 'eip155')
    await vi.waitFor(() => expect(kernel.store.getState().toast).toMatchObject({ message: 'Transaction started', variant: 'success', open: true }))
    expect(kernel.store.getState().router.history.map((entry) => entry.view)).toEqual(['Account'])
    expect(formOf(handle.getState())).toEqual(EMPTY_FORM)
    // The mirror of the account's balances is kept: the form can open again at once.
    expect(handle.getState().tokenBalances).toEqual([ETH, USDC, WBTC])
  })

  it('native: value and the gas price to the receiver', async () => {
    const { actions, sendTransaction } = await readyToSend()
    actions.setToken('eip155:1/native')
    actions.setAmount('0.25')
    await actions.send()
    expect(sendTransaction).toHaveBeenCalledWith({ to: RECEIVER_CHECKSUMMED, value: 250_000_000_000_000_000n, gasPrice: BigInt(GAS_PRICE) }, 'eip155')
  })

  it("SPEC §4/§8 failure (a 4001 rejection): on Account, 'Something went wrong'; everything typed is kept for the next Send", async () => {
    const { kernel, handle, actions, sendTransaction } = await readyToSend()
    sendTransaction.mockRejectedValueOnce(rejection())
    const reported = vi.fn()
    kernel.bus.on('error', reported)
    await actions.send()
    await vi.waitFor(() => expect(kernel.store.getState().toast).toMatchObject({ message: 'Something went wrong', variant: 'error', open: true }))
    expect(kernel.store.getState().router.history.map((entry) => entry.view)).toEqual(['Account'])
    expect(handle.getState()).toMatchObject({ token: USDC, sendTokenAmount: '12.5', receiverAddress: RECEIVER, gasPrice: GAS_PRICE, loading: false })
    expect(reported).toHaveBeenCalledWith({ error: expect.objectContaining({ code: 4001 }), source: 'send' })
  })

  it('an invalid form is never sent', async () => {
    const { actions, sendTransaction } = await readyToSend()
    actions.setAmount('1000') // above the USDC balance
    await actions.send()
    actions.setAmount('1')
    actions.setReceiver('0x123')
    await actions.send()
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it('a wallet that never answers: loading until cancel; a late failure is dropped, nothing else changes', async () => {
    const { kernel, handle, actions, sendTransaction } = await readyToSend()
    let answer!: (outcome: { hash?: string; error?: unknown }) => void
    sendTransaction.mockImplementationOnce(() => new Promise<string>((resolve, reject) => (answer = ({ hash, error }) => (error ? reject(error) : resolve(hash ?? '')))))
    const sending = actions.send()
    expect(handle.getState().loading).toBe(true)
    await actions.send() // a second press while waiting does nothing
    expect(sendTransaction).toHaveBeenCalledTimes(1)

    // Send opened again while the wallet is still asked: the preview's Cancel stops the wait.
    expect(currentView(kernel)).toBe('Account')
    kernel.router.push('WalletSend')
    kernel.router.push('WalletSendPreview')
    actions.cancel()
    kernel.router.goBack()
    expect(handle.getState()).toMatchObject({ loading: false, sendTokenAmount: '12.5', receiverAddress: RECEIVER })
    expect(kernel.store.getState().toast.open).toBe(false)
    const shown = vi.fn()
    kernel.store.subscribe((state, previous) => state.toast !== previous.toast && state.toast.open && shown(state.toast.message))
    answer({ error: rejection() })
    await sending
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(shown).not.toHaveBeenCalled()
    expect(currentView(kernel)).toBe('WalletSend')
    expect(handle.getState()).toMatchObject({ loading: false, sendTokenAmount: '12.5', receiverAddress: RECEIVER })
  })

  it("a late approval after cancel: the transfer went out, so 'Transaction started' once, Account, reset", async () => {
    const { kernel, handle, actions, sendTransaction } = await readyToSend()
    let approve!: (hash: string) => void
    sendTransaction.mockImplementationOnce(() => new Promise<string>((resolve) => (approve = resolve)))
    const shown = vi.fn()
    kernel.store.subscribe((state, previous) => state.toast !== previous.toast && state.toast.open && shown(state.toast.message))
    const sending = actions.send()
    // The adapter builds the transfer, then the wallet is asked.
    await vi.waitFor(() => expect(sendTransaction).toHaveBeenCalledTimes(1))
    kernel.router.push('WalletSend')
    kernel.router.push('WalletSendPreview')
    actions.cancel()
    kernel.router.goBack()
    approve('0xlate')
    await sending
    await vi.waitFor(() => expect(shown.mock.calls).toEqual([['Confirm the transfer in your wallet'], ['Transaction started']]))
    expect(currentView(kernel)).toBe('Account')
    expect(formOf(handle.getState())).toEqual(EMPTY_FORM)
  })

  it('SPEC §4 disconnect resets the send state', async () => {
    const { kernel, handle } = await readyToSend()
    kernel.bus.emit('disconnect', { namespaces: ['eip155'] })
    expect(formOf(handle.getState())).toEqual(EMPTY_FORM)
  })

  it('another network drops the gas price (the form fetches it for the new one)', async () => {
    const { kernel, handle } = await readyToSend()
    kernel.bus.emit('network-change', { network: base })
    expect(formOf(handle.getState())).toMatchObject({ gasPrice: undefined, sendTokenAmount: '12.5' })
    expect(handle.getState().gasPriceInUSD).toBeUndefined()
  })

  it('gas price: the route fallback (zeros) or a failure means unavailable since lastRetry; a retry clears it; a stale answer is dropped', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    let standard = '0'
    const { handle, getGasPrice } = await sendKernel({ gasPrice: async () => ({ standard, fast: standard, instant: standard }) })
    await handle.actions.fetchGasPrice()
    expect(getGasPrice).toHaveBeenCalledWith({ chainId: 'eip155:1' })
    expect([handle.getState().gasPrice, handle.getState().lastRetry]).toEqual([undefined, 1_000_000])
    getGasPrice.mockRejectedValueOnce(new Error('offline'))
    await handle.actions.fetchGasPrice()
    expect(handle.getState().lastRetry).toBe(1_000_000)

    standard = '5'
    const retry = handle.actions.fetchGasPrice()
    expect([handle.getState().gasPrice, handle.getState().lastRetry]).toEqual([undefined, undefined]) // loading again
    await retry
    expect([handle.getState().gasPrice, handle.getState().lastRetry]).toEqual(['5', undefined])

    let late!: (price: { standard: string; fast: string; instant: string }) => void
    getGasPrice.mockImplementationOnce(() => new Promise((resolve) => (late = resolve)))
    const first = handle.actions.fetchGasPrice()
    const second = handle.actions.fetchGasPrice()
    await second
    late({ standard: '9', fast: '9', instant: '9' })
    await first
    expect(handle.getState().gasPrice).toBe('5')
  })

  it('Max: the whole balance of a token; the native balance minus the fee; all of it for a smart account (SPEC §6)', async () => {
    const { handle, actions } = await sendKernel()
    await actions.fetchGasPrice()
    actions.setMax()
    expect(handle.getState().sendTokenAmount).toBe('0.999979')
    actions.setToken(`eip155:1/${USDC.address}`)
    actions.setMax()
    expect(handle.getState().sendTokenAmount).toBe('100.5')

    const smart = await sendKernel({ account: { preferredAccountType: 'smartAccount', connectedWalletInfo: { name: 'Email', type: 'AUTH' } } })
    await smart.actions.fetchGasPrice()
    smart.actions.setMax()
    expect(smart.handle.getState().sendTokenAmount).toBe('1')
    // An injected wallet that prefers a smart account is not one (SPEC §6 needs the auth connector).
    const injected = await sendKernel({ account: { preferredAccountType: 'smartAccount', connectedWalletInfo: { name: 'MetaMask', type: 'ANNOUNCED' } } })
    await injected.actions.fetchGasPrice()
    injected.actions.setMax()
    expect(injected.handle.getState().sendTokenAmount).toBe('0.999979')
  })

  it("the receiver's identity: looked up for a valid address, avatar through safeImageUrl, only for the receiver still typed", async () => {
    const identities: Record<string, { name: string; avatar: string }> = {
      [RECEIVER]: { name: 'bob.eth', avatar: 'javascript:alert(1)' },
      [SENDER]: { name: 'me.eth', avatar: 'https://img.test/me.png' },
    }
    const { handle, actions, getIdentity, cache } = await sendKernel({ identity: async (address) => identities[address.toLowerCase()] ?? { name: null, avatar: null } })
    actions.setReceiver('not an address')
    expect(getIdentity).not.toHaveBeenCalled()
    actions.setReceiver(RECEIVER.slice(2).toUpperCase())
    await vi.waitFor(() => expect(handle.getState().receiverProfileName).toBe('bob.eth'))
    expect(getIdentity).toHaveBeenCalledWith(expect.objectContaining({ address: RECEIVER_CHECKSUMMED, sender: SENDER }))
    expect(handle.getState().receiverProfileImageUrl).toBeNull()
    expect(cache.set).toHaveBeenCalledWith(KERNEL_CACHES.identity, RECEIVER_CHECKSUMMED, identities[RECEIVER])

    actions.setReceiver(SENDER)
    await vi.waitFor(() => expect(handle.getState().receiverProfileImageUrl).toBe('https://img.test/me.png'))

    // Typed over before the answer: the answer is dropped.
    actions.setReceiver(RECEIVER)
    actions.setReceiver('0x')
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(formOf(handle.getState())).toMatchObject({ receiverAddress: '0x', receiverProfileName: undefined })
  })
})
