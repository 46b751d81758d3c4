// @vitest-environment happy-dom
/**
 * SPEC §3 connector types in the wallet choice: a MULTI_CHAIN connector (WalletConnect's one session over
 * namespaces) goes to the view the 'remote-wallet' plugin serves; an installed one (ANNOUNCED, INJECTED,
 * EXTERNAL) connects through ConnectingExternal.
 */
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Connector, PluginDescriptor } from 'portico'
import { useSelectWallet } from '../../../kernel/ui/wallets/useSelectWallet'
import { stubKernel } from './stubKernel'

const remoteWallets: PluginDescriptor = { name: 'remote-wallets', views: ['Remote'], roles: { 'remote-wallet': 'Remote' }, load: async () => ({}) }

const top = (kernel: ReturnType<typeof stubKernel>) => kernel.store.getState().router.history.at(-1)

describe('useSelectWallet by connector type', () => {
  it('MULTI_CHAIN pairs through the remote-wallet view; EXTERNAL and ANNOUNCED connect through ConnectingExternal', () => {
    const kernel = stubKernel({ plugins: [remoteWallets] })
    kernel.router.reset('Connect')
    const { result } = renderHook(() => useSelectWallet(kernel))
    const pick = (connector: Connector) => {
      result.current.selectConnector(connector)
      return top(kernel)
    }
    expect(pick({ id: 'walletConnect', name: 'WalletConnect', type: 'MULTI_CHAIN', chain: 'solana' })).toEqual({
      view: 'Remote',
      data: { namespace: 'solana', name: 'WalletConnect' },
    })
    expect(pick({ id: 'sdk-wallet', name: 'SDK Wallet', type: 'EXTERNAL', chain: 'eip155' })).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: 'sdk-wallet', namespace: 'eip155' },
    })
    expect(pick({ id: 'dev.portico', name: 'Portico', type: 'ANNOUNCED', chain: 'eip155' })).toMatchObject({ view: 'ConnectingExternal' })
  })

  it("an app's custom wallet (EXTERNAL, config customWallets) pairs through the remote-wallet view with its links; without one, it is not installed", () => {
    const custom = { id: 'my-wallet', name: 'My Wallet', image_url: 'https://example.com/w.png', desktop_link: 'mywallet://' }
    const connector: Connector = { id: 'my-wallet', name: 'My Wallet', type: 'EXTERNAL', chain: 'eip155', explorerId: 'my-wallet' }
    const kernel = stubKernel({ plugins: [remoteWallets], customWallets: [custom] })
    kernel.router.reset('Connect')
    const { result } = renderHook(() => useSelectWallet(kernel))
    result.current.selectConnector(connector)
    expect(top(kernel)).toEqual({
      view: 'Remote',
      data: { walletId: 'my-wallet', name: 'My Wallet', imageUrl: 'https://example.com/w.png', wallet: { id: 'my-wallet', name: 'My Wallet', desktop_link: 'mywallet://' } },
    })

    const alone = stubKernel({ customWallets: [custom] })
    alone.router.reset('Connect')
    renderHook(() => useSelectWallet(alone)).result.current.selectConnector(connector)
    expect(top(alone)).toMatchObject({ view: 'ConnectingExternal', data: { name: 'My Wallet', notInstalled: true } })
  })

  it('issue 26 connect time: a wallet list loads ConnectingExternal while shown, so a click renders it at once and the wallet is asked in that update', async () => {
    const kernel = stubKernel()
    const ConnectingExternal = () => null
    const lazy = vi.fn(async () => ({ default: ConnectingExternal }))
    kernel.router.registerView('ConnectingExternal', lazy)
    expect(kernel.router.loadedView('ConnectingExternal')).toBeUndefined()
    renderHook(() => useSelectWallet(kernel))
    await vi.waitFor(() => expect(kernel.router.loadedView('ConnectingExternal')).toBe(ConnectingExternal))
    expect(lazy).toHaveBeenCalledTimes(1)
  })
})
