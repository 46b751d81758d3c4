import { describe, expect, it, vi } from 'vitest'
import { createStore, initialKernelState, selectActiveAccount, selectActiveNetwork, selectConnectedNamespaces, withChanges } from '../../../kernel/store'
import { removeNetwork, resetAccount, setAccountProp, updateAccount } from '../../../kernel/store-rules'
import { produce } from '../../../kernel/drafts'
import { base, mainnet, sepolia, solana } from 'portico/networks'
import { resolved, testConfig } from './helpers'

const freshStore = () => createStore(initialKernelState(testConfig()), produce)

describe('kernel/store', () => {
  it('SPEC §3: initial account, toast and snackbar values', () => {
    const state = freshStore().getState()
    expect(state.chains.eip155?.accountState).toEqual({
      currentTab: 0, tokenBalance: [], smartAccountDeployed: false, allAccounts: [],
      status: 'disconnected', balanceLoading: false,
    })
    expect(state.toast).toMatchObject({ variant: 'success', autoClose: true, open: false })
    expect(state.snackbar).toMatchObject({ variant: 'info', open: false })
    expect(state.connection.status).toBe('disconnected')
    expect(state.chains.solana?.caipNetworks).toEqual([resolved(solana)])
    expect(state.chains.eip155?.networkState.requestedCaipNetworks).toEqual([mainnet, base, sepolia].map((network) => resolved(network)))
    expect(selectActiveNetwork(state)).toEqual(resolved(mainnet))
  })

  it('SPEC §3: theme starts from the config; a missing project id shows its alert', () => {
    const state = initialKernelState(testConfig({ themeMode: 'light' }), { code: 'PROJECT_ID_NOT_CONFIGURED', title: 'Project ID Not Configured' })
    expect(state.theme.mode).toBe('light')
    expect(state.alert?.code).toBe('PROJECT_ID_NOT_CONFIGURED')
  })

  it("before the runtime hands it immer's produce, the shell writes with set (a write that changes nothing notifies no one) and update refuses", () => {
    const store = createStore(initialKernelState(testConfig()))
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.getState()
    store.set(({ router }) => ({ router: withChanges(router, { open: false }) }))
    expect(store.getState()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
    store.set(({ router }) => ({ router: withChanges(router, { open: true }) }))
    expect(store.getState().router).toEqual({ ...before.router, open: true })
    expect(store.getState().chains).toBe(before.chains)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(() => store.update((draft) => void (draft.router.open = false))).toThrow(expect.objectContaining({ code: 'RUNTIME_NOT_LOADED' }))
    store.useProduce(produce)
    store.update((draft) => void (draft.router.open = false))
    expect(store.getState().router.open).toBe(false)
    expect(store.getState().chains).toBe(before.chains)
  })

  it('drafted updates leave what the store was handed unfrozen: an app or adapter may still change its own objects', () => {
    const store = freshStore()
    const connectors = [{ id: 'injected', name: 'Injected', type: 'INJECTED' as const, chain: 'eip155' as const }]
    store.update((draft) => {
      draft.connectors = connectors
    })
    expect(store.getState().connectors).toBe(connectors)
    expect(Object.isFrozen(connectors)).toBe(false)
    expect(Object.isFrozen(store.getState().router)).toBe(false)
  })

  it('SPEC §3: update mutates a draft and notifies subscribers', () => {
    const store = freshStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.update((draft) => {
      draft.router.open = true
    })
    expect(store.getState().router.open).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.raw.getState()).toBe(store.getState())
  })

  it('DESIGN State: plugins add named slices; a duplicate name throws; slices can be removed', () => {
    const store = freshStore()
    store.addSlice('swaps', { amount: 1 })
    expect(store.getState().plugins.swaps).toEqual({ amount: 1 })
    expect(() => store.addSlice('swaps', {})).toThrowError(expect.objectContaining({ code: 'SLICE_ALREADY_REGISTERED' }))
    store.removeSlice('swaps')
    expect(store.getState().plugins).toEqual({})
  })

  it('SPEC §5/§8: a chain is required to set account data', () => {
    const store = freshStore()
    expect(() => setAccountProp(store, undefined, 'address', '0x1')).toThrow('Chain is required to set account prop')
    expect(() => updateAccount(store, 'polkadot', { address: 'x' })).toThrow('Chain is required to update chain account data')
    expect(() => resetAccount(store, undefined)).toThrow('Chain is required to set account prop')
    setAccountProp(store, 'eip155', 'address', '0x1')
    expect(selectActiveAccount(store.getState())?.address).toBe('0x1')
  })

  it('SPEC §4: reset clears all account fields and the connector id; status becomes disconnected', () => {
    const store = freshStore()
    updateAccount(store, 'eip155', { address: '0x1', status: 'connected', connectorId: 'injected', profileName: 'a', lastRetry: 5 })
    expect(selectConnectedNamespaces(store.getState())).toEqual(['eip155'])
    resetAccount(store, 'eip155')
    const account = store.getState().chains.eip155?.accountState
    expect(account?.status).toBe('disconnected')
    expect(account?.address).toBeUndefined()
    expect(account?.connectorId).toBeUndefined()
    expect(account?.profileName).toBeUndefined()
  })

  it('SPEC §4/§5: removing the active network selects the first remaining; unknown or last is refused', () => {
    const store = freshStore()
    expect(removeNetwork(store, 'eip155:1')).toBe(true)
    expect(selectActiveNetwork(store.getState())).toEqual(resolved(base))
    expect(store.getState().chains.eip155?.caipNetworks).toEqual([resolved(base), resolved(sepolia)])
    expect(removeNetwork(store, 'eip155:999')).toBe(false)
    expect(removeNetwork(store, solana.caipNetworkId)).toBe(false)
    expect(store.getState().chains.solana?.caipNetworks).toEqual([resolved(solana)])
  })
})
