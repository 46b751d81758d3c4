import { describe, expect, it, vi } from 'vitest'
import { createEip155Adapter } from '../../../../adapters/eip155/adapter'
import { EIP155_MESSAGES } from '../../../../adapters/eip155/errors'
import { isPorticoError, messageIn } from '../../../../kernel/errors'
import type { AdapterEvent, Network } from 'portico'
import { ALICE, announceWallet, BOB, connectedWallet, FakeProvider, rpcError } from './fake-wallet'

const RDNS = 'dev.portico.testwallet'

function network(id: number, rpc = 'http://127.0.0.1:8545'): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    name: `Chain ${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Scan', url: 'http://127.0.0.1:4000' } },
  }
}

function setup(provider: FakeProvider, fetchFn?: typeof fetch) {
  const target = new EventTarget()
  announceWallet(target, { name: 'Portico Test Wallet', rdns: RDNS }, provider)
  const adapter = createEip155Adapter({ announceWaitMs: 20 }, { target, ...(fetchFn ? { fetch: fetchFn } : {}) })
  const events: AdapterEvent[] = []
  adapter.on((event) => events.push(event))
  return { adapter, events, target }
}

describe('eip155 adapter: connection', () => {
  it('SPEC §4 connect: requests accounts and reads the chain id', async () => {
    const provider = connectedWallet()
    const { adapter } = setup(provider)

    const result = await adapter.connect({ connectorId: RDNS })

    expect(result).toEqual({ address: ALICE, chainId: 1, accounts: [{ address: ALICE, type: 'eoa' }] })
    expect(provider.methods()).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(adapter.getProvider()).toBe(provider)
  })

  it('SPEC §4 connect: switches to the requested network', async () => {
    const provider = connectedWallet()
    const { adapter } = setup(provider)

    const result = await adapter.connect({ connectorId: RDNS, network: network(8453) })

    expect(result.chainId).toBe(8453)
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
  })

  it('SPEC §2 UnsupportedChain: a refused switch during connect keeps the connection on the wallet chain', async () => {
    const provider = connectedWallet({ wallet_switchEthereumChain: () => Promise.reject(rpcError(4001, 'User rejected the request.')) })
    const { adapter } = setup(provider)
    await expect(adapter.connect({ connectorId: RDNS, network: network(8453) })).resolves.toMatchObject({ chainId: 1 })
  })

  it('SPEC §8 wallet error codes: a rejected connect surfaces the wallet error (4001)', async () => {
    const provider = connectedWallet({ eth_requestAccounts: () => Promise.reject(rpcError(4001, 'User rejected the request.')) })
    const { adapter } = setup(provider)
    await expect(adapter.connect({ connectorId: RDNS })).rejects.toMatchObject({ code: 4001 })
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('DESIGN every boundary validates: a malformed account list is refused', async () => {
    const { adapter } = setup(connectedWallet({ eth_requestAccounts: () => ['not-an-address'] }))
    await expect(adapter.connect({ connectorId: RDNS })).rejects.toMatchObject({
      code: 'INVALID_WALLET_RESPONSE',
      message: messageIn(EIP155_MESSAGES, 'INVALID_WALLET_RESPONSE', 'eth_requestAccounts'),
    })
  })

  it('SPEC §4 connect: a wallet answering a connect the person left takes the newer session not over', async () => {
    let answerLate: (accounts: string[]) => void = () => undefined
    const late = new FakeProvider({ eth_requestAccounts: () => new Promise((resolve) => (answerLate = resolve)), eth_chainId: () => '0x2105' })
    const current = connectedWallet()
    const { adapter, target } = setup(current)
    announceWallet(target, { name: 'Late Wallet', rdns: 'dev.portico.late' }, late)

    const abandoned = adapter.connect({ connectorId: 'dev.portico.late' })
    await adapter.connect({ connectorId: RDNS })
    answerLate([BOB])

    await expect(abandoned).rejects.toSatisfy((error) => isPorticoError(error, 'CONNECT_SUPERSEDED'))
    expect(adapter.getProvider()).toBe(current)
    expect(late.listenerCount('accountsChanged')).toBe(0)
  })

  it('SPEC §4 connect: an unknown connector is reported', async () => {
    const { adapter } = setup(connectedWallet())
    const error = await adapter.connect({ connectorId: 'com.absent' }).catch((e: unknown) => e)
    expect(isPorticoError(error, 'WALLET_NOT_FOUND')).toBe(true)
    expect(error).toMatchObject({ code: 'WALLET_NOT_FOUND', details: { connectorId: 'com.absent' } })
  })

  it('SPEC §4 reconnect: restores an authorised wallet with eth_accounts, never prompting', async () => {
    const provider = connectedWallet()
    const { adapter } = setup(provider)
    await expect(adapter.reconnect?.({ connectorId: RDNS })).resolves.toMatchObject({ address: ALICE, chainId: 1 })
    expect(provider.methods()).not.toContain('eth_requestAccounts')
  })

  it('SPEC §4 reconnect: gives undefined when the wallet no longer authorises the site or is gone', async () => {
    const { adapter } = setup(connectedWallet({ eth_accounts: () => [] }))
    await expect(adapter.reconnect?.({ connectorId: RDNS })).resolves.toBeUndefined()
    await expect(adapter.reconnect?.({ connectorId: 'com.absent' })).resolves.toBeUndefined()
  })

  it('SPEC §4 disconnect: revokes permissions and forgets the provider', async () => {
    const provider = connectedWallet()
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })

    await adapter.disconnect()

    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(adapter.getProvider()).toBeUndefined()
    expect(provider.listenerCount('accountsChanged')).toBe(0)
  })

  it('SPEC §4 disconnect: a wallet without wallet_revokePermissions still disconnects', async () => {
    const provider = connectedWallet({ wallet_revokePermissions: () => Promise.reject(rpcError(4200, 'Unsupported')) })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('SPEC §8 Provider use: request or switch before connect fails with the catalogue message', async () => {
    const { adapter } = setup(connectedWallet())
    await expect(adapter.request({ method: 'eth_blockNumber' })).rejects.toThrow('Please call connect() before request()')
    await expect(adapter.switchNetwork(network(1))).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
  })
})

describe('eip155 adapter: events', () => {
  it('SPEC §4 account: wallet accountsChanged and chainChanged become adapter events', async () => {
    const provider = connectedWallet()
    const { adapter, events } = setup(provider)
    await adapter.connect({ connectorId: RDNS })

    provider.emit('accountsChanged', [BOB])
    provider.emit('chainChanged', '0x2105')
    provider.emit('chainChanged', 'garbage')

    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [BOB] },
      { type: 'chainChanged', chainId: 8453 },
    ])
  })

  it('SPEC §4 disconnect: an empty accountsChanged or a disconnect event ends the session', async () => {
    const provider = connectedWallet()
    const { adapter, events } = setup(provider)
    await adapter.connect({ connectorId: RDNS })

    provider.emit('accountsChanged', [])

    expect(events).toEqual([{ type: 'disconnect' }])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('SPEC §4 disconnect: a wallet losing its own chain link (1013) is not a disconnect', async () => {
    const provider = connectedWallet()
    const { adapter, events } = setup(provider)
    await adapter.connect({ connectorId: RDNS })
    provider.emit('disconnect', rpcError(1013, 'Chain disconnected'))
    provider.emit('disconnect', rpcError(4900, 'Disconnected'))
    expect(events).toEqual([{ type: 'disconnect' }])
  })

  it('SPEC §3 Connector: a wallet announcing after start emits connectorsChanged', () => {
    const { adapter, events, target } = setup(connectedWallet())
    announceWallet(target, { name: 'Second', rdns: 'com.second' }, new FakeProvider())
    expect(events.at(-1)).toEqual({ type: 'connectorsChanged', connectors: adapter.getConnectors() })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([RDNS, 'com.second'])
  })
})

describe('eip155 adapter: switchNetwork', () => {
  it('SPEC §5 chain switch: uses wallet_switchEthereumChain', async () => {
    const provider = connectedWallet()
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })
    await adapter.switchNetwork(network(8453))
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
  })

  it('SPEC §8 wallet error 4902: adds the chain from the Network, then switches again', async () => {
    const known = new Set(['0x1'])
    const provider = connectedWallet({
      wallet_switchEthereumChain: (params) => {
        const chainId = (params as Array<{ chainId: string }>)[0]?.chainId ?? ''
        if (!known.has(chainId)) throw rpcError(4902, `Unrecognized chain ID "${chainId}".`)
        return null
      },
      wallet_addEthereumChain: (params) => {
        known.add((params as Array<{ chainId: string }>)[0]?.chainId ?? '')
        return null
      },
    })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })

    await adapter.switchNetwork(network(31337, 'http://127.0.0.1:9545'))

    expect(provider.calls.slice(-3)).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] },
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a69',
            chainName: 'Chain 31337',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: ['http://127.0.0.1:9545'],
            blockExplorerUrls: ['http://127.0.0.1:4000'],
          },
        ],
      },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] },
    ])
  })

  it('SPEC §8 Chain switch: any other failure gives the catalogue message with the cause', async () => {
    const refusal = rpcError(4001, 'User rejected the request.')
    const provider = connectedWallet({ wallet_switchEthereumChain: () => Promise.reject(refusal) })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })

    const error = await adapter.switchNetwork(network(8453)).catch((e: unknown) => e)

    expect(error).toMatchObject({
      code: 'SWITCH_CHAIN_FAILED',
      message: "Failed to switch to chain 'eip155:8453'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.",
      cause: refusal,
    })
  })

  it.each([5000, 32603])('SPEC §8 wallet error %i (the wallet does not know the chain): added from the Network, then switched to', async (code) => {
    let added = false
    const provider = connectedWallet({
      wallet_switchEthereumChain: () => (added ? null : Promise.reject(rpcError(code, 'Unknown chain'))),
      wallet_addEthereumChain: () => {
        added = true
        return null
      },
    })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })
    await adapter.switchNetwork(network(10))
    expect(provider.methods().slice(-3)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
  })

  it("SPEC §8: a wallet that does not know the chain and will not add it: 'Chain is not supported', its refusal the cause", async () => {
    const refusal = rpcError(4001, 'User rejected the request.')
    const provider = connectedWallet({
      wallet_switchEthereumChain: () => Promise.reject(rpcError(4902, 'Unrecognized chain')),
      wallet_addEthereumChain: () => Promise.reject(refusal),
    })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })
    await expect(adapter.switchNetwork(network(10))).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported', cause: refusal })
  })
})

describe('eip155 adapter: balance, signing, transactions', () => {
  it('SPEC §7 chain RPC: getBalance calls eth_getBalance on the network RPC and formats 18 decimals', async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x1bc16d674ec80000' })))
    const { adapter } = setup(connectedWallet(), fetchFn as unknown as typeof fetch)

    await expect(adapter.getBalance?.({ address: ALICE, network: network(1) })).resolves.toEqual({ balance: '2', symbol: 'ETH' })
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://127.0.0.1:8545')
    expect(JSON.parse(init.body as string)).toMatchObject({ method: 'eth_getBalance', params: [ALICE, 'latest'] })
  })

  it('SPEC §9 RPC retries: a failing node is retried, then succeeds', async () => {
    let attempts = 0
    const fetchFn = async () => {
      attempts++
      if (attempts < 3) return new Response('busy', { status: 503 })
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x0' }))
    }
    const { adapter } = setup(connectedWallet(), fetchFn as typeof fetch)
    await expect(adapter.getBalance?.({ address: ALICE, network: network(1) })).resolves.toEqual({ balance: '0', symbol: 'ETH' })
    expect(attempts).toBe(3)
  })

  it("SPEC §9 RPC retries: a node's own error answer is not retried and keeps its JSON-RPC code", async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'header not found' } })))
    const { adapter } = setup(connectedWallet(), fetchFn as unknown as typeof fetch)
    await expect(adapter.getBalance?.({ address: ALICE, network: network(1) })).rejects.toMatchObject({
      code: 'RPC_NODE_ERROR',
      message: 'header not found',
      details: { code: -32000, method: 'eth_getBalance' },
    })
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })

  it('SPEC §8 RPC: a network without an RPC url gives the catalogue message', async () => {
    const { adapter } = setup(connectedWallet())
    const noRpc = { ...network(1), rpcUrls: { default: { http: [] } } }
    await expect(adapter.getBalance?.({ address: ALICE, network: noRpc })).rejects.toThrow('No RPC url provided for chainId')
  })

  it("SPEC §8 RPC: the balance on a chain the app did not configure (a wallet moved there itself): 'JSON-RPC provider for eip155:999 not found', nothing asked", async () => {
    const fetchFn = vi.fn()
    const adapter = createEip155Adapter({}, { fetch: fetchFn as unknown as typeof fetch, networks: [network(1), network(8453)] })
    // The kernel's stand-in for a chain outside the app's networks (kernel/connection/context.ts unconfiguredNetwork).
    const elsewhere = { ...network(999), rpcUrls: { default: { http: [] } } }
    await expect(adapter.getBalance?.({ address: ALICE, network: elsewhere })).rejects.toMatchObject({
      code: 'RPC_PROVIDER_NOT_FOUND',
      message: 'JSON-RPC provider for eip155:999 not found',
    })
    await expect(adapter.getBalance?.({ address: ALICE, network: { ...network(8453), rpcUrls: { default: { http: [] } } } })).rejects.toMatchObject({ code: 'RPC_URL_MISSING' })
    expect(fetchFn).not.toHaveBeenCalled()
  })

  it('SPEC §5 EVM address: getBalance refuses an invalid address before any request', async () => {
    const fetchFn = vi.fn()
    const { adapter } = setup(connectedWallet(), fetchFn as unknown as typeof fetch)
    await expect(adapter.getBalance?.({ address: '0x123', network: network(1) })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('Invalid EVM address'),
    })
    expect(fetchFn).not.toHaveBeenCalled()
  })

  it('SPEC §6 personal_sign: signMessage hex-encodes the message and returns the signature', async () => {
    const signature = `0x${'ab'.repeat(65)}`
    const provider = connectedWallet({ personal_sign: () => signature })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })

    await expect(adapter.signMessage({ message: 'hi', address: ALICE })).resolves.toBe(signature)
    expect(provider.calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x6869', ALICE] })
  })

  it('SPEC §6 eth_sendTransaction: sends from the connected account with hex quantities', async () => {
    const hash = `0x${'12'.repeat(32)}`
    const provider = connectedWallet({ eth_sendTransaction: () => hash })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })

    await expect(adapter.sendTransaction({ to: BOB, value: 10n ** 18n, data: '0x' })).resolves.toBe(hash)
    expect(provider.calls.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: ALICE, to: BOB, value: '0xde0b6b3a7640000', data: '0x' }],
    })
  })

  it('EIP-55: a mixed-case receiver whose checksum fails never reaches the wallet; lower case goes through', async () => {
    const provider = connectedWallet({ eth_sendTransaction: () => `0x${'56'.repeat(32)}` })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })
    const typo = '0x70997970C51812dc3A010C7d01b50e0d17dc78C8' // a checksummed address with one digit wrong
    await expect(adapter.sendTransaction({ to: typo, value: 1n })).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    expect(provider.calls.some((call) => call.method === 'eth_sendTransaction')).toBe(false)
    await adapter.sendTransaction({ to: typo.toLowerCase(), value: 1n })
    expect(provider.calls.at(-1)).toMatchObject({ method: 'eth_sendTransaction', params: [{ to: typo.toLowerCase() }] })
  })

  it('a prebuilt transaction (SendTransactionArgs.transaction, e.g. a Solana transfer) never reaches the wallet as a transfer', async () => {
    const provider = connectedWallet({ eth_sendTransaction: () => `0x${'56'.repeat(32)}` })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })
    await expect(adapter.sendTransaction({ to: BOB, value: 1n, transaction: 'AQID' })).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    expect(provider.calls.some((call) => call.method === 'eth_sendTransaction')).toBe(false)
  })

  it('SPEC §6 eth_sendTransaction: follows accountsChanged for the sender', async () => {
    const provider = connectedWallet({ eth_sendTransaction: () => `0x${'34'.repeat(32)}` })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })
    provider.emit('accountsChanged', [BOB])
    await adapter.sendTransaction({ to: ALICE })
    expect(provider.calls.at(-1)).toEqual({ method: 'eth_sendTransaction', params: [{ from: BOB, to: ALICE }] })
  })

  it('SPEC §7 wallet methods: request passes through to the connected wallet', async () => {
    const provider = connectedWallet({ eth_blockNumber: () => '0x10' })
    const { adapter } = setup(provider)
    await adapter.connect({ connectorId: RDNS })
    await expect(adapter.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
  })
})

describe('eip155 adapter: SSR', () => {
  it('DESIGN no window at import time: without a window the adapter lists no connectors', () => {
    const adapter = createEip155Adapter()
    expect(adapter.getConnectors()).toEqual([])
    adapter.destroy?.()
  })
})
