// @vitest-environment happy-dom
/** The send views over the plugin's slice: inline errors and Preview, the fee states, the pending state and Cancel. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import WalletSend from '../../../../plugins/send/views/WalletSend'
import WalletSendPreview from '../../../../plugins/send/views/WalletSendPreview'
import { RECEIVER, RECEIVER_CHECKSUMMED, USDC, currentView, onPreview, sendKernel } from './send-kernel'

afterEach(cleanup)

/** A paragraph whose whole text (its spans together, as the fee row writes it) is `text`. */
const wholeText = (text: string | RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''))

describe('send views', () => {
  it('WalletSend: native first, inline errors as the person types, Preview only when valid', async () => {
    const { kernel, actions } = await sendKernel()
    await act(async () => void render(<WalletSend kernel={kernel} />))
    // The token picker: each balance with its token, native first.
    fireEvent.click(screen.getByRole('combobox', { name: 'Token' }))
    const names = ['ETH 1', 'USDC 100.5', 'WBTC 0.5']
    expect(screen.getAllByRole('option')).toEqual(names.map((name) => screen.getByRole('option', { name })))
    fireEvent.keyDown(screen.getByRole('listbox', { name: 'Token' }), { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    await screen.findByText(wholeText('Network fee: 0.000021 ETH (≈ $0.06)'))
    const preview = screen.getByRole('button', { name: 'Preview' })
    expect(preview).toHaveProperty('disabled', true)

    act(() => actions.setToken(`eip155:1/${USDC.address}`))
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (USDC)' }), { target: { value: '1.1234567' } })
    expect(screen.getByRole('alert').textContent).toBe('USDC allows at most 6 decimals')
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount (USDC)' }), { target: { value: '2' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: 'nope' } })
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid address: 0x followed by 40 hex digits')
    expect(preview).toHaveProperty('disabled', true)
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: RECEIVER } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(preview).toHaveProperty('disabled', false)
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((screen.getByRole('textbox', { name: 'Amount (USDC)' }) as HTMLInputElement).value).toBe('100.5')
  })

  it("WalletSend: a failed gas-price route shows 'Network fee unavailable' with Retry; sending ETH waits for it", async () => {
    const { kernel, getGasPrice } = await sendKernel({ gasPrice: async () => ({ standard: '0', fast: '0', instant: '0' }) })
    await act(async () => void render(<WalletSend kernel={kernel} />))
    await screen.findByText('Network fee unavailable')
    expect(screen.getByText('Sending ETH needs the network fee')).toBeTruthy()
    getGasPrice.mockResolvedValueOnce({ standard: '1000000000', fast: '1', instant: '1' })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })))
    await screen.findByText(wholeText(/^Network fee: /))
    expect(screen.queryByText('Sending ETH needs the network fee')).toBeNull()
  })

  it("SPEC §8: on a network the adapter does not price gas on, WalletSend says 'Network not supported for Gas Price', without a Retry", async () => {
    // The Blockchain API serves Base only: the eip155 adapter refuses to price gas on Ethereum.
    const { kernel, getGasPrice } = await sendKernel({ servedChains: ['eip155:8453'] })
    await act(async () => void render(<WalletSend kernel={kernel} />))
    await screen.findByText('Network not supported for Gas Price')
    expect(screen.queryByText('Network fee unavailable')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(screen.getByText('Sending ETH needs the network fee')).toBeTruthy()
    expect(getGasPrice).not.toHaveBeenCalled()
  })

  it('WalletSendPreview: what, to whom, the fee; Send goes to Account; opened again while pending, Cancel back to the form, focus on Cancel', async () => {
    const { kernel, actions, sendTransaction, handle } = await sendKernel()
    await actions.fetchGasPrice()
    actions.setToken(`eip155:1/${USDC.address}`)
    actions.setAmount('12.5')
    actions.setReceiver(RECEIVER)
    await onPreview(kernel)
    sendTransaction.mockImplementationOnce(() => new Promise<string>(() => undefined))
    await act(async () => void render(<WalletSendPreview kernel={kernel} />))
    expect(screen.getByRole('list', { name: 'Transfer' }).textContent).toContain('Send 12.5 USDC≈ $12.50')
    // The review shows the checksummed form (EIP-55) of the address typed in lower case.
    expect(document.body.textContent).toContain(RECEIVER_CHECKSUMMED)
    expect(document.body.textContent).toContain('Network fee: 0.000065 ETH (≈ $0.20)')

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    // SPEC §4: to Account while the wallet confirms; the person opens Send again before it answers.
    expect(currentView(kernel)).toBe('Account')
    act(() => {
      kernel.router.push('WalletSend')
      kernel.router.push('WalletSendPreview')
    })
    expect(screen.getByRole('status').textContent).toBe('Confirm the transfer in your wallet')
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'))
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })))
    expect(handle.getState().loading).toBe(false)
    expect(currentView(kernel)).toBe('WalletSend')
  })

  it('WalletSendPreview opened without a valid form: says so and goes back to the form', async () => {
    const { kernel } = await sendKernel()
    await onPreview(kernel)
    await act(async () => void render(<WalletSendPreview kernel={kernel} />))
    expect(screen.getByText('Nothing to send yet: fill in the form first')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Back to the form' })))
    expect(currentView(kernel)).toBe('WalletSend')
  })
})
