import { describe, expect, it } from 'vitest'
import { base, mainnet, solana } from 'portico/networks'
import { proposalNamespaces, providerRpcMap, requestedNamespaces } from '../../../../plugins/walletconnect/namespaces'

const devMainnet = { ...mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }
const devBase = { ...base, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } }

describe('WalletConnect session proposal (CAIP-25 from the configured CAIP-2 networks)', () => {
  it('SPEC §3 session namespaces: chains, methods, events and rpcMap per namespace', () => {
    const proposal = proposalNamespaces([devMainnet, devBase], ['eip155'])
    expect(proposal.eip155?.chains).toEqual(['eip155:1', 'eip155:8453'])
    expect(proposal.eip155?.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']))
    expect(proposal.eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(proposal.eip155?.rpcMap).toEqual({ 'eip155:1': 'http://127.0.0.1:8545', 'eip155:8453': 'http://127.0.0.1:8546' })
  })

  it('SPEC §7: the provider rpcMap carries the configured URLs under the chain reference too (no hosted RPC fallback)', () => {
    const map = providerRpcMap(proposalNamespaces([devMainnet], ['eip155']).eip155!)
    expect(map['1']).toBe('http://127.0.0.1:8545')
    expect(map['eip155:1']).toBe('http://127.0.0.1:8545')
  })

  it('SPEC §5: only namespaces with a configured network are requested; solana when configured', () => {
    expect(requestedNamespaces([devMainnet])).toEqual(['eip155'])
    expect(requestedNamespaces([devMainnet, solana])).toEqual(['eip155', 'solana'])
    expect(requestedNamespaces([devMainnet, solana], ['eip155'])).toEqual(['eip155'])
    expect(requestedNamespaces([devMainnet], ['polkadot'])).toEqual([])
    const proposal = proposalNamespaces([devMainnet, solana], ['eip155', 'solana'])
    expect(proposal.solana?.chains).toEqual([solana.caipNetworkId])
    expect(proposal.solana?.methods).toContain('solana_signMessage')
  })
})
