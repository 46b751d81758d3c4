// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AllWalletsView from '../../../kernel/ui/views/AllWallets'
import type { RegistryWallet } from '../../../kernel/ui/wallets/types'
import { stubKernel } from './stubKernel'

afterEach(cleanup)

const wallet = (id: string, name: string, rdns: string | null = `io.${id}`): RegistryWallet => ({ id, name, rdns, image_id: `img-${id}` })

describe('AllWallets view', () => {
  it('SPEC §5: installed first, excluded and unreachable hidden, wallets are buttons named by the wallet', async () => {
    const kernel = stubKernel({ excludeWalletIds: ['bad'] }, (draft) => {
      draft.connectors = [{ id: 'c-rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.rabby' } }]
    })
    kernel.getWallets.mockImplementation(async (args) =>
      args.entries === 40
        ? { data: [wallet('a', 'Alpha'), wallet('bad', 'Bad'), wallet('m', 'Mobile only', null), wallet('rabby', 'Rabby')], count: 4 }
        : { data: [], count: 0 },
    )
    render(<AllWalletsView kernel={kernel} />)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alpha' })).toBeTruthy())
    const names = screen.getAllByRole('button').map((b) => b.querySelector('.pt-tile-name')?.textContent)
    expect(names).toEqual(['Rabby', 'Alpha'])
    const images = screen.getAllByRole('list')[0]?.querySelectorAll('img') ?? []
    expect(images[0]?.getAttribute('src')).toBe('http://127.0.0.1:9/getWalletImage/img-rabby')
    expect(images[0]?.getAttribute('loading')).toBe('eager')
  })

  it('SPEC §9: the search box is labelled and searches after the debounce with 100 entries', async () => {
    const kernel = stubKernel()
    render(<AllWalletsView kernel={kernel} />)
    await act(async () => undefined)
    vi.useFakeTimers()
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: ' rain ' } })
      await act(async () => vi.advanceTimersByTimeAsync(300))
    } finally {
      vi.useRealTimers()
    }
    expect(kernel.getWallets).toHaveBeenCalledWith(expect.objectContaining({ search: 'rain', entries: 100 }))
    await waitFor(() => expect(screen.getByText('No wallet found')).toBeTruthy())
  })
})
