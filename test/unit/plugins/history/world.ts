/**
 * A kernel for the history plugin's tests: a real store-shaped state (eip155 connected on Ethereum), the
 * real bus, and the real services over a stub fetch that answers the history route from a function, so a
 * malformed page goes through the service's own validation.
 */
import { vi } from 'vitest'
import { createBus } from '../../../../kernel/bus'
import { produce } from '../../../../kernel/drafts'
import { base, mainnet } from 'portico/networks'
import type { AnalyticsEvent, Kernel, KernelState, Network, Transaction } from 'portico/plugin'
import { setup, slice } from '../../../../plugins/history/feature'
import { HISTORY, initialHistoryState, type HistoryHandle, type HistoryState } from '../../../../plugins/history/state'
import { createServices } from '../../../../kernel/services'
import { config as servicesConfig } from '../../services/helpers'

export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Transfer = Transaction['transfers'][number]

export const fungible = (direction: Transfer['direction'], symbol = 'USDC', numeric = '25'): Transfer => ({
  fungible_info: { name: symbol, symbol, icon: { url: `https://img.example/${symbol}.png` } },
  direction,
  quantity: { numeric },
})

export const nft = (spam: boolean, name = spam ? 'SPAM #1' : 'PDP #1'): Transfer => ({
  nft_info: { name, content: { preview: { url: 'https://img.example/nft.png' } }, flags: { is_spam: spam } },
  direction: 'in',
  quantity: { numeric: '1' },
})

export function transaction(id: string, minedAt: string, options: { chain?: string; transfers?: Transfer[]; operationType?: string } = {}): Transaction {
  return {
    id,
    metadata: {
      operationType: options.operationType ?? 'receive',
      hash: `0x${id.padStart(64, '0')}`,
      minedAt,
      sentFrom: BOB,
      sentTo: ALICE,
      status: 'confirmed',
      nonce: 1,
      chain: options.chain ?? mainnet.caipNetworkId,
    },
    transfers: options.transfers ?? [fungible('in')],
  }
}

/** What the stub route answers: a page, a Response (e.g. malformed JSON), or a wait for the test to release it. */
export type RouteAnswer = { data: unknown[]; next?: string | null } | Response | Promise<{ data: unknown[]; next?: string | null } | Response>

function connectedState(address: string, network: Network): KernelState {
  return {
    activeNamespace: 'eip155',
    chains: {
      eip155: {
        namespace: 'eip155',
        caipNetworks: [mainnet, base],
        networkState: { caipNetwork: network, supportsAllNetworks: false, smartAccountEnabledNetworks: [], approvedCaipNetworkIds: [], requestedCaipNetworks: [mainnet, base] },
        accountState: {
          currentTab: 0,
          tokenBalance: [],
          smartAccountDeployed: false,
          allAccounts: [],
          status: 'connected',
          address,
          caipAddress: `eip155:${network.id}:${address}`,
          preferredAccountType: 'smartAccount',
          balanceLoading: false,
        },
      },
    },
    connection: { status: 'connected', buffering: false },
    router: { open: true, history: [{ view: 'Account' }] },
    toast: { message: '', variant: 'success', open: false, autoClose: true },
    snackbar: { message: '', variant: 'info', open: false },
    theme: { mode: 'light', resolved: 'light', variables: {} },
    connectors: [],
    plugins: { [HISTORY]: initialHistoryState() },
  }
}

export function historyWorld(options: { debug?: boolean; route?: (url: URL) => RouteAnswer } = {}) {
  let state = connectedState(ALICE, mainnet)
  const listeners = new Set<(state: KernelState, previous: KernelState) => void>()
  const setKernelState = (next: KernelState) => {
    const previous = state
    state = next
    listeners.forEach((listener) => listener(state, previous))
  }
  const store = {
    getState: () => state,
    subscribe(listener: (state: KernelState, previous: KernelState) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  let route = options.route ?? (() => ({ data: [], next: null }))
  const requests: { url: URL; init?: RequestInit }[] = []
  const errors: unknown[] = []
  // Answers asynchronously from `route`, so a test can hold a page back.
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push({ url, init })
    const answer = await route(url)
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof globalThis.fetch
  const services = createServices({ config: servicesConfig, fetch, onError: (error) => errors.push(error) })
  const bus = createBus()
  const analytics: AnalyticsEvent[] = []
  bus.on('analytics', (event) => analytics.push(event))
  const toast = { showToast: vi.fn(), closeToast: vi.fn(), showSnackbar: vi.fn(), closeSnackbar: vi.fn(), showAlert: vi.fn() }
  const kernel = {
    config: { projectId: 'test-project', debug: options.debug ?? false },
    store,
    bus,
    services,
    toast,
    plugin: (name: string) => (name === HISTORY ? handle : undefined),
  } as unknown as Kernel
  const scope = {
    getState: () => state.plugins[HISTORY] as HistoryState,
    setState: (recipe: (draft: HistoryState) => HistoryState | void) =>
      setKernelState({ ...state, plugins: { ...state.plugins, [HISTORY]: produce(state.plugins[HISTORY] as HistoryState, recipe) } }),
  }
  const actions = slice!.actions!(scope, kernel)
  const handle: HistoryHandle = { name: HISTORY, getState: scope.getState, subscribe: () => () => undefined, actions, api: undefined }
  const teardown = setup!(kernel, { ...handle, setState: scope.setState })

  return {
    kernel,
    actions,
    analytics,
    toast,
    requests,
    errors,
    history: () => scope.getState(),
    setRoute: (next: (url: URL) => RouteAnswer) => (route = next),
    switchNetwork: (network: Network) => setKernelState(produce(state, (draft) => void (draft.chains.eip155!.networkState.caipNetwork = network))),
    switchAccount: (address: string) =>
      setKernelState(
        produce(state, (draft) => {
          draft.chains.eip155!.accountState.address = address
          draft.chains.eip155!.accountState.caipAddress = `eip155:1:${address}`
        }),
      ),
    disconnectAccount: () => setKernelState(produce(state, (draft) => void delete draft.chains.eip155!.accountState.address)),
    teardown: () => (typeof teardown === 'function' ? teardown() : undefined),
  }
}
