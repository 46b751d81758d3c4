// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoError } from '../../../kernel/errors'
import { base, mainnet, solana } from 'portico/networks'
import { WalletButton } from '../../../kernel/react/components/WalletButton'
import { ModalProvider } from '../../../kernel/react/context'
import { useConnect } from '../../../kernel/react/hooks/useConnect'
import { useDisconnect } from '../../../kernel/react/hooks/useDisconnect'
import { useSwitchNetwork } from '../../../kernel/react/hooks/useSwitchNetwork'
import { useWallets } from '../../../kernel/react/hooks/useWallets'
import type { Connector, KernelState } from '../../../kernel/types'
import type { RegistryWallet } from '../../../kernel/wallets/types'
import { stubKernel, stubModal } from '../ui/stubKernel'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const TEST_WALLET: Connector = { id: 'tw', name: 'Portico Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.portico.testwallet' }, imageUrl: 'data:image/svg+xml,<svg/>' }
const PHANTOM_EVM: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'app.phantom' } }
const PHANTOM_SOL: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const wallet = (id: string, name: string, rdns: string | null = `io.${id}`): RegistryWallet => ({ id, name, rdns, image_id: `img-${id}` })

function setup(state?: (draft: KernelState) => void, config: Parameters<typeof stubKernel>[0] = {}) {
  const kernel = stubKernel({ networks: [mainnet, base, solana], ...config }, state)
  const modal = stubModal(kernel)
  const wrapper = ({ children }: { children: ReactNode }) => <ModalProvider modal={modal}>{children}</ModalProvider>
  return { kernel, modal, wrapper }
}

describe('useConnect', () => {
  it('connects a connector on the active namespace when it serves it, else on its own; success carries the result', async () => {
    const { kernel, wrapper } = setup((draft) => void (draft.connectors = [PHANTOM_SOL, PHANTOM_EVM, { ...TEST_WALLET, chain: 'solana', id: 'sol-only' }]))
    const { result } = renderHook(() => useConnect(), { wrapper })
    await act(() => result.current.mutateAsync({ connectorId: 'phantom' }))
    expect(kernel.connection.connect).toHaveBeenLastCalledWith({ connectorId: 'phantom', namespace: 'eip155' })
    expect(result.current).toMatchObject({ status: 'success', data: { address: '0x0', chainId: 1 } })
    await act(() => result.current.mutateAsync({ connectorId: 'sol-only' }))
    expect(kernel.connection.connect).toHaveBeenLastCalledWith({ connectorId: 'sol-only', namespace: 'solana' })
    await act(() => result.current.mutateAsync({ connectorId: 'phantom', namespace: 'solana' }))
    expect(kernel.connection.connect).toHaveBeenLastCalledWith({ connectorId: 'phantom', namespace: 'solana' })
  })

  it("a wallet's refusal is the error status with the wallet's error; reset clears it", async () => {
    const { kernel, wrapper } = setup((draft) => void (draft.connectors = [TEST_WALLET]))
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    kernel.connection.connect.mockRejectedValueOnce(refusal)
    const { result } = renderHook(() => useConnect(), { wrapper })
    await act(async () => result.current.mutate({ connectorId: 'tw' }))
    expect(result.current).toMatchObject({ status: 'error', error: refusal })
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ status: 'idle', error: undefined })
  })
})

describe('useSwitchNetwork and useDisconnect', () => {
  it('switch: pending, then success; a refused network is the error status with its PorticoError', async () => {
    const { kernel, wrapper } = setup()
    let finish!: () => void
    kernel.connection.switchNetwork.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
    const { result } = renderHook(() => useSwitchNetwork(), { wrapper })
    act(() => result.current.mutate(base))
    expect(result.current.status).toBe('pending')
    expect(kernel.connection.switchNetwork).toHaveBeenCalledWith(base)
    await act(async () => finish())
    expect(result.current.status).toBe('success')
    const refused = new PorticoError('UNSUPPORTED_CHAIN', 'Unsupported chain')
    kernel.connection.switchNetwork.mockRejectedValueOnce(refused)
    await act(async () => result.current.mutate(mainnet))
    expect(result.current).toMatchObject({ status: 'error', error: refused })
  })

  it('disconnect: disconnect() still settles with the outcome, and the status follows it', async () => {
    const { kernel, wrapper } = setup()
    const { result } = renderHook(() => useDisconnect(), { wrapper })
    expect(result.current.status).toBe('idle')
    await act(() => result.current.disconnect())
    expect(kernel.connection.disconnect).toHaveBeenCalledTimes(1)
    expect(result.current.status).toBe('success')
    kernel.connection.disconnect.mockRejectedValueOnce(new PorticoError('DISCONNECT_FAILED', 'Failed to disconnect'))
    await act(() => expect(result.current.disconnect()).rejects.toThrow('Failed to disconnect'))
    expect(result.current).toMatchObject({ status: 'error', error: { message: 'Failed to disconnect' } })
  })
})

