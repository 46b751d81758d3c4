/**
 * portico/wagmi against wagmi's real core (@wagmi/core: createConfig, connect, reconnect, switchChain,
 * disconnect, signMessage) and the real Portico kernel (createModal, its runtime, router, storage and
 * connection) over a stub eip155 wallet: the two follow each other both ways, and a reload restores both
 * without a prompt.
 */
import { connect, createStorage, disconnect, getConnection, reconnect, signMessage, switchChain, type Config } from '@wagmi/core'
import { mainnet as viemMainnet, base as viemBase, optimism as viemOptimism } from 'viem/chains'
import { getAddress, UserRejectedRequestError } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModal, definePlugin } from 'portico'
import { base, mainnet } from 'portico/networks'
import type { AdapterDescriptor, AdapterEvent, AdapterInstance, Modal, Network } from 'portico'
import { porticoWagmiConfig } from 'portico/wagmi'
import { localStorageWith } from '../kernel/helpers'
import { json, stubFetch } from '../kernel/stub-adapter'

const ACCOUNT = '0x' + 'ab'.repeat(20)
const OTHER = '0x' + 'cd'.repeat(20)

/** A browser wallet: it keeps its permission across page loads, and records what it was asked. */
function stubWallet(id = 'injected', type: 'INJECTED' | 'MULTI_CHAIN' | 'AUTH' = 'INJECTED') {
  const listeners = new Set<(event: AdapterEvent) => void>()
  let authorized = false
  let chainId = 1
  const requests: Array<{ method: string; params?: unknown }> = []
  const instance: AdapterInstance = {
    namespace: 'eip155',
    getConnectors: () => [{ id, name: `Stub ${type}`, type, chain: 'eip155' }],
    connect: vi.fn(async ({ network }: { network?: Network }) => {
      authorized = true
      chainId = Number(network?.id ?? 1)
      return { address: ACCOUNT, chainId }
    }),
    reconnect: vi.fn(async () => (authorized ? { address: ACCOUNT, chainId } : undefined)),
    disconnect: vi.fn(async () => {
      authorized = false
    }),
    switchNetwork: vi.fn(async (network: Network) => {
      chainId = Number(network.id)
    }),
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
    signMessage: async () => '0xsigned',
    sendTransaction: async () => '0xhash',
    request: async () => null,
    getProvider: () => ({
      request: async (args: { method: string; params?: unknown }) => {
        requests.push(args)
        return args.method === 'personal_sign' ? '0x5167' : args.method === 'eth_chainId' ? `0x${chainId.toString(16)}` : null
      },
    }),
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    instance,
    requests,
    emit: (event: AdapterEvent) => listeners.forEach((listener) => listener(event)),
    descriptor: { namespace: 'eip155', load: async () => ({ create: () => instance }) } satisfies AdapterDescriptor,
  }
}

type Wallet = ReturnType<typeof stubWallet>

/** What a page keeps across reloads: Portico's localStorage and wagmi's storage. */
function browserStorage() {
  return { portico: localStorageWith(), wagmi: localStorageWith() }
}

const pages: Modal[] = []
afterEach(async () => {
  await Promise.all(pages.splice(0).map((modal) => modal.destroy()))
})

/** One page load: a Portico modal and a wagmi config over it, sharing the "browser's" storage. */
function page(wallet: Wallet, storage = browserStorage()): { modal: Modal; config: Config; storage: typeof storage } {
  const { fetch } = stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }) })
  const modal = createModal(
    { projectId: 'wagmi-test', networks: [mainnet, base], adapters: [wallet.descriptor], features: { analytics: false } },
    { fetch, storage: { localStorage: storage.portico } },
  )
  pages.push(modal)
  const config = porticoWagmiConfig({ modal, chains: [viemMainnet, viemBase], storage: createStorage({ storage: storage.wagmi }) })
  return { modal, config, storage }
}

const flush = async (turns = 10) => {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve))
}

/** Until `check` holds (the kernel's chunks load on first use). */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000
  while (!check() && Date.now() < deadline) await flush(1)
  expect(check()).toBe(true)
}

const porticoAccount = (modal: Modal) => modal.getState().chains.eip155?.accountState
const porticoChainId = (modal: Modal) => Number(modal.getState().chains.eip155?.networkState.caipNetwork?.id)

/** wagmi's connect while the person picks the stub wallet in Portico's modal. */
async function connectFromWagmi(modal: Modal, config: Config) {
  const connecting = connect(config, { connector: config.connectors[0]! })
  await until(() => modal.getState().router.open)
  await modal.connect({ namespace: 'eip155', connectorId: 'injected' })
  modal.close()
  return connecting
}

