/**
 * SPEC §4 across tabs: two connections (two tabs) over one localStorage. A connect, a disconnect or a network
 * switch in one shows in the other once it follows the shared key, and a tab never signs for a session another
 * tab ended, even before it follows.
 */
import { describe, expect, it } from 'vitest'
import { createAdapterRegistry } from '../../../kernel/adapters'
import { createBus } from '../../../kernel/bus'
import { createConnection } from '../../../kernel/connection'
import { base } from 'portico/networks'
import { createServices } from '../../../kernel/services'
import { ACTIVE_NETWORK_KEY, connectorIdKey, isSharedSessionKey, onSharedSessionChange } from '../../../kernel/session-keys'
import { createStorage } from '../../../kernel/storage'
import { createStore, initialKernelState, selectActiveNetwork } from '../../../kernel/store'
import { produce } from '../../../kernel/drafts'
import { createToasts } from '../../../kernel/toast'
import type { Kernel } from 'portico'
import { localStorageWith, resolved, testConfig } from './helpers'
import { json, stubAdapter, stubFetch } from './stub-adapter'

function tab(localStorage: Storage) {
  const config = testConfig()
  const store = createStore(initialKernelState(config), produce)
  const { fetch } = stubFetch({ '/balance': json({ balances: [] }) })
  const adapter = stubAdapter()
  const adapters = createAdapterRegistry({ kernel: () => ({}) as Kernel, isConnected: () => false })
  adapters.register({ namespace: 'eip155', load: async () => ({ create: () => adapter }) })
  const errors: unknown[] = []
  const connection = createConnection({
    config,
    store,
    bus: createBus(),
    storage: createStorage({ localStorage }),
    services: createServices({ config: { ...config, projectId: 'p' }, fetch }),
    adapters,
    toasts: createToasts(store),
    onError: (error) => errors.push(error),
  })
  const account = () => store.getState().chains.eip155!.accountState
  return { store, adapter, connection, errors, account, status: () => store.getState().connection.status }
}

const KEY = connectorIdKey('eip155')

