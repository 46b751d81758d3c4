/** A small in-memory adapter for kernel unit tests (a unit test may stub a neighbour). */
import { vi } from 'vitest'
import type { AdapterEvent, AdapterInstance, Connector, Namespace } from 'portico'

export function stubAdapter(namespace: Namespace = 'eip155', address = '0x' + '1'.repeat(40)) {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const connectors: Connector[] = [
    { id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: namespace, imageUrl: 'https://img/test.png', info: { rdns: 'dev.test' }, explorerId: 'wallet-123' },
  ]
  const adapter = {
    namespace,
    getConnectors: () => connectors,
    connect: vi.fn(async () => ({ address, chainId: 1 })),
    reconnect: vi.fn(async (): Promise<{ address: string; chainId: number } | undefined> => ({ address, chainId: 1 })),
    disconnect: vi.fn(async () => undefined),
    switchNetwork: vi.fn(async () => undefined),
    getBalance: vi.fn(async () => ({ balance: '1.23456', symbol: 'ETH' })),
    signMessage: vi.fn(async () => '0xsig'),
    sendTransaction: vi.fn(async () => '0xhash'),
    request: vi.fn(async () => null),
    getProvider: (): unknown => ({ provider: namespace }),
    on(listener: (event: AdapterEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(event: AdapterEvent) {
      listeners.forEach((listener) => listener(event))
    },
  } satisfies AdapterInstance & { emit(event: AdapterEvent): void }
  return adapter
}

/** A fetch that answers the Blockchain API / registry / analytics routes from a table; nothing leaves the process. */
export function stubFetch(routes: Record<string, () => Response>) {
  const calls: string[] = []
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    calls.push(url.pathname)
    const route = Object.keys(routes).find((path) => url.pathname.endsWith(path))
    return route ? (routes[route] as () => Response)() : new Response('not found', { status: 404 })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

export const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
