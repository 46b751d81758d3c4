import { vi } from 'vitest'
import { createServices, type ServicesConfig } from '../../../kernel/services'

export const config: ServicesConfig = {
  projectId: 'test-project',
  sdkType: 'portico',
  sdkVersion: '0.1.0',
  features: { analytics: true },
  services: { blockchainApiUrl: 'http://127.0.0.1:1', registryUrl: 'http://127.0.0.1:2', analyticsUrl: 'http://127.0.0.1:3' },
}

/** Services over a fetch that answers every request with `respond` (no network). */
export function servicesWith(respond: (url: URL, init?: RequestInit) => Response, overrides: Partial<ServicesConfig> = {}) {
  const requests: { url: URL; init?: RequestInit }[] = []
  const errors: unknown[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    requests.push({ url, init })
    return respond(url, init)
  }) as unknown as typeof globalThis.fetch
  const services = createServices({ config: { ...config, ...overrides }, fetch, onError: (error) => errors.push(error) })
  return { services, requests, errors }
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
