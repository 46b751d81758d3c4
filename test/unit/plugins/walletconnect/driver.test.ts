/**
 * The WalletConnect driver and controller over a stand-in SDK provider (the
 * real SDK pairs with a real wallet in test/e2e/walletconnect): when the SDK
 * loads, what the kernel sees of session events, and the SPEC §8 errors.
 */
import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { messageOf } from '../../../../kernel/errors'
import { base, mainnet, solana } from 'portico/networks'
import { produce } from '../../../../kernel/drafts'
import type { AdapterEvent, Kernel } from 'portico'
import { createController } from '../../../../plugins/walletconnect/controller'
import { createWalletConnectDriver } from '../../../../plugins/walletconnect/driver'
import { initialWalletConnectState, type WalletConnectSlice, type WalletConnectState } from '../../../../plugins/walletconnect/state'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SESSION = {
  topic: 'session-topic',
  namespaces: { eip155: { accounts: [`eip155:1:${ADDRESS}`], methods: ['personal_sign', 'wallet_switchEthereumChain'], events: ['chainChanged'] } },
}

class FakeProvider extends EventEmitter {
  session: typeof SESSION | undefined
  client = new EventEmitter()
  connect = vi.fn(async () => {
    this.emit('display_uri', 'wc:fake@2?relay-protocol=irn&symKey=00')
    return new Promise<typeof SESSION>((resolve) => {
      this.approve = () => {
        this.session = SESSION
        resolve(SESSION)
      }
    })
  })
  approve: () => void = () => undefined
  request = vi.fn(async (args: { method: string }, _chain?: string): Promise<unknown> => {
    if (args.method === 'wallet_switchEthereumChain') throw Object.assign(new Error('User rejected.'), { code: 4001 })
    return '0xsigned'
  })
  setDefaultChain = vi.fn()
  disconnect = vi.fn(async () => {
    this.session = undefined
  })
}

function fakeKernel() {
  return { config: { networks: [mainnet, base], debug: false } } as unknown as Kernel
}

/** The plugin's slice, as its scope gives it: read it, write it through a recipe. */
function walletConnectSlice() {
  let wc: WalletConnectState = initialWalletConnectState
  const slice: WalletConnectSlice = { getState: () => wc, setState: (recipe) => void (wc = produce(wc, recipe)) }
  return slice
}

function setup() {
  const provider = new FakeProvider()
  const loadSdk = vi.fn(async () => ({ createProvider: async () => provider }))
  const kernel = fakeKernel()
  const state = walletConnectSlice()
  const controller = createController({ kernel, state, loadSdk: loadSdk as never, reusesPairing: () => false })
  const driver = createWalletConnectDriver('eip155', controller)
  const events: AdapterEvent[] = []
  driver.on((event) => events.push(event))
  return { provider, loadSdk, kernel, state, controller, driver, events }
}

async function connected() {
  const world = setup()
  const connecting = world.driver.connect({ connectorId: 'walletConnect', network: mainnet })
  await vi.waitFor(() => expect(world.provider.connect).toHaveBeenCalled())
  world.provider.approve()
  return { ...world, result: await connecting }
}

