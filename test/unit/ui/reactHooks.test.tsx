// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton } from '../../../kernel/react/components/AccountButton'
import { ConnectButton } from '../../../kernel/react/components/ConnectButton'
import { NetworkButton } from '../../../kernel/react/components/NetworkButton'
import { ModalProvider } from '../../../kernel/react/context'
import { useAccount } from '../../../kernel/react/hooks/useAccount'
import { useModal } from '../../../kernel/react/hooks/useModal'
import { useModalEvents } from '../../../kernel/react/hooks/useModalEvents'
import { useModalTheme } from '../../../kernel/react/hooks/useModalTheme'
import { useNetwork } from '../../../kernel/react/hooks/useNetwork'
import { useWalletProvider } from '../../../kernel/react/hooks/useWalletProvider'
import { base } from 'portico/networks'
import { connect, storeOf, stubKernel, stubModal } from './stubKernel'

afterEach(cleanup)

function setup() {
  const kernel = stubKernel()
  const modal = stubModal(kernel)
  const wrapper = ({ children }: { children: ReactNode }) => <ModalProvider modal={modal}>{children}</ModalProvider>
  return { kernel, modal, wrapper }
}

describe('React hooks', () => {
  it('DESIGN: useAccount re-renders only when the account changes, not on unrelated state', () => {
    const { kernel, wrapper } = setup()
    let renders = 0
    const { result } = renderHook(
      () => {
        renders++
        return useAccount()
      },
      { wrapper },
    )
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false })
    const before = renders
    act(() => kernel.toast.showToast('unrelated', 'success'))
    act(() => storeOf(kernel).update((draft) => void (draft.theme.resolved = 'light')))
    expect(renders).toBe(before)
    act(() => storeOf(kernel).update((draft) => connect(draft, { balance: '1' })))
    expect(renders).toBe(before + 1)
    expect(result.current).toMatchObject({ isConnected: true, address: '0x1234567890abcdef1234567890abcdef12345678', balance: '1' })
  })

  it('SPEC §2: useModal opens, closes and reports isOpen', async () => {
    const { kernel, modal, wrapper } = setup()
    const { result } = renderHook(() => useModal(), { wrapper })
    await act(() => result.current.open({ view: 'Account' }))
    expect(modal.open).toHaveBeenCalledWith({ view: 'Account' })
    act(() => storeOf(kernel).update((draft) => void (draft.router.open = true)))
    expect(result.current.isOpen).toBe(true)
  })

  it('SPEC §2: useNetwork gives the active network and switches through the modal', async () => {
    const { kernel, wrapper } = setup()
    const { result } = renderHook(() => useNetwork(), { wrapper })
    expect(result.current.network?.name).toBe('Ethereum')
    expect(result.current.networks.map((n) => n.name)).toEqual(['Ethereum', 'Base'])
    await act(() => result.current.switchNetwork(base))
    expect(kernel.connection.switchNetwork).toHaveBeenCalledWith(base)
  })

  it('SPEC §3: useWalletProvider is undefined until connected', () => {
    const { kernel, wrapper } = setup()
    const { result } = renderHook(() => useWalletProvider(), { wrapper })
    expect(result.current.walletProvider).toBeUndefined()
    act(() => storeOf(kernel).update((draft) => connect(draft)))
    expect(result.current.walletProvider).toBeDefined()
  })

  it('SPEC §3: useModalTheme reads and sets the theme mode', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useModalTheme(), { wrapper })
    act(() => result.current.setThemeMode('light'))
    expect(result.current).toMatchObject({ themeMode: 'light', resolvedTheme: 'light' })
    // 'system' as set, and the theme it shows (jsdom has no prefers-color-scheme: light).
    act(() => result.current.setThemeMode('system'))
    expect(result.current).toMatchObject({ themeMode: 'system', resolvedTheme: 'light' })
  })

  it('SPEC §7: useModalEvents receives bus events', () => {
    const { kernel, wrapper } = setup()
    const handler = vi.fn()
    renderHook(() => useModalEvents(handler), { wrapper })
    act(() => kernel.bus.emit('modal-close', undefined))
    expect(handler).toHaveBeenCalledWith({ type: 'modal-close', data: undefined })
  })

  it('a hook outside <ModalProvider> fails with a clear message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useModal())).toThrow(expect.objectContaining({ code: 'NO_MODAL_PROVIDER' }))
  })
})

describe('app-side buttons', () => {
  it('SPEC §2: ConnectButton is a named button that opens Connect; it becomes the account button when connected', () => {
    const { kernel, modal, wrapper } = setup()
    render(<ConnectButton />, { wrapper })
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(modal.open).toHaveBeenCalledWith({ view: 'Connect' })
    act(() => storeOf(kernel).update((draft) => connect(draft, { balance: '0', balanceSymbol: 'ETH' })))
    // WCAG 2.5.3 (axe label-content-name-mismatch): the accessible name holds the visible balance and address.
    const account = screen.getByRole('button', { name: 'Account 0.000 ETH 0x1234…5678' })
    expect(account.textContent).toBe('0.000 ETH 0x1234…5678')
  })

  it('SPEC §2 keyboard: ConnectButton is one element in both states, so focus stays on it through connect and disconnect', () => {
    const { kernel, wrapper } = setup()
    render(<ConnectButton />, { wrapper })
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    act(() => button.focus())
    act(() => storeOf(kernel).update((draft) => connect(draft, { balance: '0', balanceSymbol: 'ETH' })))
    expect(screen.getByRole('button', { name: /^Account / })).toBe(button)
    expect(document.activeElement).toBe(button)
    expect(button.hasAttribute('disabled')).toBe(false)
  })

  it('SPEC §2: NetworkButton names the network and opens Networks; AccountButton renders nothing when disconnected', () => {
    const { modal, wrapper } = setup()
    const { container } = render(
      <>
        <NetworkButton />
        <AccountButton />
      </>,
      { wrapper },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(modal.open).toHaveBeenCalledWith({ view: 'Networks' })
    expect(container.querySelectorAll('button')).toHaveLength(1)
    expect(document.adoptedStyleSheets.length).toBeGreaterThan(0)
  })

  it('issue 16 open on intent: a pointer over, focus on or a touch of a Portico button starts loading the modal', () => {
    const { kernel, modal, wrapper } = setup()
    render(<><ConnectButton /><NetworkButton /></>, { wrapper })
    const [connectButton, networkButton] = screen.getAllByRole('button')
    fireEvent.pointerEnter(connectButton as HTMLElement)
    fireEvent.focus(networkButton as HTMLElement)
    fireEvent.touchStart(connectButton as HTMLElement)
    expect(modal.preload).toHaveBeenCalledTimes(3)
    expect(modal.open).not.toHaveBeenCalled()
    act(() => storeOf(kernel).update((draft) => connect(draft)))
    render(<AccountButton />, { wrapper })
    fireEvent.pointerEnter(screen.getAllByRole('button', { name: /^Account/ }).at(-1) as HTMLElement)
    expect(modal.preload).toHaveBeenCalledTimes(4)
  })
})
