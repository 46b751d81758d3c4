// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ModalProvider } from '../../../kernel/react/context'
import { useAccount } from '../../../kernel/react/hooks/useAccount'
import { useNetwork } from '../../../kernel/react/hooks/useNetwork'
import { useWalletProvider } from '../../../kernel/react/hooks/useWalletProvider'
import { base, mainnet, solana } from 'portico/networks'
import { resolved } from '../kernel/helpers'
import type { Connector, KernelState, Network } from 'portico'
import ConnectView from '../../../kernel/ui/views/Connect'
import NetworksView from '../../../kernel/ui/views/Networks'
import UnsupportedChainView from '../../../kernel/ui/views/UnsupportedChain'
import { namespaceConnectors } from '../../../kernel/wallets/listRules'
import { connect, storeOf, stubKernel, stubModal } from './stubKernel'

afterEach(cleanup)

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const CONNECTORS: Connector[] = [
  { id: 'dev.portico.testwallet', name: 'Portico Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.portico.testwallet' } },
  { id: 'walletConnect', name: 'WalletConnect', type: 'MULTI_CHAIN', chain: 'eip155' },
  { id: 'Portico Solana Wallet', name: 'Portico Solana Wallet', type: 'ANNOUNCED', chain: 'solana' },
  { id: 'walletConnect', name: 'WalletConnect', type: 'MULTI_CHAIN', chain: 'solana' },
]

const multiChain = (state?: (draft: KernelState) => void) =>
  stubKernel({ networks: [mainnet, base, solana] }, (draft) => {
    draft.connectors = CONNECTORS
    state?.(draft)
  })

/** What the kernel's switchNetwork does to the state (kernel/connection; tested there). */
function switchLikeTheKernel(kernel: ReturnType<typeof multiChain>) {
  kernel.connection.switchNetwork.mockImplementation(async (network: Network) => {
    storeOf(kernel).update((draft) => {
      const connected = draft.chains[network.chainNamespace]?.accountState.status === 'connected'
      if (network.chainNamespace !== draft.activeNamespace) draft.switchingNamespace = !connected
      draft.activeNamespace = network.chainNamespace
      const chain = draft.chains[network.chainNamespace]
      if (chain) chain.networkState.caipNetwork = network
    })
  })
}

