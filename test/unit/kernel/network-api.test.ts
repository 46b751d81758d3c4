/**
 * modal.addNetwork / removeNetwork / removeAdapter (SPEC §4, §5) through createModal: the config's network
 * schema and default RPC URL, the store's removal rules, the wallet asked before the active network goes, and
 * the adapter registry's refusal while connected.
 */
import { describe, expect, it } from 'vitest'
import { createModal, defineAdapter } from 'portico'
import { base, mainnet, sepolia, solana } from 'portico/networks'
import { selectActiveNetwork } from '../../../kernel/store'
import type { Network } from 'portico'
import { resolved } from './helpers'
import { json, stubAdapter, stubFetch } from './stub-adapter'

function setup(networks: Network[] = [mainnet, base]) {
  const adapter = stubAdapter()
  const { fetch } = stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }), '/balance': json({ balances: [] }) })
  const modal = createModal(
    { projectId: 'test-project', networks, adapters: [defineAdapter({ namespace: 'eip155', load: async () => ({ create: () => adapter }) })] },
    { fetch },
  )
  const ids = () => modal.getState().chains.eip155?.caipNetworks.map((network) => network.caipNetworkId)
  const requested = () => modal.getState().chains.eip155?.networkState.requestedCaipNetworks.map((network) => network.caipNetworkId)
  return { modal, adapter, ids, requested }
}

describe('modal.addNetwork / removeNetwork / removeAdapter', () => {
  it('adds a network to its namespace (listed and requested) with the config default RPC URL; adding it again changes nothing', async () => {
    const { modal, ids, requested } = setup()
    await modal.addNetwork('eip155', sepolia)
    expect(ids()).toEqual(['eip155:1', 'eip155:8453', 'eip155:11155111'])
    expect(requested()).toEqual(['eip155:1', 'eip155:8453', 'eip155:11155111'])
    // Named no RPC URL: it reads through the Blockchain API's RPC service, as a config network does (SPEC §7).
    expect(modal.getState().chains.eip155?.caipNetworks[2]).toEqual(resolved(sepolia))
    await modal.addNetwork('eip155', sepolia)
    expect(ids()).toEqual(['eip155:1', 'eip155:8453', 'eip155:11155111'])
    // An added network can be switched to like a configured one.
    await modal.switchNetwork(sepolia)
    expect(selectActiveNetwork(modal.getState())?.caipNetworkId).toBe('eip155:11155111')
  })

  it('refuses a network that fails the config schema, one of another namespace, and a namespace the modal was not configured with', async () => {
    const { modal, ids } = setup()
    const malformed = { ...sepolia, caipNetworkId: 'not a caip id' as Network['caipNetworkId'], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } }
    await expect(modal.addNetwork('eip155', malformed)).rejects.toMatchObject({
      code: 'INVALID_NETWORK',
      message: expect.stringMatching(/^Invalid network: caipNetworkId: Invalid CAIP-2 network id\nnativeCurrency\.decimals: Expected an integer$/),
    })
    await expect(modal.addNetwork('solana', sepolia)).rejects.toMatchObject({ code: 'INVALID_NETWORK', message: 'Invalid network: chainNamespace: Expected "solana"' })
    await expect(modal.addNetwork('solana', solana)).rejects.toMatchObject({ code: 'CHAIN_ADAPTER_NOT_FOUND', message: 'Chain adapter not found' })
    expect(ids()).toEqual(['eip155:1', 'eip155:8453'])
  })

  it('SPEC §4/§5: removing the active network selects the first remaining one; unknown or the last is refused', async () => {
    const { modal, ids } = setup([mainnet, base, sepolia])
    await modal.removeNetwork('eip155', 'eip155:1')
    expect(ids()).toEqual(['eip155:8453', 'eip155:11155111'])
    expect(selectActiveNetwork(modal.getState())?.caipNetworkId).toBe('eip155:8453')
    await expect(modal.removeNetwork('eip155', 'eip155:999')).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND', message: 'Network Not Found' })
    await expect(modal.removeNetwork('solana', 'eip155:8453')).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' })
    // Removing another network keeps the active one.
    await modal.removeNetwork('eip155', 'eip155:11155111')
    expect(selectActiveNetwork(modal.getState())?.caipNetworkId).toBe('eip155:8453')
    await expect(modal.removeNetwork('eip155', 'eip155:8453')).rejects.toMatchObject({
      code: 'LAST_NETWORK',
      message: 'The last network of eip155 cannot be removed',
    })
    expect(ids()).toEqual(['eip155:8453'])
    // A removed network is no longer one to switch to.
    await expect(modal.switchNetwork(mainnet)).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
  })

  it('connected: the wallet is asked to switch to the first remaining network before the active one goes; its refusal keeps it', async () => {
    const { modal, adapter, ids } = setup([mainnet, base, sepolia])
    await modal.connect({ namespace: 'eip155', connectorId: 'injected' })
    adapter.switchNetwork.mockRejectedValueOnce(new Error('User rejected the request'))
    await expect(modal.removeNetwork('eip155', 'eip155:1')).rejects.toThrow('User rejected the request')
    expect(ids()).toEqual(['eip155:1', 'eip155:8453', 'eip155:11155111'])
    expect(selectActiveNetwork(modal.getState())?.caipNetworkId).toBe('eip155:1')

    await modal.removeNetwork('eip155', 'eip155:1')
    expect(adapter.switchNetwork).toHaveBeenLastCalledWith(expect.objectContaining({ caipNetworkId: 'eip155:8453' }))
    expect(ids()).toEqual(['eip155:8453', 'eip155:11155111'])
    expect(modal.getState().chains.eip155?.accountState.caipAddress).toBe(`eip155:8453:0x${'1'.repeat(40)}`)
  })

  it('SPEC §4: removing an adapter is refused while its namespace is connected; afterwards its wallets leave the list', async () => {
    const { modal } = setup()
    await modal.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(modal.getState().connectors.map((connector) => connector.id)).toEqual(['injected'])
    await expect(modal.removeAdapter('eip155')).rejects.toMatchObject({
      code: 'ADAPTER_CONNECTED',
      message: 'The eip155 adapter cannot be removed while eip155 is connected: disconnect first',
    })
    await modal.disconnect()
    await modal.removeAdapter('eip155')
    expect(modal.getState().connectors).toEqual([])
    await expect(modal.connect({ namespace: 'eip155', connectorId: 'injected' })).rejects.toMatchObject({ code: 'CHAIN_ADAPTER_NOT_FOUND' })
    await expect(modal.removeAdapter('eip155')).rejects.toMatchObject({ code: 'CHAIN_ADAPTER_NOT_FOUND' })
  })
})
