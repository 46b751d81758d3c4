// @vitest-environment happy-dom
/**
 * Feature smartSessions (the siwx plugin's Sessions list) over the real plugin registry, router, store and service
 * context, with a stubbed fetch standing for the Blockchain API's SPEC §7 `/v1/sessions` routes and a stubbed wallet
 * (signMessage): the slot's rule, the rows (site, network name, expiry; expired ones left out), a failed or
 * malformed answer as an error, Revoke (the wallet signs the pci, the revoke route gets it, the row goes), a refused
 * signature and a refused revocation (the row stays), this page's own session revoked (asked to sign again).
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveConfig } from '../../../../kernel/config'
import { mainnet, solana } from 'portico/networks'
import { createPluginRegistry } from '../../../../kernel/plugins'
import { createServices } from '../../../../kernel/services'
import type { Storage } from '../../../../kernel/storage'
import { initialKernelState } from '../../../../kernel/store'
import type { Kernel, KernelState } from 'portico'
import { slotApplies, slotEntries } from '../../../../kernel/ui/slots'
import { siwx } from 'portico/plugins/siwx'
import { listSessions, sessionRow } from '../../../../plugins/siwx/sessions'
import type { SiwxHandle } from '../../../../plugins/siwx/state'
import { SIWX_KEYS } from '../../../../plugins/siwx/storage-keys'
import Sessions from '../../../../plugins/siwx/views/Sessions'
import { connect, storeOf, stubKernel } from '../../ui/stubKernel'

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'
const API = 'http://127.0.0.1:9/api'
const LATER = '2099-12-03T14:05:00.000Z'

afterEach(cleanup)

interface Session {
  pci: string
  domain?: string
  chainId?: string
  expiresAt?: string
}

/** The Blockchain API's sessions routes over a list, recording each request. */
function sessionsApi(sessions: Session[], overrides: { list?: () => Response; revoke?: () => Response } = {}) {
  const requests: Array<{ method: string; url: URL; body?: unknown; cache?: RequestCache }> = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    requests.push({ method, url, body, cache: init.cache })
    if (method === 'GET' && url.pathname === `/api/v1/sessions/${ADDRESS}`) return overrides.list?.() ?? Response.json(sessions)
    if (method === 'POST' && url.pathname === `/api/v1/sessions/${ADDRESS}/revoke`) {
      if (overrides.revoke) return overrides.revoke()
      const { pci } = body as { pci: string }
      sessions.splice(sessions.findIndex((session) => session.pci === pci), 1)
      return Response.json({ success: true, pci })
    }
    return new Response('not found', { status: 404 })
  })
  return { fetch, requests }
}

function memoryStorage() {
  const values = new Map<string, unknown>()
  return {
    values,
    get: ({ key }: { key: string }) => values.get(key),
    set: ({ key }: { key: string }, value: unknown) => void values.set(key, value),
    remove: ({ key }: { key: string }) => void values.delete(key),
  }
}

/** A connected eip155 account with the siwx plugin loaded, its services on the stubbed API. */
async function sessionsKernel(api: ReturnType<typeof sessionsApi>, storage = memoryStorage()) {
  const plugin = siwx()
  const kernel = stubKernel({ plugins: [plugin], features: { smartSessions: true }, services: { blockchainApiUrl: API } }, (draft) => connect(draft, { address: ADDRESS }))
  const signMessage = vi.fn(async (message: string, _namespace?: string) => `0xsigned-${message}`)
  const services = createServices({ config: { ...kernel.config, projectId: 'test' }, fetch: api.fetch as typeof fetch })
  Object.assign(kernel.connection, { signMessage })
  Object.assign(kernel, { storage: storage as unknown as Storage, services })
  const registry = createPluginRegistry({ flags: kernel.config.features, store: storeOf(kernel), bus: kernel.bus, router: kernel.router, kernel: () => kernel, ready: async () => undefined })
  kernel.plugin.mockImplementation((name: string) => registry.handle(name))
  registry.register(plugin)
  await registry.load('siwx')
  return { kernel: kernel as typeof kernel & Kernel, signMessage, storage, handle: () => kernel.plugin<SiwxHandle>('siwx') as SiwxHandle }
}

const view = (kernel: Kernel) => (kernel.store.getState().router.open ? kernel.store.getState().router.history.at(-1)?.view : undefined)