describe('useWallets', () => {
  const registry = (kernel: ReturnType<typeof setup>['kernel'], pageCount = 45) =>
    kernel.getWallets.mockImplementation(async (args) => {
      if (args.search) return { data: [wallet('s1', `Found ${args.search}`)], count: 1 }
      if (args.include?.includes('feat-b')) return { data: [wallet('feat-a', 'Feat A'), wallet('feat-b', 'Feat B')], count: 2 }
      if (args.entries === 4) return { data: [wallet('rec', 'Recommended')], count: 1 }
      const first = (args.page - 1) * 40
      const data = Array.from({ length: Math.min(40, pageCount - first) }, (_, i) => wallet(`w${first + i}`, `Wallet ${first + i}`))
      // The registry knows the test wallet too: it is listed once, as installed.
      return { data: args.page === 1 ? [wallet('tw-registry', 'Portico Test Wallet', 'dev.portico.testwallet'), ...data] : data, count: pageCount }
    })

  it('installed, recent, featured (configured order) and the All wallets pages: installed first, each wallet once', async () => {
    const { kernel, wrapper } = setup(
      (draft) => {
        draft.connectors = [PHANTOM_EVM, TEST_WALLET]
        draft.connection.recentWallet = { id: 'phantom', name: 'Phantom' }
      },
      { featuredWalletIds: ['feat-b', 'feat-a'] },
    )
    registry(kernel)
    const { result } = renderHook(() => useWallets(), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.connectors.map((item) => item.name)).toEqual(['Phantom', 'Portico Test Wallet'])
    expect(result.current.recent).toMatchObject({ id: 'phantom', recent: true, installed: true })
    expect(result.current.installed.map((item) => item.id)).toEqual(['phantom', 'tw'])
    expect(result.current.featured.map((item) => item.name)).toEqual(['Feat B', 'Feat A'])
    const names = result.current.wallets.map((item) => item.name)
    expect(names.slice(0, 2)).toEqual(['Phantom', 'Portico Test Wallet'])
    expect(names.filter((name) => name === 'Portico Test Wallet')).toHaveLength(1)
    expect(result.current.wallets[1]).toMatchObject({ installed: true, connector: TEST_WALLET, registry: { id: 'tw-registry' } })
    expect(names.slice(2, 5)).toEqual(['Feat B', 'Feat A', 'Recommended'])
    expect(result.current.wallets.find((item) => item.id === 'w0')).toMatchObject({ installed: false, imageUrl: 'http://127.0.0.1:9/getWalletImage/img-w0' })
    expect(result.current.wallets.find((item) => item.id === 'w0')?.connector).toBeUndefined()
    expect(result.current).toMatchObject({ count: 45, hasMore: true, failed: false })

    await act(() => result.current.loadMore())
    expect(result.current.wallets.some((item) => item.id === 'w44')).toBe(true)
    expect(result.current.hasMore).toBe(false)
  })

  it('SPEC §5, §9: search is trimmed and answers no earlier than 300 ms after the last keystroke; clearing it restores the pages', async () => {
    const { kernel, wrapper } = setup((draft) => void (draft.connectors = [TEST_WALLET]))
    registry(kernel, 3)
    const { result } = renderHook(() => useWallets(), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))
    vi.useFakeTimers()
    act(() => result.current.setSearch('  porti '))
    expect(result.current.searching).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(299))
    expect(result.current.wallets.map((item) => item.name)).not.toContain('Found porti')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(kernel.getWallets).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'porti', entries: 100 }))
    // The installed wallet matching the text, then the registry's answer.
    expect(result.current.wallets.map((item) => item.name)).toEqual(['Portico Test Wallet', 'Found porti'])
    expect(result.current).toMatchObject({ search: '  porti ', searching: false })
    act(() => result.current.setSearch(''))
    expect(result.current.wallets.map((item) => item.name)).toContain('Wallet 2')
  })

  it('a search typed while the runtime still loads is asked of the registry once it has loaded', async () => {
    const { kernel, modal, wrapper } = setup((draft) => void (draft.connectors = [TEST_WALLET]))
    registry(kernel, 3)
    let loaded!: () => void
    const loading = new Promise<void>((resolve) => (loaded = resolve))
    const ready = modal.ready
    modal.ready = () => loading.then(ready)
    const { result } = renderHook(() => useWallets(), { wrapper })
    act(() => result.current.setSearch(' porti'))
    expect(result.current.loading).toBe(true)
    await act(async () => loaded())
    await waitFor(() => expect(result.current.wallets.map((item) => item.name)).toEqual(['Portico Test Wallet', 'Found porti']))
    expect(kernel.getWallets).toHaveBeenCalledWith(expect.objectContaining({ search: 'porti', entries: 100 }))
  })

  it("per namespace: that namespace's connectors, and the registry asked with its networks", async () => {
    const { kernel, wrapper } = setup((draft) => void (draft.connectors = [PHANTOM_EVM, PHANTOM_SOL, TEST_WALLET]))
    registry(kernel, 0)
    const { result } = renderHook(() => useWallets({ namespace: 'solana' }), { wrapper })
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.connectors).toEqual([expect.objectContaining({ id: 'phantom', connector: PHANTOM_SOL })])
    expect(kernel.getWallets).toHaveBeenCalledWith(expect.objectContaining({ page: 1, entries: 40, chains: [solana.caipNetworkId] }))
  })

  it('a registry that fails: failed, not loading, and the installed wallets still listed', async () => {
    const { kernel, wrapper } = setup((draft) => void (draft.connectors = [TEST_WALLET]))
    kernel.getWallets.mockRejectedValue(new Error('down'))
    const { result } = renderHook(() => useWallets(), { wrapper })
    await waitFor(() => expect(result.current.failed).toBe(true))
    expect(result.current.loading).toBe(false)
    expect(result.current.wallets.map((item) => item.name)).toEqual(['Portico Test Wallet'])
  })
})

