/**
 * The page side of the Bitcoin test wallet, shared by both hosts: a
 * sats-connect provider as Xverse and Leather install theirs. It registers in
 * the WBIP004 list `window.btc_providers` (id, name, icon) and puts at
 * `window[id]` an object with `request(method, params)`, which answers a
 * JSON-RPC 2.0 response, and `addListener({ eventName, cb })`. It holds no
 * key: each request goes to a backend (a Playwright binding in tests, the
 * in-page core in the demo), and the backend pushes wallet events through `emit`.
 */
import { base64 } from '@scure/base'
import type { SerializedRpcError } from './rpc-errors'

export interface BitcoinWalletBackend {
  /** The result, or a rejection carrying a JSON-RPC error ({ code, message }). */
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

export const BITCOIN_TEST_PROVIDER_NAME = 'Portico Bitcoin Wallet'
/** The provider's object path on window: sats-connect's providerId. */
export const BITCOIN_PROVIDER_ID = 'PorticoBitcoinProvider'
/** Names on `window` shared by the Node side of the browser tests and the injected page script. */
export const BITCOIN_BINDING_NAME = '__porticoBitcoinWalletRequest'
export const BITCOIN_PAGE_GLOBAL = '__porticoBitcoinWallet'
const ICON = `data:image/svg+xml;base64,${base64.encode(
  new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f7931a"/><path d="M12 8h7a4 4 0 0 1 1 7.9A4.5 4.5 0 0 1 19 24h-7zm3 3v4h3.5a2 2 0 0 0 0-4zm0 7v3h4a1.5 1.5 0 0 0 0-3z" fill="#fff"/></svg>',
  ),
)}`

type EventName = 'accountChange' | 'networkChange' | 'disconnect'
interface ListenerInfo {
  eventName: EventName
  cb: (event: unknown) => void
}

export interface BitcoinPageWallet {
  /** Deliver a wallet event ({ type: 'accountChange' | 'networkChange' | 'disconnect', ... }) to the page's listeners. */
  emit(event: { type: string }): void
}

const asRpcError = (error: unknown): SerializedRpcError => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return { code: typeof code === 'number' ? code : -32603, message: typeof message === 'string' ? message : String(error) }
}

export function createBitcoinPageWallet(backend: BitcoinWalletBackend): BitcoinPageWallet {
  const listeners = new Set<ListenerInfo>()
  let nextId = 0
  const provider = {
    async request(method: string, params?: unknown) {
      const id = String(++nextId)
      try {
        return { jsonrpc: '2.0', id, result: await backend.request(params === undefined ? { method } : { method, params }) }
      } catch (error) {
        return { jsonrpc: '2.0', id, error: asRpcError(error) }
      }
    },
    addListener(info: ListenerInfo) {
      listeners.add(info)
      return () => listeners.delete(info)
    },
  }
  const page = window as unknown as Record<string, unknown> & { btc_providers?: unknown[] }
  page[BITCOIN_PROVIDER_ID] = provider
  page.btc_providers = [...(Array.isArray(page.btc_providers) ? page.btc_providers : []), { id: BITCOIN_PROVIDER_ID, name: BITCOIN_TEST_PROVIDER_NAME, icon: ICON }]
  return {
    emit(event) {
      for (const listener of [...listeners]) if (listener.eventName === event.type) listener.cb(event)
    },
  }
}