describe('WalletConnect driver', () => {
  it('SPEC §2/§3: lists the WalletConnect connector (type MULTI_CHAIN: one session over namespaces) without loading the SDK', () => {
    const { driver, loadSdk } = setup()
    expect(driver.getConnectors()).toEqual([{ id: 'walletConnect', name: 'WalletConnect', type: 'MULTI_CHAIN', chain: 'eip155', markView: 'WalletConnectMark', tag: 'QR CODE' }])
    expect(loadSdk).not.toHaveBeenCalled()
  })

  it('SPEC §3: connect shows the pairing URI with its 4-minute expiry, then returns the session account', async () => {
    const { provider, state, driver } = setup()
    const connecting = driver.connect({ connectorId: 'walletConnect', network: mainnet })
    await vi.waitFor(() => expect(state.getState().uri).toMatch(/^wc:/))
    const { pairingExpiry } = state.getState()
    expect((pairingExpiry ?? 0) - Date.now()).toBeGreaterThan(239_000)
    expect(state.getState().error).toBe(false)
    provider.approve()
    expect(await connecting).toEqual({
      address: ADDRESS,
      chainId: 1,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      networkState: { approvedCaipNetworkIds: expect.arrayContaining(['eip155:1']), supportsAllNetworks: false },
    })
    expect(state.getState().uri).toBeUndefined()
    expect(state.getState().pairingExpiry).toBeUndefined()
    expect(provider.connect.mock.calls[0]).toEqual([
      { optionalNamespaces: { eip155: expect.objectContaining({ chains: ['eip155:1', 'eip155:8453'] }) } },
    ])
  })

  it('SPEC §3 wcError: a failed proposal marks the slice in error and fails the connect; a new pairing URI clears it', async () => {
    const { provider, state, driver } = setup()
    const refused = Object.assign(new Error('Proposal expired'), { code: 8000 })
    provider.connect.mockImplementationOnce(async () => {
      throw refused
    })
    await expect(driver.connect({ connectorId: 'walletConnect', network: mainnet })).rejects.toBe(refused)
    expect(state.getState().error).toBe(true)
    expect(state.getState().uri).toBeUndefined()
    const retry = driver.connect({ connectorId: 'walletConnect', network: mainnet })
    await vi.waitFor(() => expect(state.getState().uri).toMatch(/^wc:/))
    expect(state.getState().error).toBe(false)
    provider.approve()
    expect((await retry).address).toBe(ADDRESS)
  })

  it('SPEC §9: a refresh proposes again and the first connect resolves with the fresh pairing', async () => {
    const { provider, controller, driver } = setup()
    const connecting = driver.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(provider.connect).toHaveBeenCalledTimes(1))
    controller.refresh()
    expect(provider.connect).toHaveBeenCalledTimes(2)
    provider.approve()
    expect((await connecting).address).toBe(ADDRESS)
  })

  it('SPEC §8: a request before connect() is refused with the provider-use message', async () => {
    const { driver } = setup()
    await expect(driver.request({ method: 'personal_sign' })).rejects.toThrow(messageOf('PROVIDER_NOT_CONNECTED'))
  })

  it('SPEC §8: a refused switch gives the chain-switch message with the wallet error as cause', async () => {
    const { driver } = await connected()
    const failure = driver.switchNetwork(base)
    await expect(failure).rejects.toThrow(messageOf('SWITCH_CHAIN_FAILED', "'eip155:8453'"))
    await expect(failure).rejects.toMatchObject({ code: 'SWITCH_CHAIN_FAILED', cause: { code: 4001 } })
  })

  it('SPEC §4: session events become driver events (accounts, chain, delete)', async () => {
    const { provider, events } = await connected()
    provider.emit('accountsChanged', [ADDRESS])
    provider.emit('chainChanged', '8453')
    provider.emit('session_delete', { topic: SESSION.topic })
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [ADDRESS] }, { type: 'chainChanged', chainId: 8453 }, { type: 'disconnect' }])
  })

  it('SPEC §4: an expired session ends the connection', async () => {
    const { provider, events } = await connected()
    provider.session = undefined
    provider.client.emit('session_expire', { topic: SESSION.topic })
    expect(events).toEqual([{ type: 'disconnect' }])
  })

  it('SPEC §4: reconnect restores a stored session and gives nothing without one', async () => {
    const world = setup()
    expect(await world.driver.reconnect?.({ connectorId: 'walletConnect' })).toBeUndefined()
    world.provider.session = SESSION
    expect((await world.driver.reconnect?.({ connectorId: 'walletConnect' }))?.address).toBe(ADDRESS)
    expect(world.loadSdk).toHaveBeenCalledTimes(1)
  })

  it('Solana: the wallet signs and sends the transaction the solana adapter built; a bare transfer is refused before the wallet is asked', async () => {
    const world = setup()
    const owner = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const session = { topic: SESSION.topic, namespaces: { solana: { accounts: [`${solana.caipNetworkId}:${owner}`], methods: ['solana_signAndSendTransaction'], events: [] } } }
    world.provider.session = session as never
    const driver = createWalletConnectDriver('solana', world.controller)
    expect((await driver.reconnect?.({ connectorId: 'walletConnect', network: solana }))?.address).toBe(owner)
    world.provider.request.mockClear()
    await expect(driver.sendTransaction({ to: owner, value: 1n })).rejects.toMatchObject({ code: 'WC_SOLANA_SEND_VIA_REQUEST' })
    expect(world.provider.request).not.toHaveBeenCalled()
    world.provider.request.mockResolvedValueOnce({ signature: '5SigBase58' })
    await expect(driver.sendTransaction({ to: owner, value: 1n, transaction: 'AQID' })).resolves.toBe('5SigBase58')
    expect(world.provider.request).toHaveBeenCalledWith({ method: 'solana_signAndSendTransaction', params: { transaction: 'AQID' } }, solana.caipNetworkId)
  })

  it('SPEC §4: disconnect deletes the session through the SDK', async () => {
    const { provider, driver } = await connected()
    await driver.disconnect()
    expect(provider.disconnect).toHaveBeenCalledTimes(1)
    await expect(driver.request({ method: 'personal_sign' })).rejects.toThrow(messageOf('PROVIDER_NOT_CONNECTED'))
  })
})