describe('portico/wagmi: the Portico connector in wagmi', () => {
  it("wagmi's connect opens Portico's modal on eip155; the wallet picked there is wagmi's account", async () => {
    const wallet = stubWallet()
    const { modal, config } = page(wallet)
    expect(config.connectors.map((connector) => [connector.id, connector.name])).toEqual([['portico', 'Portico']])

    const result = await connectFromWagmi(modal, config)
    expect(result).toEqual({ accounts: [getAddress(ACCOUNT)], chainId: 1 })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: getAddress(ACCOUNT), chainId: 1 })
    expect(porticoAccount(modal)?.status).toBe('connected')
    expect(wallet.instance.connect).toHaveBeenCalledTimes(1)
  })

  it('closing the modal without a wallet rejects the connect as the user refusing (4001); wagmi stays disconnected', async () => {
    const { modal, config } = page(stubWallet())
    const connecting = connect(config, { connector: config.connectors[0]! })
    await until(() => modal.getState().router.open)
    modal.close()
    const error = await connecting.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(getConnection(config).status).toBe('disconnected')
  })

  it("a connection made in Portico's own modal shows in wagmi; the connector then answers with it without opening the modal", async () => {
    const wallet = stubWallet()
    const { modal, config } = page(wallet)
    await modal.connect({ namespace: 'eip155', connectorId: 'injected' })
    await until(() => getConnection(config).status === 'connected')
    expect(getConnection(config)).toMatchObject({ address: getAddress(ACCOUNT), chainId: 1 })

    // The connector asked to connect while Portico is connected answers with that connection, no modal.
    const open = vi.spyOn(modal, 'open')
    await expect(config.connectors[0]!.connect()).resolves.toEqual({ accounts: [getAddress(ACCOUNT)], chainId: 1 })
    await expect(config.connectors[0]!.connect({ withCapabilities: true })).resolves.toEqual({ accounts: [{ address: getAddress(ACCOUNT), capabilities: {} }], chainId: 1 })
    expect(open).not.toHaveBeenCalled()
    expect(wallet.instance.connect).toHaveBeenCalledTimes(1)
  })

  it("the wallet's account change and a Portico network switch reach wagmi; wagmi's switchChain switches Portico", async () => {
    const wallet = stubWallet()
    const { modal, config } = page(wallet)
    await connectFromWagmi(modal, config)

    wallet.emit({ type: 'accountsChanged', accounts: [OTHER] })
    await until(() => getConnection(config).address === getAddress(OTHER))

    await modal.switchNetwork(base)
    await until(() => getConnection(config).chainId === 8453)

    await expect(switchChain(config, { chainId: 1 })).resolves.toMatchObject({ id: 1 })
    expect(porticoChainId(modal)).toBe(1)
    expect(wallet.instance.switchNetwork).toHaveBeenLastCalledWith(expect.objectContaining({ caipNetworkId: 'eip155:1' }))
    await until(() => getConnection(config).chainId === 1)
  })

  it("options are checked (WAGMI_INVALID_OPTIONS); wagmi's switchChain to a chain the modal does not have is a SwitchChainError naming it", async () => {
    const wallet = stubWallet()
    const { modal } = page(wallet)
    // A config whose chains the modal lacks cannot be built; the connector refuses such a chain too.
    expect(() => porticoWagmiConfig({ modal, chains: [viemMainnet, viemOptimism] })).toThrow(
      "Invalid porticoWagmiConfig options: Chain 10 is not among the Portico modal's eip155 networks",
    )
    expect(() => porticoWagmiConfig({ modal: {} as Modal, chains: [] as never })).toThrow(
      'Invalid porticoWagmiConfig options: modal: expected the modal createModal returns; chains: expected one or more wagmi (viem) chains, each with an integer id and a name',
    )
    const { config } = page(wallet)
    const connector = config.connectors[0]!
    await expect(connector.switchChain?.({ chainId: 10 })).rejects.toMatchObject({ name: 'SwitchChainError', cause: { code: 'WAGMI_CHAIN_NOT_IN_MODAL' } })
  })

  it("wagmi's disconnect disconnects Portico; Portico's disconnect disconnects wagmi", async () => {
    const wallet = stubWallet()
    const { modal, config } = page(wallet)
    await connectFromWagmi(modal, config)
    await disconnect(config)
    expect(getConnection(config).status).toBe('disconnected')
    expect(porticoAccount(modal)?.status).toBe('disconnected')
    expect(wallet.instance.disconnect).toHaveBeenCalledTimes(1)

    await connectFromWagmi(modal, config)
    await modal.disconnect()
    await until(() => getConnection(config).status === 'disconnected')
  })

  it('signMessage goes through the connected wallet (the provider Portico holds)', async () => {
    const wallet = stubWallet()
    const { modal, config } = page(wallet)
    await expect(config.connectors[0]!.getProvider().then((provider) => (provider as { request(a: unknown): Promise<unknown> }).request({ method: 'eth_accounts' }))).rejects.toMatchObject({
      code: 4900,
      message: 'Please call connect() before request()',
    })
    await connectFromWagmi(modal, config)
    await expect(signMessage(config, { message: 'hello wagmi' })).resolves.toBe('0x5167')
    expect(wallet.requests.find((request) => request.method === 'personal_sign')).toEqual({ method: 'personal_sign', params: ['0x68656c6c6f207761676d69', getAddress(ACCOUNT)] })
  })

  it("a connection through a plugin's connector (WalletConnect, the embedded wallet) is followed the same way: requests go to its provider", async () => {
    const browserWallet = stubWallet()
    const remote = stubWallet('walletConnect', 'MULTI_CHAIN')
    const plugin = definePlugin({ name: 'remote-wallet', load: async () => ({ setup: (kernel) => kernel.registerConnector('eip155', remote.instance) }) })
    const { fetch } = stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }) })
    const modal = createModal(
      { projectId: 'wagmi-test', networks: [mainnet, base], adapters: [browserWallet.descriptor], plugins: [plugin], features: { analytics: false } },
      { fetch, storage: { localStorage: localStorageWith() } },
    )
    pages.push(modal)
    const config = porticoWagmiConfig({ modal, chains: [viemMainnet, viemBase] })
    const connecting = connect(config, { connector: config.connectors[0]! })
    await until(() => modal.getState().router.open && Boolean(modal.kernel.plugin('remote-wallet')))
    await modal.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    await expect(connecting).resolves.toEqual({ accounts: [getAddress(ACCOUNT)], chainId: 1 })
    await expect(signMessage(config, { message: 'hello wagmi' })).resolves.toBe('0x5167')
    expect(remote.requests.map((request) => request.method)).toContain('personal_sign')
    expect(browserWallet.requests).toEqual([])
  })

  it('a reload restores both without a prompt: wagmi reconnects once Portico has restored its session', async () => {
    const wallet = stubWallet()
    const first = page(wallet)
    await connectFromWagmi(first.modal, first.config)
    await first.config.connectors[0]!.switchChain?.({ chainId: 8453 })
    await first.modal.destroy()

    // The reload: a new modal and a new wagmi config over the same storage.
    const { modal, config } = page(wallet, first.storage)
    const open = vi.spyOn(modal, 'open')
    const connections = await reconnect(config)
    expect(connections.map(({ accounts, chainId }) => ({ accounts, chainId }))).toEqual([{ accounts: [getAddress(ACCOUNT)], chainId: 8453 }])
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: getAddress(ACCOUNT), chainId: 8453 })
    expect(porticoAccount(modal)?.status).toBe('connected')
    expect(open).not.toHaveBeenCalled()
    expect(wallet.instance.connect).toHaveBeenCalledTimes(1) // the first page's: no second prompt
    expect(wallet.instance.reconnect).toHaveBeenCalled()
  })

  it("wagmi's connect while Portico restores a session takes that session: no modal, no prompt", async () => {
    const wallet = stubWallet()
    const first = page(wallet)
    await connectFromWagmi(first.modal, first.config)
    await first.modal.destroy()

    const { modal, config } = page(wallet, first.storage)
    const open = vi.spyOn(modal, 'open')
    await expect(config.connectors[0]!.connect()).resolves.toEqual({ accounts: [getAddress(ACCOUNT)], chainId: 1 })
    expect(open).not.toHaveBeenCalled()
    expect(wallet.instance.connect).toHaveBeenCalledTimes(1)
  })

  it('after a disconnect, a reload restores neither and prompts for nothing', async () => {
    const wallet = stubWallet()
    const first = page(wallet)
    await connectFromWagmi(first.modal, first.config)
    await disconnect(first.config)
    await first.modal.destroy()

    const { modal, config } = page(wallet, first.storage)
    const open = vi.spyOn(modal, 'open')
    await expect(reconnect(config)).resolves.toEqual([])
    expect(getConnection(config).status).toBe('disconnected')
    expect(porticoAccount(modal)?.status ?? 'disconnected').toBe('disconnected')
    expect(open).not.toHaveBeenCalled()
  })
})