describe('smartSessions: the Account action', () => {
  const applies = (features: Record<string, boolean>, namespace: KernelState['activeNamespace']) => {
    const { config } = resolveConfig({ projectId: 'p', networks: [mainnet, solana], plugins: [siwx()], features })
    const entry = slotEntries(config, 'account-action').find((candidate) => candidate.id === 'sessions')
    expect(entry).toMatchObject({ label: 'Sessions', view: 'Sessions' })
    return slotApplies(entry!, { ...initialKernelState(config), activeNamespace: namespace }, config)
  }

  it("SPEC §1: off by default; on, offered to an eip155 account only", () => {
    expect(resolveConfig({ projectId: 'p', networks: [mainnet], plugins: [siwx()] }).config.features.smartSessions).toBe(false)
    expect(applies({}, 'eip155')).toBe(false)
    expect(applies({ smartSessions: false }, 'eip155')).toBe(false)
    expect(applies({ smartSessions: true }, 'eip155')).toBe(true)
    expect(applies({ smartSessions: true }, 'solana')).toBe(false)
  })
})

describe('smartSessions: listing', () => {
  it('SPEC §7 GET /v1/sessions/{address} past the HTTP cache: the site, the network by name, the expiry written out; expired ones left out', async () => {
    const api = sessionsApi([
      { pci: 'a', domain: 'app.example', chainId: 'eip155:8453', expiresAt: LATER },
      { pci: 'b', domain: 'old.example', chainId: 'eip155:1', expiresAt: '2020-01-01T00:00:00.000Z' },
      { pci: 'c', domain: 'other.example', chainId: 'eip155:999' },
    ])
    const { kernel } = await sessionsKernel(api)
    const rows = await listSessions(kernel, ADDRESS)
    expect(rows).toEqual([
      { pci: 'a', domain: 'app.example', network: 'Base', expires: { in: 'in 73 years', at: expect.stringMatching(/^Dec [34], 2099, \d{1,2}:\d{2}\s?[AP]M$/), iso: LATER } },
      { pci: 'c', domain: 'other.example', network: 'eip155:999', expires: undefined },
    ])
    const [request] = api.requests
    expect(request?.url.toString()).toBe(`${API}/v1/sessions/${ADDRESS}?projectId=test&st=portico&sv=2.16.5`)
    expect(request?.cache).toBe('no-cache')
  })

  it("the expiry as how far off it is, in the largest unit that fits; a row without a site says so; one without an expiry has none", () => {
    const now = Date.parse('2026-11-26T00:00:00.000Z')
    const expiresIn = (ms: number) => sessionRow({ pci: 'x', expiresAt: new Date(now + ms).toISOString() }, [mainnet], now)[0]?.expires?.in
    expect([expiresIn(400 * 864e5), expiresIn(45 * 864e5), expiresIn(7 * 864e5), expiresIn(864e5), expiresIn(5 * 36e5), expiresIn(12 * 6e4), expiresIn(5_000), expiresIn(0)]).toEqual(['in 1 year', 'in 2 months', 'in 7 days', 'in 1 day', 'in 5 hours', 'in 12 minutes', 'in 1 minute', undefined])
    expect(sessionRow({ pci: 'x' }, [mainnet])).toEqual([{ pci: 'x', domain: 'Unknown site', network: undefined, expires: undefined }])
  })

  it("a refusal or an answer of the wrong shape is an error ('Failed to fetch sessions'), not an empty list", async () => {
    const refused = await sessionsKernel(sessionsApi([], { list: () => Response.json({ reasons: [{ description: 'no' }] }, { status: 400 }) }))
    await expect(listSessions(refused.kernel, ADDRESS)).rejects.toMatchObject({ code: 'SIWX_SESSIONS_FAILED', message: 'Failed to fetch sessions' })
    const malformed = await sessionsKernel(sessionsApi([], { list: () => Response.json([{ pci: 7 }]) }))
    await expect(listSessions(malformed.kernel, ADDRESS)).rejects.toMatchObject({ code: 'SIWX_SESSIONS_FAILED' })
  })
})

