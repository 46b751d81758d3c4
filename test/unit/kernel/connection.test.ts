import { describe, expect, it, vi } from 'vitest'
import { createAdapterRegistry } from '../../../kernel/adapters'
import { createBus } from '../../../kernel/bus'
import type { AnalyticsEvent } from '../../../kernel/bus'
import { createConnection, unconfiguredNetwork } from '../../../kernel/connection'
import { dropZeroDecimalTokens } from '../../../kernel/connection/balances'
import { PorticoError } from '../../../kernel/errors'
import { base, sepolia, solana } from 'portico/networks'
import { createServices } from '../../../kernel/services'
import { createStorage, KERNEL_KEYS } from '../../../kernel/storage'
import { createStore, initialKernelState, selectActiveNetwork } from '../../../kernel/store'
import { updateAccount } from '../../../kernel/store-rules'
import { produce } from '../../../kernel/drafts'
import { createToasts } from '../../../kernel/toast'
import type { CustomWallet, Kernel, Namespace, TokenBalance } from 'portico'
import { resolved, testConfig } from './helpers'
import { json, stubAdapter, stubFetch } from './stub-adapter'
import { EMBEDDED_WALLET_KEYS } from '../../../plugins/embedded-wallet/storage-keys'

const ADDRESS = '0x' + '1'.repeat(40)
const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol, symbol, chainId: 'eip155:1', price: 1, value: 2, quantity: { decimals, numeric: '2' }, iconUrl: '',
})

