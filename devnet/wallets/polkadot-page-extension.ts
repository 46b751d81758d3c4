/**
 * The page side of the Polkadot test extension, shared by both hosts: what a
 * Polkadot browser extension injects, `window.injectedWeb3['portico-test-polkadot']
 * = { version, enable }`, with `enable(appName)` resolving to the injected API
 * (accounts.get, accounts.subscribe, signer.signRaw). It holds no key; each
 * call goes to a backend (a Playwright binding in tests, the in-page core in
 * the demo), and the backend pushes account changes through `emit`.
 */

export interface PolkadotExtensionBackend {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

export const POLKADOT_TEST_EXTENSION_KEY = 'portico-test-polkadot'
/** How the Polkadot adapter names the extension (after its key). */
export const POLKADOT_TEST_EXTENSION_NAME = 'Portico Test Polkadot'
/** Names on `window` shared by the Node side of the browser tests and the injected page script. */
export const POLKADOT_BINDING_NAME = '__porticoPolkadotExtensionRequest'
export const POLKADOT_PAGE_GLOBAL = '__porticoPolkadotExtension'
const VERSION = '0.1.0'

export interface PolkadotPageExtension {
  /** Deliver an account change from the backend to the site's subscribers. */
  emit(accounts: unknown): void
}

type Listener = (accounts: unknown) => void

export function injectPolkadotPageExtension(backend: PolkadotExtensionBackend): PolkadotPageExtension {
  const listeners = new Set<Listener>()
  const accounts = () => backend.request({ method: 'accounts' })
  const injected = {
    accounts: {
      get: accounts,
      /** As polkadot{.js}: the current list at once, then every change. */
      subscribe(listener: Listener) {
        listeners.add(listener)
        accounts().then(
          (list) => listeners.has(listener) && listener(list),
          () => undefined, // not allowed (any more): nothing to tell
        )
        return () => void listeners.delete(listener)
      },
    },
    signer: {
      signRaw: (payload: { address: string; data: string; type: string }) => backend.request({ method: 'signRaw', params: payload }),
    },
  }
  const page = window as unknown as { injectedWeb3?: Record<string, unknown> }
  page.injectedWeb3 = page.injectedWeb3 ?? {}
  page.injectedWeb3[POLKADOT_TEST_EXTENSION_KEY] = {
    version: VERSION,
    async enable(origin: string) {
      await backend.request({ method: 'enable', params: { origin } })
      return injected
    },
  }
  return { emit: (list) => listeners.forEach((listener) => listener(list)) }
}
