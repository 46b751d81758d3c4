// @vitest-environment happy-dom
/**
 * The siwx plugin over the real plugin registry, router and store, with a stubbed wallet (signMessage), an
 * in-memory storage and an app verifier (the plugin's `siwx` option): sign-in after connect, the stored session checked on
 * reload, a tampered token, the SPEC §8 sign-in messages, revoke, the config's validation.
 */
import { describe, expect, it, vi } from 'vitest'
import { base, mainnet, solana } from 'portico/networks'
import { createPluginRegistry } from '../../../../kernel/plugins'
import type { Storage } from '../../../../kernel/storage'
import type { Kernel } from 'portico'
import { siwx, type SiwxConfig } from 'portico/plugins/siwx'
import type { SiwxHandle } from '../../../../plugins/siwx/state'
import type { SiwxVerifier } from '../../../../plugins/siwx/verifier'
import { connect, storeOf, stubKernel } from '../../ui/stubKernel'
import { SIWX_KEYS } from '../../../../plugins/siwx/storage-keys'
import { createDefaultVerifier } from '../../../../plugins/siwx/default-verifier'

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

/** Values by their storage key (LocalKey.key). */
function memoryStorage() {
  const values = new Map<string, unknown>()
  return {
    values,
    get: ({ key }: { key: string }) => values.get(key),
    set: ({ key }: { key: string }, value: unknown) => void values.set(key, value),
    remove: ({ key }: { key: string }) => void values.delete(key),
  }
}

function fakeVerifier(overrides: Partial<SiwxVerifier> = {}) {
  const live: Array<{ pci: string; message: string }> = []
  const verifier = {
    getNonce: vi.fn(async () => 'abcdef123456'),
    verify: vi.fn(async ({ message }: { message: string }) => {
      live.push({ pci: 'pci-1', message })
      return { pci: 'pci-1' }
    }),
    getSessions: vi.fn(async () => live),
    revoke: vi.fn(async ({ pci, sign }: { pci?: string; sign(message: string): Promise<string> }) => {
      await sign(pci as string)
      live.splice(0)
    }),
    ...overrides,
  }
  return { verifier, live }
}

/** `config` is the kernel's config plus the plugin's options (`siwx`, `siweConfig`). */
async function siwxKernel(options: { config?: Record<string, unknown>; storage?: ReturnType<typeof memoryStorage>; connected?: boolean } = {}) {
  const { siwx: siwxConfig, siweConfig, ...config } = options.config ?? {}
  const plugin = siwx({ ...(siwxConfig === undefined ? {} : { siwx: siwxConfig as SiwxConfig }), ...(siweConfig === undefined ? {} : { siweConfig: siweConfig as SiwxConfig }) })
  const kernel = stubKernel({ plugins: [plugin], ...config }, options.connected === false ? undefined : (draft) => connect(draft, { address: ADDRESS }))
  const storage = options.storage ?? memoryStorage()
  const signMessage = vi.fn(async (_message: string, _namespace?: string) => '0xsigned')
  Object.assign(kernel.connection, { signMessage })
  Object.assign(kernel, { storage: storage as unknown as Storage })
  const registry = createPluginRegistry({ flags: {}, store: storeOf(kernel), bus: kernel.bus, router: kernel.router, kernel: () => kernel, ready: async () => undefined })
  kernel.plugin.mockImplementation((name: string) => registry.handle(name))
  registry.register(plugin)
  const loaded = registry.load('siwx')
  return { kernel: kernel as typeof kernel & Kernel, storage, signMessage, loaded, handle: () => kernel.plugin<SiwxHandle>('siwx') as SiwxHandle }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20))
const view = (kernel: Kernel) => (kernel.store.getState().router.open ? kernel.store.getState().router.history.at(-1)?.view : undefined)

