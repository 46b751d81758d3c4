// @vitest-environment happy-dom
/**
 * WalletReceive: the full address, its QR code, copy (with the Account view's toasts), the connected
 * namespace's networks with the active one marked, and the warning naming them.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { base, mainnet } from 'portico/networks'
import type { Kernel, KernelState } from 'portico/plugin'
import WalletReceive from '../../../../plugins/receive/views/WalletReceive'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function kernelWith(address: string | undefined) {
  const state = {
    activeNamespace: 'eip155',
    chains: {
      eip155: {
        namespace: 'eip155',
        caipNetworks: [mainnet, base],
        networkState: { caipNetwork: base },
        accountState: { address },
      },
    },
    plugins: {},
  } as unknown as KernelState
  const toast = { showToast: vi.fn() }
  const kernel = { store: { getState: () => state, subscribe: () => () => undefined }, toast } as unknown as Kernel
  return { kernel, toast }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('WalletReceive', () => {
  it('shows the full address, a QR code of it, the networks with the active one marked, and the warning', () => {
    const { kernel } = kernelWith(ADDRESS)
    render(createElement(WalletReceive, { kernel }))
    expect(screen.getByText(ADDRESS)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Address QR code' }).getAttribute('data-uri')).toBe(ADDRESS)
    const networks = screen.getByRole('list', { name: 'Networks' })
    expect(within(networks).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['EEthereum', 'BBaseActive'])
    expect(screen.getByRole('note').textContent).toBe('Only send assets on Ethereum or Base to this address. Assets sent on another network may be lost.')
  })

  it("Copy address puts the address on the clipboard and says 'Address copied'; a refused clipboard says 'Failed to copy'", async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    const { kernel, toast } = kernelWith(ADDRESS)
    render(createElement(WalletReceive, { kernel }))
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await vi.waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('Address copied', 'success'))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)

    writeText.mockRejectedValueOnce(new Error('denied'))
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await vi.waitFor(() => expect(toast.showToast).toHaveBeenCalledWith('Failed to copy', 'error'))
  })

  it('without a connected address it says so instead of showing an empty code', () => {
    const { kernel } = kernelWith(undefined)
    render(createElement(WalletReceive, { kernel }))
    expect(screen.getByRole('status').textContent).toBe('Connect a wallet to receive')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
