/**
 * The names plugin's actions: SPEC §5 name rules and coin type, suggestions and availability 500 ms after the
 * last keystroke (SPEC §9), the SPEC §4 registration (signed JSON message, coin type, views), every SPEC §8
 * Names message, the reverse lookup.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { coinTypeOf, isValidLabel, isZoneName } from '../../../../plugins/names/rules'
import { ADDRESS, currentView, namesKernel, type Route } from './names-kernel'

afterEach(() => vi.useRealTimers())

const profile = (name: string) => ({ name, addresses: { '2147483649': { address: ADDRESS } }, attributes: [] })
const suggestions: Route = (url) =>
  url.pathname.startsWith('/v1/profile/suggestions/')
    ? { status: 200, body: { suggestions: [{ name: 'ada-dev.wcn.id', registered: false }, { name: 'ada-dev1.wcn.id', registered: true }, { name: 'my-ada-dev.wcn.id', registered: false }] } }
    : undefined

describe('SPEC §5 rules', () => {
  it('names: letters, digits and hyphens, at least 4 characters', () => {
    expect(['abcd', 'a-b-c', 'Ada-2024', 'x'.repeat(63)].map(isValidLabel)).toEqual([true, true, true, true])
    expect(['abc', 'ada dev', 'ada_dev', 'adé-dev', 'ada.dev', ''].map(isValidLabel)).toEqual([false, false, false, false, false, false])
  })
  it("an answer's name: a valid label in the zone; markup, another zone, a bare label or a bad label are not names", () => {
    expect(['ada-dev.wcn.id', 'Ada-2024.wcn.id'].map(isZoneName)).toEqual([true, true])
    expect(['<img src=x>.wcn.id', 'ada-dev.wcn.id.evil', 'ada-dev', 'abc.wcn.id', `${'x'.repeat(64)}.wcn.id`, '.wcn.id'].map(isZoneName)).toEqual([false, false, false, false, false, false])
  })
  it('coin type: the chain id with the top bit set; 0x80000000 and above invalid', () => {
    expect(coinTypeOf(1)).toBe(0x80000001)
    expect(coinTypeOf(8453)).toBe(0x80000000 + 8453)
    expect(coinTypeOf(0x7fffffff)).toBe(0xffffffff)
    expect(coinTypeOf(0x80000000)).toBeUndefined()
    expect(coinTypeOf(0x90000000)).toBeUndefined()
  })
})

describe('names actions', () => {
  it('an invalid name gets the rule inline at once and calls nothing', async () => {
    const { actions, handle, requests } = await namesKernel()
    actions.setName('ab_')
    expect(handle.getState()).toMatchObject({ name: 'ab_', inputError: 'Use letters, digits and hyphens, at least 4 characters', availability: undefined })
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(requests).toEqual([])
  })

  it('suggestions and availability 500 ms after the last keystroke only (SPEC §9)', async () => {
    vi.useFakeTimers()
    const { actions, handle, requests } = await namesKernel({ route: suggestions })
    actions.setName('ada-')
    await vi.advanceTimersByTimeAsync(300)
    actions.setName('ada-dev')
    expect(handle.getState()).toMatchObject({ availability: 'checking', suggestionsLoading: true })
    await vi.advanceTimersByTimeAsync(499)
    expect(requests).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(handle.getState().suggestionsLoading).toBe(false))
    expect(requests.map(({ url }) => url.pathname)).toEqual(['/v1/profile/suggestions/ada-dev', '/v1/profile/account/ada-dev.wcn.id'])
    expect(requests[0]?.url.searchParams.get('zone')).toBe('wcn.id')
    expect(handle.getState()).toMatchObject({
      availability: 'available',
      inputError: undefined,
      suggestions: [{ name: 'ada-dev1.wcn.id', registered: true }, { name: 'my-ada-dev.wcn.id', registered: false }],
    })
  })

  it('a taken name is refused inline', async () => {
    const { actions, handle } = await namesKernel({ route: (url) => suggestions(url) ?? { status: 200, body: profile('ada-dev.wcn.id') } })
    actions.setName('ada-dev')
    await vi.waitFor(() => expect(handle.getState().availability).toBe('taken'))
    expect(handle.getState().inputError).toBe('ada-dev.wcn.id is already taken')
  })

  it('SPEC §3/§9 name cache: a name found taken is not asked again for 5 minutes; a free one always is', async () => {
    let now = 1_000_000
    const { actions, handle, requests } = await namesKernel({
      now: () => now,
      route: (url) => suggestions(url) ?? (url.pathname.endsWith('/ada-dev.wcn.id') ? { status: 200, body: profile('ada-dev.wcn.id') } : undefined),
    })
    const lookups = (name: string) => requests.filter(({ url }) => url.pathname.endsWith(`/v1/profile/account/${name}`)).length
    const settle = async (name: string, availability: string) => {
      actions.setName(name)
      await vi.waitFor(() => expect(handle.getState()).toMatchObject({ name, availability }))
    }
    await settle('ada-dev', 'taken')
    await settle('bob-free', 'available')
    await settle('ada-dev', 'taken')
    await settle('bob-free', 'available')
    expect([lookups('ada-dev.wcn.id'), lookups('bob-free.wcn.id')]).toEqual([1, 2])
    now += 5 * 60_000
    await settle('ada-dev', 'taken')
    expect(lookups('ada-dev.wcn.id')).toBe(2)
  })

  it("failed suggestions give 'Error fetching name suggestions'; a failed lookup 'Error resolving name'", async () => {
    const failing = await namesKernel({ route: (url) => (url.pathname.includes('suggestions') ? { status: 400, body: { reasons: [{ description: 'no' }] } } : undefined) })
    failing.actions.setName('ada-dev')
    await vi.waitFor(() => expect(failing.handle.getState().suggestionsLoading).toBe(false))
    expect(failing.handle.getState().inputError).toBe('Error fetching name suggestions')

    const lookup = await namesKernel({ route: (url) => suggestions(url) ?? { status: 400, body: { reasons: [{ description: 'bad' }] } } })
    lookup.actions.setName('ada-dev')
    await vi.waitFor(() => expect(lookup.handle.getState().suggestionsLoading).toBe(false))
    expect(lookup.handle.getState()).toMatchObject({ inputError: 'Error resolving name', availability: undefined })
  })

  it('SPEC §4: registers with the signed JSON message and the coin type, shows Success, refreshes the profile name', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { kernel, actions, handle, requests, signMessage, refreshProfile } = await namesKernel({
      route: (url, init) => suggestions(url) ?? (init?.method === 'POST' ? { status: 200, body: profile('ada-dev.wcn.id') } : undefined),
    })
    await kernel.router.open({ view: 'RegisterAccountName' })
    actions.setName('Ada-Dev')
    const registering = actions.register()
    expect(handle.getState().loading).toBe(true)
    expect(currentView(kernel)).toBe('RegisterAccountNameSuccess')
    await registering

    const message = JSON.parse(signMessage.mock.calls[0]?.[0] as string) as { name: string; attributes: unknown; timestamp: number }
    expect(message).toEqual({ name: 'ada-dev.wcn.id', attributes: {}, timestamp: expect.any(Number) })
    expect(message.timestamp).toBeGreaterThanOrEqual(before)
    expect(message.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    const post = requests.find(({ url }) => url.pathname === '/v1/profile/account')
    expect(post?.body).toEqual({ coin_type: 0x80000001, address: ADDRESS, message: signMessage.mock.calls[0]?.[0], signature: '0xsigned' })
    expect(handle.getState()).toMatchObject({ loading: false, registered: 'ada-dev.wcn.id', error: undefined })
    expect(currentView(kernel)).toBe('RegisterAccountNameSuccess')
    expect(refreshProfile).toHaveBeenCalled()
  })

  it("a refusal goes back to RegisterAccountName with the API's first reason, the name kept", async () => {
    const { kernel, actions, handle } = await namesKernel({
      route: (url, init) => (init?.method === 'POST' ? { status: 400, body: { reasons: [{ description: 'Name ada-dev.wcn.id is already registered' }, { description: 'second' }] } } : undefined),
    })
    await kernel.router.open({ view: 'RegisterAccountName' })
    actions.setName('ada-dev')
    await actions.register()
    expect(handle.getState()).toMatchObject({ loading: false, name: 'ada-dev', error: 'Name ada-dev.wcn.id is already registered' })
    expect(handle.getState().registered).toBeUndefined()
    await vi.waitFor(() => expect(currentView(kernel)).toBe('RegisterAccountName'))
    expect(kernel.store.getState().snackbar).toMatchObject({ message: 'Name ada-dev.wcn.id is already registered', variant: 'error' })
  })

  it("a refusal without reasons, or a declined signature: 'Error registering name {name}'", async () => {
    const { kernel, actions, handle, signMessage, requests } = await namesKernel({ route: (_url, init) => (init?.method === 'POST' ? { status: 400, body: {} } : undefined) })
    await kernel.router.open({ view: 'RegisterAccountName' })
    actions.setName('ada-dev')
    await actions.register()
    expect(handle.getState().error).toBe('Error registering name ada-dev.wcn.id')

    signMessage.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    const posts = requests.length
    await actions.register()
    expect(handle.getState().error).toBe('Error registering name ada-dev.wcn.id')
    expect(requests.length).toBe(posts) // nothing registered without a signature
  })

  it("needs a network with an id ('Network not found'), an address and the auth connector ('Address or auth connector not found')", async () => {
    const eoa = await namesKernel({ account: { connectedWalletInfo: { name: 'Test Wallet', type: 'ANNOUNCED' } } })
    eoa.actions.setName('ada-dev')
    await eoa.actions.register()
    expect(eoa.handle.getState().error).toBe('Address or auth connector not found')
    expect(eoa.signMessage).not.toHaveBeenCalled()

    const noNetwork = await namesKernel()
    noNetwork.store.update((draft) => void (draft.chains.eip155!.networkState.caipNetwork = undefined))
    noNetwork.actions.setName('ada-dev')
    await noNetwork.actions.register()
    expect(noNetwork.handle.getState().error).toBe('Network not found')

    const bigChain = await namesKernel()
    bigChain.store.update((draft) => {
      const network = draft.chains.eip155!.networkState.caipNetwork!
      network.id = 0x80000000
    })
    bigChain.actions.setName('ada-dev')
    await bigChain.actions.register()
    expect(bigChain.handle.getState().error).toBe('Invalid chainId')
    expect(bigChain.signMessage).not.toHaveBeenCalled()
  })

  it("reverse lookup lists the address's names; a failure shows 'Error fetching names for address'", async () => {
    const ok = await namesKernel({ route: (url) => (url.pathname.startsWith('/v1/profile/reverse/') ? { status: 200, body: [profile('ada-dev.wcn.id')] } : undefined) })
    await ok.actions.lookupAddressNames()
    expect(ok.handle.getState().addressNames).toEqual(['ada-dev.wcn.id'])
    expect(ok.requests[0]?.url.pathname).toBe(`/v1/profile/reverse/${ADDRESS}`)

    const failing = await namesKernel({ route: () => ({ status: 400, body: { reasons: [{ description: 'no' }] } }) })
    await failing.actions.lookupAddressNames()
    expect(failing.kernel.store.getState().snackbar).toMatchObject({ message: 'Error fetching names for address', variant: 'error' })
  })

  it('resets on disconnect', async () => {
    const { kernel, actions, handle } = await namesKernel()
    actions.setName('ada-dev')
    kernel.bus.emit('disconnect', { namespaces: ['eip155'] })
    expect(handle.getState()).toEqual({ name: '', suggestions: [], suggestionsLoading: false, loading: false })
  })
})