describe('siwx plugin', () => {
  it('connected without a session: asks with SIWXSignMessage, signs an EIP-4361 message with the nonce, keeps the session', async () => {
    const { verifier } = fakeVerifier()
    const { kernel, loaded, handle, signMessage, storage } = await siwxKernel({ config: { siwx: { ...verifier, statement: 'Welcome' } } })
    await loaded
    await flush()
    await vi.waitFor(() => expect(view(kernel)).toBe('SIWXSignMessage'))
    expect(handle().getState().status).toBe('ready')

    await handle().actions.signIn()
    const message = signMessage.mock.calls[0]?.[0] as string
    expect(message).toMatch(/^localhost(:\d+)? wants you to sign in with your Ethereum account:\n0x1234567890abcdef1234567890abcdef12345678\n\nWelcome\n\nURI: http:\/\/localhost/)
    expect(message).toContain('\nVersion: 1\nChain ID: 1\nNonce: abcdef123456\nIssued At: ')
    expect(verifier.verify).toHaveBeenCalledWith(expect.objectContaining({ message, signature: '0xsigned' }))
    expect(handle().getState()).toMatchObject({ status: 'signed-in', signedIn: ['eip155'] })
    expect(JSON.parse(storage.values.get(SIWX_KEYS.authToken.key) as string).eip155).toMatchObject({ pci: 'pci-1', message })
    expect(storage.values.has(SIWX_KEYS.nonceToken.key)).toBe(false)
    expect(view(kernel)).toBeUndefined() // the modal closed
  })

  it('on reload a stored session that the verifier still lists signs in without a new signature', async () => {
    const { verifier } = fakeVerifier()
    const first = await siwxKernel({ config: { siwx: verifier } })
    await first.loaded
    await first.handle().actions.signIn()

    const again = await siwxKernel({ config: { siwx: verifier }, storage: first.storage })
    await again.loaded
    await flush()
    expect(again.handle().getState()).toMatchObject({ status: 'signed-in', signedIn: ['eip155'] })
    expect(again.signMessage).not.toHaveBeenCalled()
    expect(view(again.kernel)).toBeUndefined()
  })

  it('a tampered stored token, or a session the verifier no longer lists, is dropped and the account is asked again', async () => {
    const { verifier, live } = fakeVerifier()
    const storage = memoryStorage()
    storage.values.set(SIWX_KEYS.authToken.key, '{"eip155":{"message":"forged"}}')
    const tampered = await siwxKernel({ config: { siwx: verifier }, storage })
    await tampered.loaded
    await flush()
    expect(storage.values.has(SIWX_KEYS.authToken.key)).toBe(false)
    await vi.waitFor(() => expect(view(tampered.kernel)).toBe('SIWXSignMessage'))

    await tampered.handle().actions.signIn()
    live.splice(0) // the verifier forgot it
    const reload = await siwxKernel({ config: { siwx: verifier }, storage })
    await reload.loaded
    await flush()
    expect(reload.handle().getState().status).toBe('ready')
    expect(storage.values.has(SIWX_KEYS.authToken.key)).toBe(false)
  })

  it("a wallet refusal gives 'Signature declined'; Try again signs in", async () => {
    const { verifier } = fakeVerifier()
    const { loaded, handle, signMessage } = await siwxKernel({ config: { siwx: verifier } })
    await loaded
    signMessage.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await handle().actions.signIn()
    expect(handle().getState()).toMatchObject({ status: 'declined', error: 'Signature declined', signedIn: [] })
    expect(verifier.verify).not.toHaveBeenCalled()
    await handle().actions.signIn()
    expect(handle().getState().status).toBe('signed-in')
  })

  it("a nonce that cannot be fetched gives 'A problem occurred while trying initialize authentication'", async () => {
    const { verifier } = fakeVerifier({ getNonce: vi.fn(async () => Promise.reject(new Error('down'))) })
    const { loaded, handle, signMessage, kernel } = await siwxKernel({ config: { siwx: verifier } })
    const errors = vi.fn()
    kernel.bus.on('error', errors)
    await loaded
    await handle().actions.signIn()
    expect(handle().getState()).toMatchObject({ status: 'failed', error: 'A problem occurred while trying initialize authentication' })
    expect(signMessage).not.toHaveBeenCalled()
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ source: 'siwx' }))
  })

  it("a signature the verifier refuses: the init message for an EOA, 'This application might not support Smart Accounts' for a smart account", async () => {
    const refuse = () => fakeVerifier({ verify: vi.fn(async () => Promise.reject(new Error('bad signature'))) }).verifier
    const eoa = await siwxKernel({ config: { siwx: refuse() } })
    await eoa.loaded
    await eoa.handle().actions.signIn()
    expect(eoa.handle().getState()).toMatchObject({ status: 'failed', error: 'A problem occurred while trying initialize authentication', signedIn: [] })
    expect(eoa.storage.values.has(SIWX_KEYS.authToken.key)).toBe(false)

    const smart = await siwxKernel({ config: { siwx: refuse() } })
    storeOf(smart.kernel).update((draft) => void (draft.chains.eip155!.accountState.allAccounts = [{ address: ADDRESS, type: 'smartAccount' }]))
    await smart.loaded
    await smart.handle().actions.signIn()
    expect(smart.handle().getState().error).toBe('This application might not support Smart Accounts')
  })

  it('revoke ends the session with the wallet signing its pci, forgets it and asks again', async () => {
    const { verifier } = fakeVerifier()
    const { kernel, loaded, handle, signMessage, storage } = await siwxKernel({ config: { siwx: verifier } })
    await loaded
    await handle().actions.signIn()
    await handle().actions.revoke()
    expect(verifier.revoke).toHaveBeenCalledWith(expect.objectContaining({ address: ADDRESS, chainId: 'eip155:1', pci: 'pci-1' }))
    expect(signMessage).toHaveBeenLastCalledWith('pci-1', 'eip155')
    expect(storage.values.has(SIWX_KEYS.authToken.key)).toBe(false)
    expect(handle().getState()).toMatchObject({ status: 'ready', signedIn: [] })
    await vi.waitFor(() => expect(view(kernel)).toBe('SIWXSignMessage'))
  })

  it('a network change keeps the namespace session; switching to a namespace without one asks again (CAIP-122 text for solana)', async () => {
    const { verifier } = fakeVerifier()
    const { kernel, loaded, handle, signMessage } = await siwxKernel({ config: { siwx: verifier, networks: [mainnet, base, solana] } })
    await loaded
    await handle().actions.signIn()
    const store = storeOf(kernel)
    store.update((draft) => void (draft.chains.eip155!.networkState.caipNetwork = base))
    kernel.bus.emit('network-change', { network: base })
    await flush()
    expect(handle().getState()).toMatchObject({ status: 'signed-in', signedIn: ['eip155'] })
    expect(view(kernel)).toBeUndefined()

    const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    store.update((draft) => {
      draft.activeNamespace = 'solana'
      Object.assign(draft.chains.solana!.accountState, { status: 'connected', address: SOLANA_ADDRESS })
    })
    kernel.bus.emit('network-change', { network: solana })
    await vi.waitFor(() => expect(view(kernel)).toBe('SIWXSignMessage'))
    expect(handle().getState()).toMatchObject({ status: 'ready', namespace: 'solana', signedIn: ['eip155'] })
    await handle().actions.signIn()
    const solanaMessage = signMessage.mock.calls.at(-1)?.[0] as string
    expect(solanaMessage.startsWith(`${location.host} wants you to sign in with your Solana account:\n${SOLANA_ADDRESS}\n`)).toBe(true)
    expect(solanaMessage).toContain(`\nChain ID: ${solana.caipNetworkId}\n`)
    expect(signMessage).toHaveBeenLastCalledWith(solanaMessage, 'solana')
    expect(handle().getState().signedIn).toEqual(['eip155', 'solana'])
  })

  it('another account in the same namespace (e.g. the smart account) asks again and drops the other session', async () => {
    const { verifier } = fakeVerifier()
    const { kernel, loaded, handle, storage } = await siwxKernel({ config: { siwx: verifier } })
    await loaded
    await handle().actions.signIn()
    storeOf(kernel).update((draft) => void (draft.chains.eip155!.accountState.address = '0x00000000000000000000000000000000000000aa'))
    kernel.bus.emit('account-change', { namespace: 'eip155', address: '0x00000000000000000000000000000000000000aa', status: 'connected' })
    await vi.waitFor(() => expect(view(kernel)).toBe('SIWXSignMessage'))
    expect(handle().getState()).toMatchObject({ status: 'ready', signedIn: [] })
    expect(storage.values.has(SIWX_KEYS.authToken.key)).toBe(false)
  })

  it('a disconnect forgets the sessions of its namespaces', async () => {
    const { verifier } = fakeVerifier()
    const { kernel, loaded, handle, storage } = await siwxKernel({ config: { siwx: verifier } })
    await loaded
    await handle().actions.signIn()
    kernel.bus.emit('disconnect', { namespaces: ['eip155'] })
    expect(storage.values.has(SIWX_KEYS.authToken.key)).toBe(false)
    expect(handle().getState()).toMatchObject({ status: 'idle', signedIn: [] })
  })

  it('siweConfig asks with ConnectingSiwe', async () => {
    const { verifier } = fakeVerifier()
    const { kernel, loaded } = await siwxKernel({ config: { siweConfig: verifier } })
    await loaded
    await vi.waitFor(() => expect(view(kernel)).toBe('ConnectingSiwe'))
  })

  it('a config of the wrong shape is refused when the plugin starts', async () => {
    const { loaded } = await siwxKernel({ config: { siwx: { getNonce: 'not a function', typo: 1 } } })
    await expect(loaded).rejects.toMatchObject({ code: 'SIWX_INVALID_CONFIG', message: expect.stringContaining('siwx.getNonce: expected a function') })
  })
})