describe('following the other tabs (SPEC §4)', () => {
  it('a connect in one tab restores the same session in the other, without prompting', async () => {
    const local = localStorageWith()
    const [one, two] = [tab(local), tab(local)]
    await one.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(two.status()).toBe('disconnected')
    await two.connection.followOtherTab(KEY)
    expect(two.account()).toMatchObject({ status: 'connected', connectorId: 'injected', address: one.account().address })
    expect(two.status()).toBe('connected')
    expect(two.adapter.reconnect).toHaveBeenCalledTimes(1)
    expect(two.adapter.connect).not.toHaveBeenCalled()
  })

  it('a disconnect in one tab ends the session in the other without asking the wallet again; signing there is refused even before it follows', async () => {
    const local = localStorageWith()
    const [one, two] = [tab(local), tab(local)]
    await one.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await two.connection.followOtherTab(KEY)
    await expect(two.connection.signMessage('hello')).resolves.toBe('0xsig')

    await one.connection.disconnect()
    // Tab two has not heard yet: its session is gone all the same, so it does not sign.
    await expect(two.connection.signMessage('hello')).rejects.toMatchObject({ code: 'CONNECTION_CLIENT_NOT_SET' })
    await expect(two.connection.sendTransaction({ to: '0x' + '2'.repeat(40), value: 1n })).rejects.toMatchObject({ code: 'CONNECTION_CLIENT_NOT_SET' })
    expect(two.adapter.signMessage).toHaveBeenCalledTimes(1)
    expect(two.adapter.sendTransaction).not.toHaveBeenCalled()

    await two.connection.followOtherTab(KEY)
    expect(two.account().status).toBe('disconnected')
    expect(two.account().address).toBeUndefined()
    expect(two.status()).toBe('disconnected')
    expect(two.adapter.disconnect).not.toHaveBeenCalled()
    expect(one.adapter.disconnect).toHaveBeenCalledTimes(1)
  })

  it("a session the other tab replaced is restored with the new connector, and ending the old one leaves the new one's key alone", async () => {
    const local = localStorageWith()
    const [one, two] = [tab(local), tab(local)]
    await one.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await two.connection.followOtherTab(KEY)
    // Tab one connected another wallet meanwhile (its connector id is what the stub's reconnect answers for).
    local.setItem(KEY, 'other.wallet')
    await two.connection.followOtherTab(KEY)
    expect(local.getItem(KEY)).toBe('other.wallet')
    expect(two.adapter.reconnect).toHaveBeenLastCalledWith(expect.objectContaining({ connectorId: 'other.wallet' }))
    expect(two.account()).toMatchObject({ status: 'connected', connectorId: 'other.wallet' })
  })

  it('a network switch in one tab moves the other (its wallet too), once; a tab that is connecting by itself is left to that attempt', async () => {
    const local = localStorageWith()
    const [one, two] = [tab(local), tab(local)]
    await one.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await two.connection.followOtherTab(KEY)
    await one.connection.switchNetwork(base)
    await two.connection.followOtherTab(ACTIVE_NETWORK_KEY)
    expect(selectActiveNetwork(two.store.getState())?.caipNetworkId).toBe(base.caipNetworkId)
    expect(two.account().caipAddress).toBe(`${base.caipNetworkId}:${two.account().address}`)
    expect(two.adapter.switchNetwork).toHaveBeenCalledWith(resolved(base))
    await two.connection.followOtherTab(ACTIVE_NETWORK_KEY)
    expect(two.adapter.switchNetwork).toHaveBeenCalledTimes(1)

    const three = tab(local)
    three.adapter.connect.mockImplementation(() => new Promise(() => undefined)) // the person is still choosing
    void three.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    await three.connection.followOtherTab(KEY)
    expect(three.adapter.reconnect).not.toHaveBeenCalled()
    expect(three.account().status).toBe('connecting')
  })

  it("a cleared storage (key null) ends every session here; a failing restore is reported, never thrown, and leaves the other tab's key", async () => {
    const local = localStorageWith()
    const [one, two] = [tab(local), tab(local)]
    await one.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await two.connection.followOtherTab(KEY)
    local.clear()
    await two.connection.followOtherTab(null)
    expect(two.status()).toBe('disconnected')

    local.setItem(KEY, 'injected')
    two.adapter.reconnect.mockRejectedValueOnce(new Error('wallet locked'))
    await expect(two.connection.followOtherTab(KEY)).resolves.toBeUndefined()
    expect(two.errors).toContainEqual(expect.objectContaining({ message: 'wallet locked' }))
    expect(two.status()).toBe('disconnected')
    // The other tab's session stands: its stored connector is not this tab's failure to forget.
    expect(local.getItem(KEY)).toBe('injected')
  })
})

describe('the shared session keys', () => {
  it('a connector id, the active network or a cleared storage; nothing else', () => {
    expect(isSharedSessionKey(connectorIdKey('solana'))).toBe(true)
    expect(isSharedSessionKey(ACTIVE_NETWORK_KEY)).toBe(true)
    expect(isSharedSessionKey(null)).toBe(true)
    expect(isSharedSessionKey('@appkit-wallet/recent_wallets')).toBe(false)
    expect(isSharedSessionKey('@appkit-wallet/EMAIL')).toBe(false)
  })

  it("the window's storage events of those keys reach the follower until it is removed; without a window, nothing", () => {
    const target = new EventTarget()
    const global = globalThis as unknown as Record<string, unknown>
    Object.assign(global, { addEventListener: target.addEventListener.bind(target), removeEventListener: target.removeEventListener.bind(target) })
    try {
      const keys: (string | null)[] = []
      const stop = onSharedSessionChange((key) => keys.push(key))
      const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key })
      target.dispatchEvent(storageEvent(KEY))
      target.dispatchEvent(storageEvent('@appkit-wallet/recent_wallets'))
      target.dispatchEvent(storageEvent(null))
      stop()
      target.dispatchEvent(storageEvent(ACTIVE_NETWORK_KEY))
      expect(keys).toEqual([KEY, null])
    } finally {
      delete global.addEventListener
      delete global.removeEventListener
    }
    expect(() => onSharedSessionChange(() => undefined)()).not.toThrow()
  })
})
