import { describe, expect, it, vi } from 'vitest'
import { createBus } from '../../../../kernel/bus'
import type { FrameBridge } from '../../../../kernel/frame/bridge'
import type { WalletUser } from '../../../../kernel/frame/messages'
import { mainnet, solana } from 'portico/networks'
import { createStorage } from '../../../../kernel/storage'
import { createStore, initialKernelState, type PorticoStore } from '../../../../kernel/store'
import { updateAccount } from '../../../../kernel/store-rules'
import { produce } from '../../../../kernel/drafts'
import type { AdapterInstance, Kernel, Namespace, PluginScope } from 'portico'
import { applyEmailChange } from '../../../../plugins/embedded-wallet/email-change'
import { EMBEDDED_WALLET_PLUGIN, type EmbeddedWalletState } from '../../../../plugins/embedded-wallet/state'
import { createEmbeddedWallet } from '../../../../plugins/embedded-wallet/wallet'
import { testConfig } from '../../kernel/helpers'
import { EMBEDDED_WALLET_KEYS } from '../../../../plugins/embedded-wallet/storage-keys'

const OLD = 'old@example.com'
const NEW = 'new@example.com'
const user: WalletUser = { email: OLD, address: '0x0000000000000000000000000000000000000001', chainId: 1 }

/** The embedded wallet's slice in a real kernel store, written the way the plugin's scope writes it. */
function sliceIn(store: PorticoStore, initial: EmbeddedWalletState): Pick<PluginScope<EmbeddedWalletState>, 'getState' | 'setState'> {
  store.addSlice(EMBEDDED_WALLET_PLUGIN, initial)
  return {
    getState: () => store.getState().plugins[EMBEDDED_WALLET_PLUGIN] as EmbeddedWalletState,
    setState(recipe) {
      store.update((draft) => {
        const next = recipe(draft.plugins[EMBEDDED_WALLET_PLUGIN] as EmbeddedWalletState)
        if (next !== undefined) draft.plugins[EMBEDDED_WALLET_PLUGIN] = next
      })
    },
  }
}

describe('embedded wallet: email change (SPEC §3, §4, §7)', () => {
  it("SPEC §3/§7: a confirmed update replaces the stored email, the slice's users and the wallet copy of the user", () => {
    const store = createStore(initialKernelState(testConfig()), produce)
    const slice = sliceIn(store, { users: { eip155: { email: OLD, username: null }, solana: { email: OLD, username: 'dev' } }, socialProvider: undefined })
    const storage = createStorage({})
    storage.set(EMBEDDED_WALLET_KEYS.email, OLD)
    const chainsBefore = store.getState().chains
    const users = new Map<Namespace, WalletUser>([['eip155', user]])
    applyEmailChange({ storage, slice }, users, NEW)
    expect(storage.get(EMBEDDED_WALLET_KEYS.email)).toBe(NEW)
    expect(slice.getState().users).toEqual({ eip155: { email: NEW, username: null }, solana: { email: NEW, username: 'dev' } })
    expect(users.get('eip155')).toEqual({ ...user, email: NEW })
    // The plugin writes only its slice: the kernel's account state is not its to change.
    expect(store.getState().chains).toBe(chainsBefore)
  })

  it('SPEC §3: a namespace the embedded wallet has no user for gets none', () => {
    const store = createStore(initialKernelState(testConfig()), produce)
    const slice = sliceIn(store, { users: {} })
    const storage = createStorage({})
    applyEmailChange({ storage, slice }, new Map(), NEW)
    expect(slice.getState().users).toEqual({})
    expect(storage.get(EMBEDDED_WALLET_KEYS.email)).toBe(NEW)
  })

  it('SPEC §3: accounts not connected through the auth connector keep no embedded user, before and after an update', async () => {
    const store = createStore(initialKernelState(testConfig()), produce)
    const bus = createBus()
    const storage = createStorage({})
    const drivers = new Map<Namespace, AdapterInstance>()
    const kernel = {
      config: testConfig(),
      store,
      bus,
      storage,
      router: { registerView: () => () => undefined },
      registerConnector: (namespace: Namespace, driver: AdapterInstance) => {
        drivers.set(namespace, driver)
        return () => drivers.delete(namespace)
      },
    } as unknown as Kernel
    const frame = {
      load: async () => undefined,
      request: vi.fn(async (name: string) => (name === 'GET_USER' ? user : undefined)),
      on: () => () => undefined,
      destroy: vi.fn(),
      debug: {},
    } as unknown as FrameBridge
    const slice = sliceIn(store, { users: {} })
    const wallet = createEmbeddedWallet(kernel, slice, async () => frame)

    // The frame knows a user for both namespaces; only eip155 is connected through the auth connector.
    await drivers.get('eip155')?.connect({ connectorId: 'ID_AUTH', network: mainnet })
    await drivers.get('solana')?.connect({ connectorId: 'ID_AUTH', network: solana })
    updateAccount(store, 'eip155', { status: 'connected', connectorId: 'ID_AUTH', address: user.address })
    bus.emit('account-change', { namespace: 'eip155', address: user.address, status: 'connected' })
    updateAccount(store, 'solana', { status: 'connected', connectorId: 'phantom', address: 'So1ana' })
    bus.emit('account-change', { namespace: 'solana', address: 'So1ana', status: 'connected' })
    expect(slice.getState().users).toEqual({ eip155: { email: OLD, username: null } })

    wallet.emailChanged(NEW)
    expect(slice.getState().users).toEqual({ eip155: { email: NEW, username: null } })
    expect(storage.get(EMBEDDED_WALLET_KEYS.email)).toBe(NEW)
    wallet.destroy()
  })
})