describe('smartSessions: revoking', () => {
  it('the wallet signs the pci (personal_sign through the connected wallet) and SPEC §7 POST /revoke gets { pci, signature }', async () => {
    const api = sessionsApi([{ pci: 'a', domain: 'app.example' }])
    const { handle, signMessage } = await sessionsKernel(api)
    await handle().actions.revokeSession('a')
    expect(signMessage).toHaveBeenCalledWith('a', 'eip155')
    const post = api.requests.find((request) => request.method === 'POST')
    expect(post?.url.pathname).toBe(`/api/v1/sessions/${ADDRESS}/revoke`)
    expect(post?.body).toEqual({ pci: 'a', signature: '0xsigned-a' })
  })

  it("a refused signature rejects with 'Signature declined' and posts nothing; a refused revocation with 'Failed to revoke the session'", async () => {
    const api = sessionsApi([{ pci: 'a' }], { revoke: () => Response.json({ status: 'FAILED', message: 'No session' }, { status: 404 }) })
    const { handle, signMessage } = await sessionsKernel(api)
    signMessage.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(handle().actions.revokeSession('a')).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_DECLINED', message: 'Signature declined' })
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false)
    await expect(handle().actions.revokeSession('a')).rejects.toMatchObject({ code: 'SIWX_REVOKE_FAILED', message: 'Failed to revoke the session' })
  })

  it("revoking another session keeps this page's; revoking this page's forgets it and asks to sign again", async () => {
    const api = sessionsApi([{ pci: 'mine' }, { pci: 'other' }])
    const storage = memoryStorage()
    const data = { domain: 'localhost', address: ADDRESS, chainId: 'eip155:1', uri: 'http://localhost', version: '1', nonce: 'abcdef123456', issuedAt: '2026-11-25T00:00:00.000Z' }
    storage.values.set(SIWX_KEYS.authToken.key, JSON.stringify({ eip155: { data, message: `localhost wants you to sign in with your Ethereum account:\n${ADDRESS}`, signature: '0xs', pci: 'mine' } }))
    const { kernel, handle } = await sessionsKernel(api, storage)
    await vi.waitFor(() => expect(handle().getState().status).toBe('signed-in'))
    await handle().actions.revokeSession('other')
    expect(storage.values.has(SIWX_KEYS.authToken.key)).toBe(true)
    expect(handle().getState().status).toBe('signed-in')

    await handle().actions.revokeSession('mine')
    expect(storage.values.has(SIWX_KEYS.authToken.key)).toBe(false)
    expect(handle().getState()).toMatchObject({ status: 'ready', signedIn: [] })
    await vi.waitFor(() => expect(view(kernel)).toBe('SIWXSignMessage'))
  })
})

describe('smartSessions: the Sessions view', () => {
  it('loading, then a row per session as text; Revoke removes the row; none left gives the empty state', async () => {
    const api = sessionsApi([{ pci: 'a', domain: '<img src=x onerror=alert(1)>', chainId: 'eip155:1', expiresAt: LATER }])
    const { kernel } = await sessionsKernel(api)
    await act(async () => void render(<Sessions kernel={kernel} />))
    const list = await screen.findByRole('list', { name: 'Active sessions' })
    const row = within(list).getByRole('listitem')
    expect(row.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(row.textContent).toMatch(/^<img src=x onerror=alert\(1\)>EthereumExpires in 73 yearsRevoke$/)
    expect(row.querySelector('img')).toBeNull()
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke <img src=x onerror=alert(1)>' }))
    await screen.findByText('No active sessions')
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1)
  })

  it('a refused signature shows the error and keeps the row, focus back on its Revoke; revoked, focus moves to the next row', async () => {
    const api = sessionsApi([{ pci: 'a', domain: 'app.example' }, { pci: 'b', domain: 'b.example' }])
    const { kernel, signMessage } = await sessionsKernel(api)
    signMessage.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await act(async () => void render(<Sessions kernel={kernel} />))
    const revokeA = await screen.findByRole('button', { name: 'Revoke app.example' })
    revokeA.focus()
    fireEvent.click(revokeA)
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined')
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['app.exampleRevoke', 'b.exampleRevoke'])
    await waitFor(() => expect(document.activeElement).toBe(revokeA))

    fireEvent.click(revokeA)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Revoke b.example' })))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a failed fetch says so with Try again, which fetches again', async () => {
    let fail = true
    const api = sessionsApi([], { list: () => (fail ? Response.json({ reasons: [{ description: 'no' }] }, { status: 400 }) : Response.json([])) })
    const { kernel } = await sessionsKernel(api)
    await act(async () => void render(<Sessions kernel={kernel} />))
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch sessions')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('No active sessions')
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'GET')).toHaveLength(2))
  })
})
