// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoError } from '../../../kernel/errors'
import { base, mainnet } from 'portico/networks'
import { resolved } from '../kernel/helpers'
import type { KernelState, PluginDescriptor, ViewProps } from 'portico'
import { AlertBanner } from '../../../kernel/ui/shell/AlertBanner'
import AccountView from '../../../kernel/ui/views/Account'
import ConnectView from '../../../kernel/ui/views/Connect'
import ConnectingExternalView from '../../../kernel/ui/views/ConnectingExternal'
import NetworksView from '../../../kernel/ui/views/Networks'
import UnsupportedChainView from '../../../kernel/ui/views/UnsupportedChain'
import { email } from 'portico/plugins/email'
import { embeddedWallet } from 'portico/plugins/embedded-wallet'
import type { EmbeddedWalletState } from '../../../plugins/embedded-wallet/state'
import { connect, storeOf, stubKernel } from './stubKernel'

afterEach(cleanup)

const plugin = (name: string, slots: PluginDescriptor['slots'], flag?: string): PluginDescriptor => ({
  name,
  flag,
  slots,
  load: async () => ({}),
})

/** The Connect view's method buttons (its footer's button aside), by label. */
const methodNames = () =>
  within(screen.getByRole('list', { name: 'Connect methods' }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.pt-label')?.textContent ?? b.textContent)

const metamask = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' as const, chain: 'eip155' as const, info: { rdns: 'io.metamask' } }

describe('Account view', () => {
  it("SPEC §9: a zero balance shows '0.000' with the symbol", () => {
    const kernel = stubKernel({}, (draft) => connect(draft, { balance: '0', balanceSymbol: 'ETH' }))
    render(<AccountView kernel={kernel} />)
    expect(screen.getByLabelText('Balance').textContent).toBe('0.000 ETH')
    expect(screen.getByText('0x1234…5678')).toBeTruthy()
  })

  it('SPEC §9: a balance shows 3 decimals; the profile name replaces the address', () => {
    const kernel = stubKernel({}, (draft) => connect(draft, { balance: '12.34567', balanceSymbol: 'ETH', profileName: 'vitalik.eth' }))
    render(<AccountView kernel={kernel} />)
    expect(screen.getByLabelText('Balance').textContent).toBe('12.346 ETH')
    expect(screen.getByText('vitalik.eth')).toBeTruthy()
  })

  it('SPEC §1: copy, explorer, network and disconnect are named controls; disconnect calls the kernel', async () => {
    const kernel = stubKernel({}, (draft) => connect(draft))
    render(<AccountView kernel={kernel} />)
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    const explorer = screen.getByRole('link', { name: /Block Explorer/ })
    expect(explorer.getAttribute('href')).toBe('https://etherscan.io/address/0x1234567890abcdef1234567890abcdef12345678')
    expect(screen.getByRole('button', { name: 'Ethereum' })).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
    expect(kernel.connection.disconnect).toHaveBeenCalledOnce()
  })

  it("SPEC §8 Disconnect: a failed disconnect leaves the connection's toast 'Failed to disconnect' on screen, nothing else shown, the rejection handled", async () => {
    for (const View of [AccountView, UnsupportedChainView]) {
      const kernel = stubKernel({}, (draft) => connect(draft))
      const failure = new PorticoError('DISCONNECT_CHAINS_FAILED', 'Failed to disconnect chains', { details: { failures: ['Failed to disconnect chain eip155: gone'] } })
      // What the connection does (kernel/connection/disconnect.ts): the toast for the person, then the error.
      vi.mocked(kernel.connection.disconnect).mockImplementation(async () => {
        kernel.toast.showToast('Failed to disconnect', 'error')
        throw failure
      })
      const unhandled: unknown[] = []
      const onUnhandled = (reason: unknown) => void unhandled.push(reason)
      process.on('unhandledRejection', onUnhandled)
      render(<View kernel={kernel} />)
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
      expect(kernel.store.getState().toast).toMatchObject({ message: 'Failed to disconnect', variant: 'error', open: true })
      process.off('unhandledRejection', onUnhandled)
      expect(unhandled).toEqual([])
      cleanup()
    }
  })

  it('SPEC §1: wallet features appear in the order onramp, swaps, receive, send (slots of enabled plugins, by rank)', () => {
    const kernel = stubKernel(
      {
        plugins: [
          plugin('send', [{ slot: 'wallet-feature', id: 'send', label: 'Send', view: 'Send', rank: 4 }], 'send'),
          plugin('swaps', [{ slot: 'wallet-feature', id: 'swaps', label: 'Swap', view: 'Swap', rank: 2 }], 'swaps'),
          plugin('onramp', [{ slot: 'wallet-feature', id: 'onramp', label: 'Buy crypto', view: 'OnRamp', rank: 1 }], 'onramp'),
          plugin('receive', [{ slot: 'wallet-feature', id: 'receive', label: 'Receive', view: 'Receive', rank: 3 }], 'receive'),
        ],
        features: { swaps: false },
      },
      (draft) => connect(draft),
    )
    render(<AccountView kernel={kernel} />)
    const labels = screen.getAllByRole('button').map((b) => b.querySelector('.pt-label')?.textContent ?? b.textContent)
    const features = labels.filter((l) => ['Buy crypto', 'Swap', 'Receive', 'Send'].includes(l ?? ''))
    expect(features).toEqual(['Buy crypto', 'Receive', 'Send'])
  })

  it("SPEC §3/§7: account actions show when they apply to the account and open their view; the user's email shows", async () => {
    // The user's email lives in a plugin's slice and shows through its 'account-detail' slot.
    const emailOf = (state: KernelState) => (state.plugins.wallet as { email?: string } | undefined)?.email
    const updateEmail = { slot: 'account-action' as const, id: 'update-email', label: 'Update email', view: 'UpdateEmailWallet' }
    const kernel = stubKernel(
      {
        plugins: [
          plugin('wallet', [{ slot: 'account-detail', id: 'email', label: 'Email', text: emailOf }]),
          plugin('email', [{ ...updateEmail, visible: (state) => Boolean(emailOf(state)) }], 'email'),
        ],
      },
      (draft) => connect(draft),
    )
    render(<AccountView kernel={kernel} />)
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull()
    expect(screen.queryByTitle('Email')).toBeNull()
    act(() => storeOf(kernel).update((draft) => void (draft.plugins.wallet = { email: 'a@example.com' })))
    expect(screen.getByText('a@example.com')).toBeTruthy()
    expect(screen.getByTitle('Email').textContent).toBe('a@example.com')
    await act(async () => kernel.router.open({ view: 'Account' }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update email' })))
    expect(kernel.store.getState().router.history.at(-1)?.view).toBe('UpdateEmailWallet')
  })

  it('SPEC §3/§7: with the email and embedded-wallet plugins, an email login shows its email and offers Update email; a social login only shows it', () => {
    const kernel = stubKernel({ plugins: [embeddedWallet(), email()] }, (draft) => {
      connect(draft, { connectorId: 'ID_AUTH', connectedWalletInfo: { name: 'Email', type: 'AUTH' } })
      draft.plugins['embedded-wallet'] = { users: { eip155: { email: 'a@example.com', username: null } } } satisfies EmbeddedWalletState
    })
    render(<AccountView kernel={kernel} />)
    expect(screen.getByTitle('Email').textContent).toBe('a@example.com')
    expect(screen.getByRole('button', { name: 'Update email' })).toBeTruthy()
    act(() => storeOf(kernel).update((draft) => void ((draft.plugins['embedded-wallet'] as EmbeddedWalletState).socialProvider = 'google')))
    expect(screen.getByTitle('Email').textContent).toBe('a@example.com')
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull()
  })

  it('SPEC §2: the slots of a plugin whose flag is off (by the config or its declared default) are absent; a plugin without a flag shows', () => {
    const kernel = stubKernel(
      {
        plugins: [
          plugin('names', [{ slot: 'account-action', id: 'names', label: 'Choose a name', view: 'RegisterAccountName' }]),
          { ...plugin('greeter', [{ slot: 'account-action', id: 'greeter', label: 'Say hello', view: 'Greeter' }], 'greeter'), flags: { greeter: false } },
          plugin('swaps', [{ slot: 'wallet-feature', id: 'swaps', label: 'Swap', view: 'Swap' }], 'swaps'),
          plugin('notes', [{ slot: 'account-detail', id: 'notes', label: 'Notes', text: () => 'a note' }], 'notes'),
        ],
        features: { swaps: false, notes: false },
      },
      (draft) => connect(draft),
    )
    expect(kernel.config.features).toMatchObject({ greeter: false, swaps: false, notes: false })
    render(<AccountView kernel={kernel} />)
    expect(screen.getByRole('button', { name: 'Choose a name' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Say hello' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
    expect(screen.queryByText('a note')).toBeNull()
  })
})

describe('Connect view', () => {
  it('SPEC §2: installed wallets are buttons named by the wallet; wallet comes before email and social', () => {
    const kernel = stubKernel(
      {
        plugins: [
          plugin('email', [{ slot: 'connect-method', id: 'email', label: 'Continue with email', view: 'EmailLogin' }], 'email'),
          plugin('socials', [{ slot: 'connect-method', id: 'social', label: 'Continue with a social account', view: 'Socials' }], 'socials'),
        ],
      },
      (draft) => void (draft.connectors = [metamask]),
    )
    render(<ConnectView kernel={kernel} />)
    const names = methodNames()
    expect(names).toEqual(['MetaMask', 'All wallets', 'Continue with email', 'Continue with a social account'])
    expect(screen.getByRole('button', { name: 'MetaMask' })).toBeTruthy()
  })

  it('SPEC §2: without shown wallets the order is email, social (by their ranks), wallet', () => {
    const kernel = stubKernel({
      plugins: [
        plugin('socials', [{ slot: 'connect-method', id: 'social', label: 'Social', view: 'Socials', rank: 2 }], 'socials'),
        plugin('email', [{ slot: 'connect-method', id: 'email', label: 'Email', view: 'EmailLogin', rank: 1 }], 'email'),
      ],
    })
    render(<ConnectView kernel={kernel} />)
    expect(methodNames()).toEqual(['Email', 'Social', 'All wallets'])
  })

  it('SPEC §2: connect methods of a plugin whose flag is off, by the config or by its declared default, are absent', () => {
    const kernel = stubKernel({
      plugins: [
        plugin('email', [{ slot: 'connect-method', id: 'email', label: 'Email', view: 'EmailLogin' }], 'email'),
        { ...plugin('passkey', [{ slot: 'connect-method', id: 'passkey', label: 'Passkey', view: 'Passkey' }], 'passkey'), flags: { passkey: false } },
        plugin('socials', [{ slot: 'connect-method', id: 'social', label: 'Social', view: 'Socials' }], 'socials'),
        plugin('guest', [{ slot: 'connect-method', id: 'guest', label: 'Guest', view: 'Guest' }]),
      ],
      features: { email: false, socials: false },
    })
    expect(kernel.config.features).toMatchObject({ email: false, passkey: false, socials: false })
    render(<ConnectView kernel={kernel} />)
    expect(methodNames()).toEqual(['All wallets', 'Guest'])
  })

  it('SPEC §3 recentWallet: the wallet connected last (by registry id) is listed first and tagged Recent', () => {
    const rabby = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED' as const, chain: 'eip155' as const, info: { rdns: 'io.rabby' }, explorerId: 'rabby-registry-id' }
    const kernel = stubKernel({}, (draft) => {
      draft.connectors = [metamask, rabby]
      draft.connection.recentWallet = { id: 'rabby-registry-id', name: 'Rabby' }
    })
    render(<ConnectView kernel={kernel} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons[0]?.querySelector('.pt-label')?.textContent).toBe('Rabby')
    expect(buttons[0]?.textContent).toContain('Recent')
    expect(screen.getByRole('button', { name: /MetaMask/ }).textContent).not.toContain('Recent')
  })

  it('issue 29: an inline method renders its view in Connect (data inline), a placeholder of its height until it loads; "or" parts it from the wallets; the footer opens Get a wallet', async () => {
    const kernel = stubKernel(
      { plugins: [plugin('email', [{ slot: 'connect-method', id: 'email', label: 'Email', view: 'EmailLogin', rank: 1, inline: 56 }], 'email')] },
      (draft) => void (draft.connectors = [metamask]),
    )
    let release!: () => void
    const loaded = new Promise<void>((resolve) => (release = resolve))
    const InlineEmail = ({ data }: ViewProps) => <p>inline: {String(data?.inline)}</p>
    kernel.router.registerView('EmailLogin', async () => {
      await loaded
      return { default: InlineEmail }
    })
    const { container } = render(<ConnectView kernel={kernel} />)
    expect((container.querySelector('.pt-skeleton') as HTMLElement).style.height).toBe('56px')
    release()
    await screen.findByText('inline: true')
    expect(container.querySelector('.pt-skeleton')).toBeNull()
    const items = [...container.querySelectorAll('ul[aria-label="Connect methods"] > li')].map((item) =>
      item.classList.contains('pt-or') ? 'or' : item.textContent?.includes('inline: true') ? 'inline' : 'row',
    )
    // The installed wallet first (SPEC §2), All wallets, then "or" and the inline email.
    expect(items).toEqual(['row', 'row', 'or', 'inline'])
    expect(screen.queryByRole('button', { name: 'Email' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }))
    expect(kernel.store.getState().router.history.at(-1)?.view).toBe('GetAWallet')
  })

  it('SPEC §1: "All wallets" only when features.allWallets; choosing a wallet opens ConnectingExternal', () => {
    const kernel = stubKernel({ features: { allWallets: false } }, (draft) => void (draft.connectors = [metamask]))
    kernel.router.reset('Connect')
    render(<ConnectView kernel={kernel} />)
    expect(screen.queryByRole('button', { name: 'All wallets' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'MetaMask' }))
    expect(kernel.store.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask', namespace: 'eip155', name: 'MetaMask', imageUrl: undefined },
    })
  })
})

describe('ConnectingExternal view', () => {
  it('SPEC §8: a user rejection (4001) shows the error and "Try again" retries', async () => {
    const kernel = stubKernel()
    kernel.connection.connect.mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }))
    render(<ConnectingExternalView kernel={kernel} data={{ connectorId: 'io.metamask', namespace: 'eip155', name: 'MetaMask' }} />)
    expect(screen.getByText('Continue in MetaMask')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Connection declined'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(kernel.connection.connect).toHaveBeenCalledTimes(2)
    expect(kernel.connection.connect).toHaveBeenLastCalledWith({ namespace: 'eip155', connectorId: 'io.metamask' })
  })

  it('SPEC §2: a successful connection closes the modal', async () => {
    const kernel = stubKernel()
    storeOf(kernel).update((draft) => void (draft.router = { open: true, history: [{ view: 'Connect' }, { view: 'ConnectingExternal' }] }))
    render(<ConnectingExternalView kernel={kernel} data={{ connectorId: 'io.metamask', namespace: 'eip155', name: 'MetaMask' }} />)
    await waitFor(() => expect(kernel.store.getState().router.open).toBe(false))
  })

  it('SPEC §2: a view the connection opened meanwhile (UnsupportedChain) is not closed by the success', async () => {
    const kernel = stubKernel()
    let finish: (result: { address: string; chainId: number }) => void = () => undefined
    kernel.connection.connect.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    storeOf(kernel).update((draft) => void (draft.router = { open: true, history: [{ view: 'ConnectingExternal' }] }))
    render(<ConnectingExternalView kernel={kernel} data={{ connectorId: 'io.metamask', namespace: 'eip155', name: 'MetaMask' }} />)
    act(() => kernel.router.reset('UnsupportedChain'))
    await act(async () => finish({ address: '0x' + '1'.repeat(40), chainId: 31337 }))
    expect(kernel.store.getState().router.open).toBe(true)
    expect(kernel.store.getState().router.history.at(-1)?.view).toBe('UnsupportedChain')
  })
})

describe('Networks and UnsupportedChain views', () => {
  it('SPEC §2: the current network is marked aria-current; picking another switches through the kernel', async () => {
    const kernel = stubKernel()
    render(<NetworksView kernel={kernel} />)
    expect(screen.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-current')).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Base' })))
    expect(kernel.connection.switchNetwork).toHaveBeenCalledWith(resolved(base, 'test'))
  })

  it('SPEC §2: UnsupportedChain lists the supported networks and offers disconnect', async () => {
    const kernel = stubKernel({}, (draft) => {
      connect(draft)
      const chain = draft.chains.eip155
      if (chain) chain.networkState.caipNetwork = { ...mainnet, id: 999, caipNetworkId: 'eip155:999', name: 'Other' }
    })
    render(<UnsupportedChainView kernel={kernel} />)
    expect(screen.getByRole('button', { name: 'Ethereum' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Base' })).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
    expect(kernel.connection.disconnect).toHaveBeenCalledOnce()
  })

  it('SPEC §8: a configuration alert shows as an alert banner', () => {
    const kernel = stubKernel({ projectId: undefined }, (draft) => {
      draft.alert = { code: 'PROJECT_ID_NOT_CONFIGURED', title: 'Project ID Not Configured' }
    })
    render(<AlertBanner kernel={kernel} />)
    expect(screen.getByRole('alert').textContent).toContain('Project ID Not Configured')
  })
})

describe('view titles', () => {
  it('SPEC §2: each view carries its header title; ConnectingExternal names the wallet', () => {
    const title = (view: ComponentType<ViewProps>) => (view as unknown as { title: unknown }).title
    expect(title(ConnectView)).toBe('Connect Wallet')
    expect(title(NetworksView)).toBe('Choose Network')
    expect((title(ConnectingExternalView) as (d: unknown) => string)({ name: 'MetaMask' })).toBe('MetaMask')
  })
})

vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { writeText: vi.fn(async () => undefined) } })
