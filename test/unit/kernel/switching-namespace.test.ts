import { describe, expect, it, vi } from 'vitest'
import { createAdapterRegistry } from '../../../kernel/adapters'
import { createBus } from '../../../kernel/bus'
import { createConnection } from '../../../kernel/connection'
import { base, mainnet, solana } from 'portico/networks'
import { createServices } from '../../../kernel/services'
import { createStorage } from '../../../kernel/storage'
import { createStore, initialKernelState } from '../../../kernel/store'
import { produce } from '../../../kernel/drafts'
import { createToasts } from '../../../kernel/toast'
import type { Kernel, Namespace, Network } from 'portico'
import { resolved, testConfig } from './helpers'
import { json, stubAdapter, stubFetch } from './stub-adapter'

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

function setup(networks: Network[] = [mainnet, base, solana], storage = createStorage()) {
  const config = testConfig({ networks })
  const store = createStore(initialKernelState(config), produce)
  const { fetch } = stubFetch({ '/balance': json({ balances: [] }) })
  const evm = stubAdapter('eip155')
  const sol = stubAdapter('solana', SOLANA_ADDRESS)
  sol.connect.mockResolvedValue({ address: SOLANA_ADDRESS, chainId: solana.id as never })
  sol.reconnect.mockResolvedValue({ address: SOLANA_ADDRESS, chainId: solana.id as never })
  const loads = { eip155: vi.fn(), solana: vi.fn() }
  const adapters = createAdapterRegistry({ kernel: () => ({}) as Kernel, isConnected: () => false })
  for (const adapter of [evm, sol]) {
    const namespace = adapter.namespace as 'eip155' | 'solana'
    adapters.register({ namespace, load: async () => (loads[namespace](), { create: () => adapter }) })
  }
  const connection = createConnection({
    config,
    store,
    bus: createBus(),
    storage,
    services: createServices({ config: { ...config, projectId: 'p' }, fetch }),
    adapters,
    toasts: createToasts(store),
  })
  const account = (namespace: Namespace) => store.getState().chains[namespace]?.accountState
  return { store, storage, connection, evm, sol, loads, account }
}

describe('SPEC §4 switching namespaces', () => {
  it('an adapter loads only when a network of its namespace is configured', async () => {
    const evmOnly = setup([mainnet, base])
    await evmOnly.connection.discoverConnectors()
    expect(evmOnly.loads.eip155).toHaveBeenCalledOnce()
    expect(evmOnly.loads.solana).not.toHaveBeenCalled()

    const both = setup()
    await both.connection.discoverConnectors()
    expect(both.loads.solana).toHaveBeenCalledOnce()
  })

  it('a network of a namespace that is not connected sets the switching-namespace flag and makes it active; connecting there clears it', async () => {
    const { store, connection, evm, sol, account } = setup()
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await connection.switchNetwork(solana)
    expect(store.getState()).toMatchObject({ activeNamespace: 'solana', switchingNamespace: true })
    expect(sol.switchNetwork).not.toHaveBeenCalled()

    await connection.connect({ namespace: 'solana', connectorId: 'injected' })
    expect(store.getState().switchingNamespace).toBe(false)
    // Connected on both namespaces at once, each with its own account.
    expect(account('eip155')).toMatchObject({ status: 'connected', address: '0x' + '1'.repeat(40) })
    expect(account('solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS, caipAddress: `${solana.caipNetworkId}:${SOLANA_ADDRESS}` })

    // Back to a connected namespace: its wallet switches, no flag.
    await connection.switchNetwork(base)
    expect(evm.switchNetwork).toHaveBeenCalledWith(resolved(base))
    expect(store.getState()).toMatchObject({ activeNamespace: 'eip155', switchingNamespace: false })
  })

  it('a network of the active namespace leaves the flag alone', async () => {
    const { store, connection } = setup()
    await connection.switchNetwork(solana)
    expect(store.getState().switchingNamespace).toBe(true)
    await connection.switchNetwork(solana)
    expect(store.getState().switchingNamespace).toBe(true)
  })

  it('SPEC §4 reconnect: each stored namespace is restored, the last active one stays active', async () => {
    const first = setup()
    await first.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await first.connection.connect({ namespace: 'solana', connectorId: 'injected' })

    const { store, connection, account } = setup(undefined, first.storage)
    await connection.reconnect()
    expect(account('eip155')?.status).toBe('connected')
    expect(account('solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(store.getState().activeNamespace).toBe('solana')
  })
})