describe('<WalletButton>', () => {
  it('named by the wallet; disabled and busy while the wallet asks; a refusal is an alert the button is described by; a retry connects', async () => {
    const { kernel, wrapper } = setup((draft) => void (draft.connectors = [TEST_WALLET]))
    let refuse!: (error: unknown) => void
    kernel.connection.connect.mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)))
    const onConnect = vi.fn()
    const onError = vi.fn()
    render(<WalletButton wallet="dev.portico.testwallet" onConnect={onConnect} onError={onError} />, { wrapper })
    const button = screen.getByRole('button', { name: 'Portico Test Wallet' })
    expect(button.getAttribute('data-status')).toBe('idle')
    fireEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'))
    expect(button.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(button) // ignored while pending
    expect(kernel.connection.connect).toHaveBeenCalledTimes(1)
    expect(kernel.connection.connect).toHaveBeenCalledWith({ connectorId: 'tw', namespace: 'eip155' })

    await act(async () => refuse({ code: 4001, message: 'User rejected the request.' }))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('User rejected the request.')
    expect(button.getAttribute('aria-describedby')).toBe(alert.id)
    expect(button.getAttribute('aria-disabled')).toBeNull()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'User rejected the request.' }))

    fireEvent.click(button)
    await waitFor(() => expect(button.getAttribute('data-status')).toBe('success'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onConnect).toHaveBeenCalledWith({ address: '0x0', chainId: 1 })
  })

  it('a wallet this browser does not offer: the click explains it, nothing is asked', async () => {
    const { kernel, wrapper } = setup((draft) => void (draft.connectors = [TEST_WALLET]))
    render(<WalletButton wallet="Nope Wallet" />, { wrapper })
    fireEvent.click(screen.getByRole('button', { name: 'Nope Wallet' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Nope Wallet is not installed')
    expect(kernel.connection.connect).not.toHaveBeenCalled()
  })
})