describe('SPEC §4 switching namespaces in the modal', () => {
  it('Networks lists the networks of every configured namespace, namespace by namespace', () => {
    render(<NetworksView kernel={multiChain()} />)
    const names = within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('button').map((button) => button.querySelector('.pt-label')?.textContent)
    expect(names).toEqual(['Ethereum', 'Base', 'Solana'])
  })

  it('picking a network of a namespace that is not connected continues on Connect, with that namespace’s wallets only', async () => {
    const kernel = multiChain((draft) => connect(draft))
    switchLikeTheKernel(kernel)
    kernel.router.reset('Account')
    kernel.router.push('Networks')
    render(<NetworksView kernel={kernel} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Solana' })))
    expect(kernel.connection.switchNetwork).toHaveBeenCalledWith(resolved(solana, 'test'))
    expect(kernel.store.getState().router.history.map((entry) => entry.view)).toEqual(['Account', 'Networks', 'Connect'])

    cleanup()
    render(<ConnectView kernel={kernel} />)
    const wallets = within(screen.getByRole('list', { name: 'Connect methods' })).getAllByRole('button').map((button) => button.textContent)
    expect(wallets.some((name) => name?.includes('Portico Solana Wallet'))).toBe(true)
    expect(wallets.some((name) => name?.includes('Portico Test Wallet'))).toBe(false)
  })

  it('while switching to a namespace, the registry is asked for that namespace\'s wallets only (its configured networks as chains)', async () => {
    const kernel = multiChain((draft) => connect(draft))
    kernel.getWallets.mockResolvedValue({ data: [], count: 0 })
    switchLikeTheKernel(kernel)
    render(<ConnectView kernel={kernel} />)
    await act(async () => undefined)
    expect(kernel.getWallets.mock.calls.map(([args]) => args.chains)).not.toContainEqual(expect.anything())
    kernel.getWallets.mockClear()
    await act(async () => kernel.connection.switchNetwork(solana))
    expect(kernel.getWallets).toHaveBeenCalled()
    expect(kernel.getWallets.mock.calls.every(([args]) => JSON.stringify(args.chains) === JSON.stringify([solana.caipNetworkId]))).toBe(true)
  })

  it('picking a network of a connected namespace goes back, no Connect', async () => {
    const kernel = multiChain((draft) => {
      connect(draft)
      Object.assign(draft.chains.solana!.accountState, { status: 'connected', address: SOLANA_ADDRESS })
    })
    switchLikeTheKernel(kernel)
    kernel.router.reset('Account')
    kernel.router.push('Networks')
    render(<NetworksView kernel={kernel} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Solana' })))
    expect(kernel.store.getState().router.history.map((entry) => entry.view)).toEqual(['Account'])
  })

  it('UnsupportedChain still offers only the networks of the active namespace', () => {
    const kernel = multiChain((draft) => {
      connect(draft)
      draft.chains.eip155!.networkState.caipNetwork = { ...mainnet, id: 999, caipNetworkId: 'eip155:999', name: 'Other' }
    })
    render(<UnsupportedChainView kernel={kernel} />)
    expect(screen.queryByRole('button', { name: 'Solana' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Base' })).toBeTruthy()
  })

  it('namespaceConnectors: every namespace, one entry per wallet (active first); only the target namespace while switching', () => {
    const ids = (list: Connector[]) => list.map((connector) => `${connector.chain}:${connector.id}`)
    expect(ids(namespaceConnectors(CONNECTORS, 'eip155', false))).toEqual(['eip155:dev.portico.testwallet', 'eip155:walletConnect', 'solana:Portico Solana Wallet'])
    expect(ids(namespaceConnectors(CONNECTORS, 'solana', false))).toEqual(['solana:Portico Solana Wallet', 'solana:walletConnect', 'eip155:dev.portico.testwallet'])
    expect(ids(namespaceConnectors(CONNECTORS, 'solana', true))).toEqual(['solana:Portico Solana Wallet', 'solana:walletConnect'])
  })
})

describe('React hooks take { namespace }', () => {
  it('useAccount, useNetwork and useWalletProvider read the namespace asked for, whichever is active', () => {
    const kernel = multiChain((draft) => {
      connect(draft)
      Object.assign(draft.chains.solana!.accountState, { status: 'connected', address: SOLANA_ADDRESS })
    })
    const modal = stubModal(kernel)
    const wrapper = ({ children }: { children: ReactNode }) => <ModalProvider modal={modal}>{children}</ModalProvider>
    const { result } = renderHook(
      () => ({
        evm: useAccount({ namespace: 'eip155' }),
        sol: useAccount({ namespace: 'solana' }),
        solNetwork: useNetwork({ namespace: 'solana' }),
        active: useNetwork(),
        solProvider: useWalletProvider({ namespace: 'solana' }),
      }),
      { wrapper },
    )
    expect(result.current.evm).toMatchObject({ isConnected: true, namespace: 'eip155' })
    expect(result.current.sol).toMatchObject({ isConnected: true, address: SOLANA_ADDRESS, namespace: 'solana' })
    expect(result.current.solNetwork).toMatchObject({ namespace: 'solana', caipNetworkId: solana.caipNetworkId, networks: [resolved(solana, 'test')] })
    expect(result.current.active.namespace).toBe('eip155')
    expect(result.current.solProvider).toMatchObject({ namespace: 'solana', address: SOLANA_ADDRESS })
    expect(result.current.solProvider.walletProvider).toBeDefined()
  })
})
