import { describe, expect, it, vi } from 'vitest'
import { createBus } from '../../../../kernel/bus'
import type { BridgeEvent, FrameBridge } from '../../../../kernel/frame/bridge'
import { createStorage } from '../../../../kernel/storage'
import { createStore, initialKernelState, resolveTheme, withChanges } from '../../../../kernel/store'
import { produce } from '../../../../kernel/drafts'
import type { Kernel, ThemeMode, ThemeVariables } from 'portico'
import { EMBEDDED_WALLET_PLUGIN } from '../../../../plugins/embedded-wallet/state'
import { createEmbeddedWallet } from '../../../../plugins/embedded-wallet/wallet'
import { testConfig } from '../../kernel/helpers'

/** The embedded wallet over a real kernel store and a frame that records what it is sent. */
function setup(themeMode: ThemeMode = 'dark') {
  const store = createStore(initialKernelState(testConfig({ themeMode })), produce)
  store.addSlice(EMBEDDED_WALLET_PLUGIN, { users: {} })
  const kernel = {
    config: testConfig({ themeMode }),
    store,
    bus: createBus(),
    storage: createStorage({}),
    registerConnector: () => () => undefined,
  } as unknown as Kernel
  const listeners = new Set<(event: BridgeEvent) => void>()
  const request = vi.fn(async () => undefined)
  const frame = {
    // As the bridge's: READY resolves the load and is told to the listeners.
    load: async () => listeners.forEach((listener) => listener({ type: 'ready' })),
    request,
    on: (listener: (event: BridgeEvent) => void) => (listeners.add(listener), () => listeners.delete(listener)),
    // As the bridge's destroy: its listeners go with it.
    destroy: vi.fn(() => listeners.clear()),
    debug: {},
  } as unknown as FrameBridge
  const wallet = createEmbeddedWallet(kernel, { setState: () => undefined }, async () => frame)
  const themesSent = () => request.mock.calls.filter((call) => (call as unknown[])[0] === 'SYNC_THEME').map((call) => (call as unknown[])[1])
  const setTheme = (mode: ThemeMode, variables?: ThemeVariables) =>
    store.set(({ theme }) => ({ theme: { mode, resolved: resolveTheme(mode), variables: variables ?? theme.variables } }))
  return { wallet, frame, listeners, themesSent, setTheme, store }
}

describe('embedded wallet: the frame follows the theme (SPEC §5 SYNC_THEME)', () => {
  it('is sent the resolved theme and the set variables when ready, on every change, and after a reload; nothing after destroy', async () => {
    const { wallet, frame, listeners, themesSent, setTheme, store } = setup('light')
    await wallet.request('GET_CHAIN_ID')
    expect(themesSent()).toEqual([{ themeMode: 'light', themeVariables: {} }])

    setTheme('dark', { '--w3m-accent': '#ff0066', '--w3m-font-family': undefined, '--w3m-z-index': 5 })
    // A variable the app unset is left out: the frame's schema takes strings and numbers only.
    expect(themesSent().at(-1)).toEqual({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0066', '--w3m-z-index': 5 } })
    const count = themesSent().length
    // The store keeps the theme when nothing in it changes (withChanges): nothing to send.
    store.set(({ theme }) => ({ theme: withChanges(theme, { mode: 'dark', resolved: 'dark' }) }))
    expect(themesSent()).toHaveLength(count)
    // 'system' without a browser shows light: the frame is told what is shown, never 'system'.
    setTheme('system')
    expect(themesSent().at(-1)).toMatchObject({ themeMode: 'light' })

    // A reloaded frame (READY again) has forgotten it.
    listeners.forEach((listener) => listener({ type: 'ready' }))
    expect(themesSent()).toHaveLength(count + 2)

    wallet.destroy()
    await vi.waitFor(() => expect(frame.destroy).toHaveBeenCalled())
    setTheme('dark', { '--w3m-accent': '#00ff00' })
    expect(themesSent()).toHaveLength(count + 2)
  })

  it('a wallet destroyed while its frame loads leaves no listener behind', async () => {
    const { wallet, frame, themesSent, setTheme } = setup()
    const loading = wallet.request('GET_CHAIN_ID')
    wallet.destroy()
    await loading
    await vi.waitFor(() => expect(frame.destroy).toHaveBeenCalled())
    const sent = themesSent().length
    setTheme('light')
    expect(themesSent()).toHaveLength(sent)
  })
})