describe('the default verifier', () => {
  const data = { domain: 'localhost', address: ADDRESS, chainId: 'eip155:1', uri: 'http://localhost', version: '1' as const, nonce: 'abcdef123456', issuedAt: '2026-11-25T00:00:00.000Z' }
  const kernelWith = (storedNonce: string | undefined) => {
    const storage = memoryStorage()
    if (storedNonce) storage.values.set(SIWX_KEYS.nonceToken.key, storedNonce)
    const config = { projectId: 'p', sdkType: 'portico', sdkVersion: '1', services: { blockchainApiUrl: 'http://127.0.0.1:9' } }
    return { config, services: {}, storage } as unknown as Kernel
  }

  it('SPEC §3 sign-in nonce token: a message signed for a nonce this page did not ask for is refused before it is sent', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ pci: 'pci-1' }), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    try {
      for (const stored of [undefined, 'another-nonce']) {
        await expect(createDefaultVerifier(kernelWith(stored)).verify({ data, message: 'm', signature: '0xs' })).rejects.toMatchObject({ code: 'SIWX_VERIFIER_REFUSED' })
      }
      expect(fetch).not.toHaveBeenCalled()
      await expect(createDefaultVerifier(kernelWith(data.nonce)).verify({ data, message: 'm', signature: '0xs' })).resolves.toEqual({ pci: 'pci-1' })
      expect(fetch).toHaveBeenCalledOnce()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