function setup(options: { routes?: Record<string, () => Response>; adapter?: ReturnType<typeof stubAdapter>; storage?: ReturnType<typeof createStorage>; now?: () => number; customWallets?: CustomWallet[] } = {}) {
  const config = { ...testConfig(), customWallets: options.customWallets ?? [] }
  const store = createStore(initialKernelState(config), produce)
  const bus = createBus()
  const storage = options.storage ?? createStorage()
  const { fetch, calls } = stubFetch({
    '/balance': json({ balances: [token('USDC', '6'), token('NFT', '0')] }),
    ['/identity/' + ADDRESS]: json({ name: 'alice.eth', avatar: 'https://img/alice.png' }),
    ...options.routes,
  })
  const services = createServices({ config: { ...config, projectId: 'p' }, fetch })
  const adapter = options.adapter ?? stubAdapter()
  const adapters = createAdapterRegistry({ kernel: () => ({}) as Kernel, isConnected: () => false })
  adapters.register({ namespace: 'eip155', load: async () => ({ create: () => adapter }) })
  const toasts = createToasts(store)
  const errors: unknown[] = []
  const connection = createConnection({ config, store, bus, storage, services, adapters, toasts, onError: (e) => errors.push(e), now: options.now })
  const analytics: AnalyticsEvent[] = []
  bus.on('analytics', (event) => analytics.push(event))
  const account = (namespace: Namespace = 'eip155') => store.getState().chains[namespace]!.accountState
  return { config, store, bus, storage, adapter, adapters, connection, analytics, errors, calls, account }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('kernel/connection', () => {
  it('SPEC §3/§4/§6: connect fills the account state and stores the connector and recent wallet', async () => {
    const { connection, account, store, storage, analytics } = setup()
    const statuses: string[] = []
    store.subscribe((state) => statuses.push(state.chains.eip155!.accountState.status))
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(statuses[0]).toBe('connecting')
    expect(account()).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      connectorId: 'injected',
      preferredAccountType: 'smartAccount',
      addressExplorerUrl: `https://etherscan.io/address/${ADDRESS}`,
      connectedWalletInfo: { name: 'Test Wallet', icon: 'https://img/test.png', rdns: 'dev.test', type: 'INJECTED' },
    })
    expect(store.getState().connection.status).toBe('connected')
    expect(storage.getConnectorId('eip155')).toBe('injected')
    expect(storage.get(KERNEL_KEYS.walletId)).toBe('wallet-123')
    expect(storage.get(KERNEL_KEYS.activeCaipNetworkId)).toBe('eip155:1')
    expect(storage.get(KERNEL_KEYS.recentWallets)).toEqual([{ id: 'wallet-123', name: 'Test Wallet', imageUrl: 'https://img/test.png' }])
    expect(store.getState().connection.recentWallet).toEqual({ id: 'wallet-123', name: 'Test Wallet', imageUrl: 'https://img/test.png' })
    expect(analytics.map((event) => event.event)).toContain('CONNECT_SUCCESS')
  })

  it("SPEC §3 recentWallet: a connector without a registry id is remembered by its own id; the wallet's preferred account type and deployment are kept", async () => {
    const adapter = stubAdapter()
    const connector = adapter.getConnectors()[0]!
    delete connector.explorerId
    adapter.connect.mockResolvedValueOnce({ address: ADDRESS, chainId: 1, preferredAccountType: 'eoa', smartAccountDeployed: true } as never)
    const { connection, account, store, storage } = setup({ adapter })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(store.getState().connection.recentWallet).toEqual({ id: 'injected', name: 'Test Wallet', imageUrl: 'https://img/test.png' })
    expect(storage.get(KERNEL_KEYS.recentWallets)).toEqual([{ id: 'injected', name: 'Test Wallet', imageUrl: 'https://img/test.png' }])
    expect(account()).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: true, allAccounts: [{ address: ADDRESS, type: 'eoa' }] })
    // SPEC §3/§6: the wallet's preference is kept for a restore whose wallet does not say it.
    expect(storage.get(KERNEL_KEYS.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
    expect(storage.getPreferredAccountType('eip155')).toBe('eoa')
  })

  it('SPEC §5: balances (decimals-0 tokens dropped), native balance with 3 decimals, and identity on EVM mainnet', async () => {
    const { connection, account } = setup()
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await settle()
    await vi.waitFor(() => expect(account().profileName).toBe('alice.eth'))
    expect(account().tokenBalance.map((balance) => balance.symbol)).toEqual(['USDC'])
    expect(account()).toMatchObject({ balance: '1.235', balanceSymbol: 'ETH', balanceLoading: false, profileImage: 'https://img/alice.png' })
    expect(dropZeroDecimalTokens([token('A', '0'), token('B', '18')]).map((t) => t.symbol)).toEqual(['B'])
  })

  it('an adapter with no chain to ask (no getBalance) leaves the balance unavailable: no number, no toast, no error', async () => {
    const { getBalance: _unused, ...withoutBalance } = stubAdapter()
    const { connection, account, store, errors } = setup({ adapter: withoutBalance as ReturnType<typeof stubAdapter> })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(account().balanceLoading).toBe(false))
    expect(account()).toMatchObject({ balanceUnavailable: true, balance: undefined, status: 'connected' })
    expect(store.getState().toast.open).toBe(false)
    expect(errors).toEqual([])
  })

  it("a node that does not answer the native balance shows 'Balance unavailable', not 0; the next read that succeeds shows the balance", async () => {
    const adapter = stubAdapter()
    adapter.getBalance.mockRejectedValueOnce(new Error('eth_getBalance: HTTP 500'))
    const { connection, account, errors } = setup({ adapter })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(account().balanceLoading).toBe(false))
    expect(account()).toMatchObject({ balanceUnavailable: true, balance: undefined, status: 'connected' })
    expect(errors).toHaveLength(1)
    await connection.refreshBalance('eip155')
    expect(account()).toMatchObject({ balanceUnavailable: false, balance: '1.235', balanceSymbol: 'ETH' })
  })

  it('a balance, token list or profile that answers after the disconnect is dropped, not written onto the disconnected account', async () => {
    let answer!: (value: { balance: string; symbol: string }) => void
    const adapter = stubAdapter()
    const { connection, account, store } = setup({ adapter })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(account().balanceLoading).toBe(false))
    adapter.getBalance.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const late = connection.refreshBalance('eip155', { force: true })
    await vi.waitFor(() => expect(answer).toBeDefined())
    await connection.disconnect()
    answer({ balance: '9', symbol: 'ETH' })
    await late
    const { status, address, balance, tokenBalance, balanceLoading, profileName } = account()
    expect({ status, address, balance, tokenBalance, balanceLoading, profileName }).toEqual({ status: 'disconnected', address: undefined, balance: undefined, tokenBalance: [], balanceLoading: false, profileName: undefined })
    expect(store.getState().toast.open).toBe(false)
  })

  it('a balance read whose cache lookup outlives the disconnect does not ask the wallet for the ended account', async () => {
    const adapter = stubAdapter()
    const storage = createStorage()
    const { connection, account } = setup({ adapter, storage })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(account().balanceLoading).toBe(false))
    const asked = adapter.getBalance.mock.calls.length
    let lookedUp!: () => void
    const cacheGet = storage.cache.get.bind(storage.cache)
    vi.spyOn(storage.cache, 'get').mockImplementationOnce(async (...args: Parameters<typeof cacheGet>) => {
      await new Promise<void>((resolve) => (lookedUp = resolve))
      return cacheGet(...args)
    })
    const late = connection.refreshBalance('eip155', { force: true })
    await vi.waitFor(() => expect(lookedUp).toBeDefined())
    await connection.disconnect()
    lookedUp()
    await late
    expect(adapter.getBalance.mock.calls.length).toBe(asked)
    expect([account().status, account().balance]).toEqual(['disconnected', undefined])
  })

  it('SPEC §4: a failed connect returns to disconnected and reports CONNECT_ERROR', async () => {
    const adapter = stubAdapter()
    adapter.connect.mockRejectedValueOnce(new Error('User rejected the request'))
    const { connection, account, store, analytics } = setup({ adapter })
    await expect(connection.connect({ namespace: 'eip155', connectorId: 'injected' })).rejects.toThrow('User rejected')
    expect(account().status).toBe('disconnected')
    expect(store.getState().connection.status).toBe('disconnected')
    expect(analytics.at(-1)).toMatchObject({ event: 'CONNECT_ERROR' })
  })

  it("SPEC §8: connecting a namespace without an adapter fails with 'Chain adapter not found'", async () => {
    const { connection } = setup()
    await expect(connection.connect({ namespace: 'solana', connectorId: 'phantom' })).rejects.toThrow('Chain adapter not found')
  })

  it('SPEC §4: token balance failure records the time, shows the error toast, and blocks retries for 30 s', async () => {
    let now = 1_000_000
    const { connection, account, store, calls } = setup({ routes: { '/balance': json({ reason: 'bad' }, 400) }, now: () => now })
    updateAccount(store, 'eip155', { address: ADDRESS, status: 'connected' })
    await connection.refreshBalance('eip155')
    expect(account().lastRetry).toBe(now)
    expect(account().balanceLoading).toBe(false)
    expect(store.getState().toast).toMatchObject({ message: 'Token Balance Unavailable', variant: 'error', open: true })
    const fetched = calls.filter((path) => path.endsWith('/balance')).length
    now += 29_999
    await connection.refreshBalance('eip155')
    expect(account().tokenBalance).toEqual([])
    expect(calls.filter((path) => path.endsWith('/balance')).length).toBe(fetched)
  })

  it('SPEC §4: a successful fetch after the lock stores balances and clears the retry mark', async () => {
    const now = 1_000_000
    const { connection, account, store } = setup({ now: () => now })
    updateAccount(store, 'eip155', { address: ADDRESS, status: 'connected', lastRetry: now - 30_000 })
    await connection.refreshBalance('eip155')
    expect(account().lastRetry).toBeUndefined()
    expect(account().tokenBalance).toHaveLength(1)
  })

  it('SPEC §4: reconnect restores the stored connector and network; failure leaves disconnected', async () => {
    const storage = createStorage()
    storage.setConnectorId('eip155', 'injected')
    storage.set(KERNEL_KEYS.activeCaipNetworkId, base.caipNetworkId)
    storage.set(KERNEL_KEYS.activeNamespace, 'eip155')
    const adapter = stubAdapter()
    adapter.reconnect.mockResolvedValueOnce({ address: ADDRESS, chainId: 8453 })
    const { connection, account, store } = setup({ storage, adapter })
    const statuses: string[] = []
    store.subscribe((state) => statuses.push(state.connection.status))
    await connection.reconnect()
    expect(statuses).toContain('reconnecting')
    expect(adapter.reconnect).toHaveBeenCalledWith({ connectorId: 'injected', network: resolved(base) })
    expect(account()).toMatchObject({ status: 'connected', caipAddress: `eip155:8453:${ADDRESS}` })
    expect(store.getState().connection.status).toBe('connected')

    const failing = stubAdapter()
    failing.reconnect.mockResolvedValueOnce(undefined)
    const storage2 = createStorage()
    storage2.setConnectorId('eip155', 'injected')
    const second = setup({ storage: storage2, adapter: failing })
    await second.connection.reconnect()
    expect(second.account().status).toBe('disconnected')
    expect(second.store.getState().connection.status).toBe('disconnected')
    expect(storage2.getConnectorId('eip155')).toBeUndefined()
  })

  it('SPEC §4: a reconnect that fails after the person connected leaves that newer connection and its stored connector alone', async () => {
    const storage = createStorage()
    storage.setConnectorId('eip155', 'gone-wallet')
    const adapter = stubAdapter()
    let answer: (result: undefined) => void = () => undefined
    adapter.reconnect.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const { connection, account, store } = setup({ storage, adapter })
    const reconnecting = connection.reconnect()
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    answer(undefined) // the stored wallet never came back
    await reconnecting
    expect(account()).toMatchObject({ status: 'connected', connectorId: 'injected' })
    expect(storage.getConnectorId('eip155')).toBe('injected')
    expect(store.getState().connection.status).toBe('connected')
  })

  it('SPEC §4: nothing stored → reconnect does nothing', async () => {
    const { connection, adapter, store } = setup()
    await connection.reconnect()
    expect(adapter.reconnect).not.toHaveBeenCalled()
    expect(store.getState().connection.status).toBe('disconnected')
  })

  it('SPEC §4/§7: switchNetwork goes through the adapter, updates the CAIP address and tracks SWITCH_NETWORK', async () => {
    const { connection, adapter, account, store, analytics, storage } = setup()
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    // The app's `base` names no RPC URL: the adapter and the state get the configured one, on the RPC service.
    await connection.switchNetwork(base)
    expect(adapter.switchNetwork).toHaveBeenCalledWith(resolved(base))
    expect(selectActiveNetwork(store.getState())).toEqual(resolved(base))
    expect(account().caipAddress).toBe(`eip155:8453:${ADDRESS}`)
    expect(storage.get(KERNEL_KEYS.activeCaipNetworkId)).toBe('eip155:8453')
    expect(analytics).toContainEqual({ event: 'SWITCH_NETWORK', properties: { network: 'eip155:8453' } })
  })

  it('SPEC §4: switching to a network of another namespace makes that namespace active', async () => {
    const { connection, store } = setup()
    await connection.switchNetwork(solana)
    expect(store.getState().activeNamespace).toBe('solana')
  })

  it("SPEC §8: switching to an unconfigured network raises the Network Not Found alert and rejects with 'Unsupported chain'", async () => {
    const { connection, store, adapter } = setup()
    const unknown = { ...sepolia, id: 999, caipNetworkId: 'eip155:999' as const }
    await expect(connection.switchNetwork(unknown)).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain', details: { caipNetworkId: 'eip155:999' } })
    expect(store.getState().alert?.code).toBe('SWITCH_NETWORK_NOT_FOUND')
    expect(adapter.switchNetwork).not.toHaveBeenCalled()
  })

  it('SPEC §2: discovery publishes every adapter\'s connectors and follows wallets announced later', async () => {
    const { connection, store, adapter } = setup()
    await connection.discoverConnectors()
    expect(store.getState().connectors.map((c) => c.id)).toEqual(['injected'])
    const late = { id: 'dev.late', name: 'Late Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const }
    adapter.getConnectors().push(late)
    adapter.emit({ type: 'connectorsChanged', connectors: adapter.getConnectors() })
    expect(store.getState().connectors.map((c) => c.id)).toEqual(['injected', 'dev.late'])
  })

  it("SPEC §3 EXTERNAL: the app's custom wallets are published as EXTERNAL connectors on each configured namespace", async () => {
    const { connection, store, adapter } = setup({ customWallets: [{ id: 'my-wallet', name: 'My Wallet', image_url: 'https://example.com/w.png' }] })
    await connection.discoverConnectors()
    expect(store.getState().connectors).toContainEqual({ id: 'my-wallet', name: 'My Wallet', type: 'EXTERNAL', chain: 'eip155', explorerId: 'my-wallet', imageUrl: 'https://example.com/w.png' })
    const external = () => store.getState().connectors.filter((connector) => connector.type === 'EXTERNAL').map((connector) => connector.chain)
    expect(external()).toEqual(Object.keys(store.getState().chains))
    // Published again (a wallet announced later): still one per namespace.
    adapter.emit({ type: 'connectorsChanged', connectors: adapter.getConnectors() })
    expect(external()).toEqual(Object.keys(store.getState().chains))
  })

  it('SPEC §4: account and chain events of a wallet we are not connected to change nothing', async () => {
    const { connection, adapter, account, store } = setup()
    await connection.discoverConnectors()
    adapter.emit({ type: 'accountsChanged', accounts: ['0x' + '2'.repeat(40)] })
    adapter.emit({ type: 'chainChanged', chainId: 8453 })
    expect(account().status).toBe('disconnected')
    expect(account().address).toBeUndefined()
    expect(selectActiveNetwork(store.getState())?.id).toBe(1)
  })

  it('SPEC §4: a connector served by a plugin driver connects, signs and disconnects through that driver', async () => {
    const { connection, adapters, adapter, store, account } = setup()
    const driver = stubAdapter('eip155', '0x' + '3'.repeat(40))
    driver.getConnectors = () => [{ id: 'walletConnect', name: 'WalletConnect', type: 'MULTI_CHAIN', chain: 'eip155' }]
    const sessionProvider = { provider: 'walletconnect session' }
    driver.getProvider = () => sessionProvider
    adapters.addDriver('eip155', driver)
    await connection.discoverConnectors()
    expect(store.getState().connectors.map((c) => c.id)).toEqual(['injected', 'walletConnect'])

    await connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    expect(driver.connect).toHaveBeenCalledTimes(1)
    expect(adapter.connect).not.toHaveBeenCalled()
    expect(account()).toMatchObject({ address: '0x' + '3'.repeat(40), connectorId: 'walletConnect', status: 'connected' })
    expect(connection.getProvider('eip155')).toBe(sessionProvider)

    // The adapter's wallet is not the one we are connected through: its events are ignored.
    adapter.emit({ type: 'accountsChanged', accounts: ['0x' + '4'.repeat(40)] })
    expect(account().address).toBe('0x' + '3'.repeat(40))
    driver.emit({ type: 'accountsChanged', accounts: ['0x' + '5'.repeat(40)] })
    expect(account().address).toBe('0x' + '5'.repeat(40))

    await connection.disconnect()
    expect(driver.disconnect).toHaveBeenCalledTimes(1)
    expect(adapter.disconnect).not.toHaveBeenCalled()
  })

  describe('interleaved attempts: the newest owns the outcome', () => {
    /** A WalletConnect driver whose pairing settles when the test says. */
    function pairingDriver(adapters: ReturnType<typeof setup>['adapters']) {
      const driver = stubAdapter('eip155', '0x' + '3'.repeat(40))
      driver.getConnectors = () => [{ id: 'walletConnect', name: 'WalletConnect', type: 'MULTI_CHAIN', chain: 'eip155' }]
      let settle!: { approve: () => void; reject: (error: unknown) => void }
      driver.connect.mockImplementation(
        () =>
          new Promise((resolve, reject) => {
            settle = { approve: () => resolve({ address: '0x' + '3'.repeat(40), chainId: 1 }), reject }
          }),
      )
      adapters.addDriver('eip155', driver)
      return { driver, settle: () => settle }
    }

    it('an abandoned pairing that fails after another wallet connected leaves that connection as it is', async () => {
      const { connection, adapters, account, store } = setup()
      const { settle } = pairingDriver(adapters)
      const pairing = connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
      await settle()
      await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
      settle().reject(new Error('pairing abandoned'))
      await expect(pairing).rejects.toThrow('pairing abandoned')
      expect(account()).toMatchObject({ status: 'connected', address: ADDRESS, connectorId: 'injected' })
      expect(store.getState().connection.status).toBe('connected')
    })

    it("a pairing the wallet approves after another wallet connected is refused (CONNECT_SUPERSEDED) and ended; it changes nothing", async () => {
      const { connection, adapters, account, storage } = setup()
      const { driver, settle } = pairingDriver(adapters)
      const pairing = connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
      await settle()
      await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
      settle().approve()
      await expect(pairing).rejects.toMatchObject({ code: 'CONNECT_SUPERSEDED' })
      expect(account()).toMatchObject({ status: 'connected', address: ADDRESS, connectorId: 'injected' })
      expect(storage.getConnectorId('eip155')).toBe('injected')
      expect(driver.disconnect).toHaveBeenCalledTimes(1)
      expect(connection.getProvider('eip155')).toEqual({ provider: 'eip155' })
    })

    it('WalletConnect chosen again after a browser wallet: that wallet\'s late approval is refused, the pairing (one proposal, both connects wait on it) connects and is not ended', async () => {
      const { connection, adapters, adapter, account, storage } = setup()
      const { driver } = pairingDriver(adapters)
      let approvePairing!: () => void
      const proposal = new Promise<{ address: string; chainId: number }>((resolve) => (approvePairing = () => resolve({ address: '0x' + '3'.repeat(40), chainId: 1 })))
      driver.connect.mockImplementation(() => proposal)
      let approveBrowser!: () => void
      adapter.connect.mockImplementationOnce(() => new Promise((resolve) => (approveBrowser = () => resolve({ address: ADDRESS, chainId: 1 }))))

      const firstPairing = connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
      await settle()
      const browser = connection.connect({ namespace: 'eip155', connectorId: 'injected' })
      await settle()
      const pairingAgain = connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
      await settle()

      approveBrowser()
      await expect(browser).rejects.toMatchObject({ code: 'CONNECT_SUPERSEDED' })
      expect(account()).toMatchObject({ status: 'connecting' })

      approvePairing()
      await expect(firstPairing).rejects.toMatchObject({ code: 'CONNECT_SUPERSEDED' })
      await expect(pairingAgain).resolves.toMatchObject({ address: '0x' + '3'.repeat(40) })
      expect(account()).toMatchObject({ status: 'connected', address: '0x' + '3'.repeat(40), connectorId: 'walletConnect' })
      expect(storage.getConnectorId('eip155')).toBe('walletConnect')
      expect(driver.disconnect).not.toHaveBeenCalled()
    })

    it('a restore that answers after the person connected another wallet is dropped; a declined second wallet keeps the first connected', async () => {
      const { connection, adapter, account, storage, store } = setup()
      storage.setConnectorId('eip155', 'injected')
      let restore!: (result: { address: string; chainId: number }) => void
      adapter.reconnect.mockImplementationOnce(() => new Promise((resolve) => (restore = resolve)))
      const restoring = connection.reconnect()
      await settle()
      await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
      restore({ address: '0x' + '9'.repeat(40), chainId: 1 })
      await restoring
      expect(account()).toMatchObject({ status: 'connected', address: ADDRESS })

      adapter.connect.mockRejectedValueOnce(new Error('User rejected'))
      await expect(connection.connect({ namespace: 'eip155', connectorId: 'injected' })).rejects.toThrow('User rejected')
      expect(account()).toMatchObject({ status: 'connected', address: ADDRESS })
      expect(store.getState().connection.status).toBe('connected')
    })
  })

  it('SPEC §4: adapter events update the account (accountsChanged, chainChanged, disconnect)', async () => {
    const { connection, adapter, account, store } = setup()
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    const other = '0x' + '2'.repeat(40)
    adapter.emit({ type: 'accountsChanged', accounts: [other] })
    expect(account().caipAddress).toBe(`eip155:1:${other}`)
    adapter.emit({ type: 'chainChanged', chainId: 8453 })
    expect(selectActiveNetwork(store.getState())).toEqual(resolved(base))
    adapter.emit({ type: 'disconnect' })
    expect(account().status).toBe('disconnected')
    expect(store.getState().connection.status).toBe('disconnected')
  })

  it('SPEC §3 allAccounts: an accountsChanged with typed entries replaces them, even when the first address stays', async () => {
    const { connection, adapter, account } = setup()
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    const entries = [
      { address: ADDRESS, type: 'payment' as const },
      { address: '0x' + '3'.repeat(40), type: 'ordinal' as const },
    ]
    adapter.emit({ type: 'accountsChanged', accounts: [ADDRESS], entries })
    expect(account().allAccounts).toEqual(entries)
    expect(account().address).toBe(ADDRESS)
  })

  it('SPEC §2: a chainChanged to a chain the app did not configure makes that chain active (not a silent no-op)', async () => {
    const { connection, adapter, account, store, bus } = setup()
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    const changes: string[] = []
    bus.on('network-change', ({ network }) => changes.push(network.caipNetworkId))
    adapter.emit({ type: 'chainChanged', chainId: 31337 })
    expect(selectActiveNetwork(store.getState())).toEqual(unconfiguredNetwork('eip155', 31337, store.getState().chains.eip155!.caipNetworks[0]))
    expect(selectActiveNetwork(store.getState())).toMatchObject({ caipNetworkId: 'eip155:31337', name: 'Unknown network', rpcUrls: { default: { http: [] } } })
    expect(account().caipAddress).toBe(`eip155:31337:${ADDRESS}`)
    adapter.emit({ type: 'chainChanged', chainId: 31337 }) // the same chain again: no second change
    adapter.emit({ type: 'chainChanged', chainId: 8453 })
    expect(changes).toEqual(['eip155:31337', 'eip155:8453'])
    expect(selectActiveNetwork(store.getState())).toEqual(resolved(base))
  })

  it('SPEC §3 chain state: what a session says of its networks (approved chains, all networks, smart-account networks) is kept until the disconnect', async () => {
    const adapter = stubAdapter()
    adapter.connect.mockResolvedValueOnce({
      address: ADDRESS,
      chainId: 1,
      networkState: { approvedCaipNetworkIds: ['eip155:1', 'eip155:8453'], supportsAllNetworks: false, smartAccountEnabledNetworks: [8453] },
    } as never)
    const { connection, store } = setup({ adapter })
    const networkState = () => store.getState().chains.eip155!.networkState
    expect(networkState()).toMatchObject({ approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(networkState()).toMatchObject({ approvedCaipNetworkIds: ['eip155:1', 'eip155:8453'], supportsAllNetworks: false, smartAccountEnabledNetworks: [8453] })
    await connection.disconnect()
    expect(networkState()).toMatchObject({ approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] })
  })

  it("SPEC §4: disconnect resets account, network, storage keys (the kernel's and a plugin's declared ones) and tracks DISCONNECT_SUCCESS", async () => {
    // The embedded wallet's keys, as the runtime passes the configured plugins' declared ones.
    const { connection, account, store, storage, analytics, bus } = setup({ storage: createStorage({ keys: Object.values(EMBEDDED_WALLET_KEYS) }) })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    storage.set(EMBEDDED_WALLET_KEYS.connectedSocial, 'google')
    storage.set(EMBEDDED_WALLET_KEYS.email, 'kept@portico.test')
    const onDisconnect = vi.fn()
    bus.on('disconnect', onDisconnect)
    await connection.disconnect()
    expect(onDisconnect).toHaveBeenCalledWith({ namespaces: ['eip155'] })
    expect(account().status).toBe('disconnected')
    expect(account().address).toBeUndefined()
    expect(account().connectorId).toBeUndefined()
    // The recent wallet is kept across a disconnect: the Connect view offers it first next time.
    expect(store.getState().connection).toEqual({
      status: 'disconnected',
      buffering: false,
      recentWallet: { id: 'wallet-123', name: 'Test Wallet', imageUrl: 'https://img/test.png' },
    })
    expect(storage.getConnectorId('eip155')).toBeUndefined()
    expect(storage.get(EMBEDDED_WALLET_KEYS.connectedSocial)).toBeUndefined()
    // Not marked for it: the embedded wallet clears its login keys itself when its session ends.
    expect(storage.get(EMBEDDED_WALLET_KEYS.email)).toBe('kept@portico.test')
    expect(storage.get(KERNEL_KEYS.walletId)).toBeUndefined()
    expect(storage.get(KERNEL_KEYS.recentWallets)).toHaveLength(1)
    expect(analytics.at(-1)).toEqual({ event: 'DISCONNECT_SUCCESS' })
  })

  it('SPEC §4/§8: failed chain disconnects are collected, state still resets, DISCONNECT_ERROR is tracked, the error reported', async () => {
    const adapter = stubAdapter()
    adapter.disconnect.mockRejectedValueOnce(new Error('wallet gone'))
    const { connection, account, analytics, store, errors } = setup({ adapter })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    const error = await connection.disconnect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      code: 'DISCONNECT_CHAINS_FAILED',
      message: 'Failed to disconnect chains',
      details: { failures: ['Failed to disconnect chain eip155: wallet gone'] },
    })
    expect(account().status).toBe('disconnected')
    expect(analytics.at(-1)).toEqual({ event: 'DISCONNECT_ERROR', properties: { message: 'Failed to disconnect chain eip155: wallet gone' } })
    expect(store.getState().toast.message).toBe('Failed to disconnect')
    expect(errors).toEqual([error])
  })

  it('SPEC §5: no identity lookup on testnets', async () => {
    const adapter = stubAdapter()
    adapter.connect.mockResolvedValueOnce({ address: ADDRESS, chainId: sepolia.id as number })
    const { connection, account, calls } = setup({ adapter })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await settle()
    expect(account().caipAddress).toBe(`eip155:11155111:${ADDRESS}`)
    expect(calls.some((path) => path.includes('/identity/'))).toBe(false)
    expect(account().profileName).toBeUndefined()
  })

  it('SPEC §9 caches: balances (30 s) and identity (5 min) are read from the cache; a sent transaction drops the balance caches and fetches again', async () => {
    const clock = 1_000_000
    const { connection, adapter, calls, account, bus } = setup({ now: () => clock })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await vi.waitFor(() => expect(account().tokenBalance).toHaveLength(1))
    await vi.waitFor(() => expect(account().profileName).toBe('alice.eth'))
    const balanceCalls = () => calls.filter((path) => path.endsWith('/balance')).length
    const identityCalls = () => calls.filter((path) => path.includes('/identity/')).length
    expect([balanceCalls(), identityCalls(), adapter.getBalance.mock.calls.length]).toEqual([1, 1, 1])

    // Within the cache lifetimes: nothing is fetched again.
    await connection.refreshBalance('eip155')
    await connection.switchNetwork(testConfig().networks[0]!)
    await settle()
    expect([balanceCalls(), identityCalls(), adapter.getBalance.mock.calls.length]).toEqual([1, 1, 1])

    // The account sends: the balance caches go, both balances are fetched again (the API with forceUpdate).
    const hash = await connection.sendTransaction({ to: ADDRESS, value: 1n })
    expect(hash).toBe('0xhash')
    await vi.waitFor(() => expect(balanceCalls()).toBe(2))
    expect(adapter.getBalance.mock.calls.length).toBe(2)
    const events: unknown[] = []
    bus.on('transaction', (event) => events.push(event))
    await connection.sendTransaction({ to: ADDRESS, value: 2n }, 'eip155')
    expect(events).toEqual([{ namespace: 'eip155', hash: '0xhash', network: expect.objectContaining({ caipNetworkId: 'eip155:1' }) }])
  })

  it("SPEC §8: sending or signing without a connected account is refused with 'ConnectionController client not set'", async () => {
    const { connection } = setup()
    await expect(connection.sendTransaction({ to: ADDRESS })).rejects.toMatchObject({ code: 'CONNECTION_CLIENT_NOT_SET', message: 'ConnectionController client not set' })
    await expect(connection.signMessage('hi')).rejects.toMatchObject({ code: 'CONNECTION_CLIENT_NOT_SET' })
  })

  it('a transaction an adapter built (transfers.buildTransfer) reaches the connected instance as it is', async () => {
    const { connection, adapter } = setup()
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await expect(connection.sendTransaction({ to: ADDRESS, value: 5n, transaction: 'AQID' })).resolves.toBe('0xhash')
    expect(adapter.sendTransaction).toHaveBeenCalledWith({ to: ADDRESS, value: 5n, transaction: 'AQID' })
  })
})
