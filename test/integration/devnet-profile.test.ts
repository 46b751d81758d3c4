import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import { DEVNET_NAME_ZONE } from '../../devnet/api/profile'
import { devnetPerFile, type LoopbackGuard, servicesFor } from './setup'
import { getNameSuggestions, lookupName, registerName, reverseLookupNames } from '../../plugins/names/routes'

let devnet: Devnet
let guard: LoopbackGuard

devnetPerFile((started) => ({ devnet, guard } = started))

/** SPEC §5: the EVM chain id with the top bit set. */
const coinType = (chainId: number) => (0x80000000 | chainId) >>> 0
const nowSeconds = () => Math.floor(Date.now() / 1000)
const accountOf = (index: number) => privateKeyToAccount(devnet.accounts[index]?.privateKey as Hex)

async function signedRegistration(options: { name: string; signer?: number; address?: number; timestamp?: number; chainId?: number }) {
  const signer = accountOf(options.signer ?? 2)
  const message = JSON.stringify({ name: options.name, attributes: { bio: 'devnet name' }, timestamp: options.timestamp ?? nowSeconds() })
  return { coin_type: coinType(options.chainId ?? 1), address: accountOf(options.address ?? options.signer ?? 2).address, message, signature: await signer.signMessage({ message }) }
}

async function postRegistration(body: unknown) {
  const response = await fetch(`${devnet.urls.api}/v1/profile/account?projectId=portico-test`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as { reasons?: { description: string }[] } }
}
const firstReason = async (body: unknown) => (await postRegistration(body)).body.reasons?.[0]?.description

describe('devnet account names (/v1/profile)', () => {
  const name = `carol-dev.${DEVNET_NAME_ZONE}`

  it('SPEC §7: registers a name signed with personal_sign, then serves lookup, reverse lookup and suggestions', async () => {
    const { services, errors } = servicesFor(devnet)
    const carol = accountOf(2)
    const registration = await signedRegistration({ name })
    expect(await registerName(services.context, { coinType: registration.coin_type, address: registration.address, message: registration.message, signature: registration.signature })).toEqual({ success: true })

    const profile = await lookupName(services.context, { name })
    expect(profile).toMatchObject({ name, addresses: { [String(coinType(1))]: { address: carol.address } }, attributes: [{ key: 'bio', value: 'devnet name' }] })
    expect(Date.parse(String(profile?.created_at))).toBeGreaterThan(Date.now() - 60_000)
    expect(await reverseLookupNames(services.context, { address: carol.address.toLowerCase() })).toEqual([profile])
    expect(await reverseLookupNames(services.context, { address: accountOf(3).address })).toEqual([])

    const { suggestions } = await getNameSuggestions(services.context, { name: 'carol-dev', zone: DEVNET_NAME_ZONE })
    expect(suggestions[0]).toEqual({ name, registered: true })
    expect(suggestions.length).toBeGreaterThan(2)
    expect(suggestions.slice(1).every((suggestion) => suggestion.registered === false && suggestion.name.endsWith(`.${DEVNET_NAME_ZONE}`))).toBe(true)
    expect(await lookupName(services.context, { name: `nobody-here.${DEVNET_NAME_ZONE}` })).toBeUndefined()
    expect(errors).toHaveLength(1) // the 404 of the unknown name, reported as the kernel reports every failed call
  })

  it('refuses the same name again, even from another address', async () => {
    expect(await firstReason(await signedRegistration({ name, signer: 3 }))).toBe(`Name ${name} is already registered`)
    expect(await firstReason(await signedRegistration({ name: name.toUpperCase(), signer: 3 }))).toBe(`Name ${name} is already registered`)
  })

  it('refuses a signature by another address, a stale or millisecond timestamp, a bad name and a foreign coin type, with reasons', async () => {
    const fresh = `dave-dev.${DEVNET_NAME_ZONE}`
    expect(await firstReason(await signedRegistration({ name: fresh, signer: 3, address: 4 }))).toMatch(/is not 0x[0-9a-fA-F]{40}'s signature of the message/)
    expect(await firstReason(await signedRegistration({ name: fresh, timestamp: nowSeconds() - 3600 }))).toBe('Message timestamp is more than 10 minutes old: sign a new message')
    expect(await firstReason(await signedRegistration({ name: fresh, timestamp: Date.now() }))).toBe('Message timestamp is in the future (it must be in seconds)')
    for (const bad of [`abc.${DEVNET_NAME_ZONE}`, `bad_name.${DEVNET_NAME_ZONE}`, 'dave-dev', 'dave-dev.eth']) {
      expect(await firstReason(await signedRegistration({ name: bad }))).toMatch(/^Name .* is invalid: use letters, digits and hyphens \(at least 4\)/)
    }
    expect(await firstReason({ ...(await signedRegistration({ name: fresh })), coin_type: 1 })).toMatch(/not an EVM coin type/)
    expect(await firstReason(await signedRegistration({ name: fresh, chainId: 10 }))).toMatch(/is chain 10, not a devnet chain \(1, 8453\)/)
    // Every cheap problem is reported at once; the client shows the first.
    const several = await postRegistration(await signedRegistration({ name: 'x', timestamp: 1, chainId: 10 }))
    expect(several.status).toBe(400)
    expect(several.body.reasons).toHaveLength(3)
    expect(await firstReason({ coin_type: 'one', address: 1 })).toMatch(/^body\.coin_type: /)
    expect(await firstReason({ ...(await signedRegistration({ name: fresh })), message: 'not json' })).toBe('message must be the JSON of { name, attributes, timestamp }')
    // Nothing of the refused names was stored.
    const lookup = await fetch(`${devnet.urls.api}/v1/profile/account/${fresh}?apiVersion=2&projectId=portico-test`)
    expect(lookup.status).toBe(404)
  })

  it('a name signed on Base carries the Base coin type', async () => {
    const base = `erin-base.${DEVNET_NAME_ZONE}`
    expect((await postRegistration(await signedRegistration({ name: base, signer: 5, chainId: 8453 }))).status).toBe(200)
    const { services } = servicesFor(devnet)
    expect((await lookupName(services.context, { name: base }))?.addresses).toEqual({ [String(coinType(8453))]: { address: accountOf(5).address, created_at: expect.any(String) } })
  })

  it('answers 400 for bad queries', async () => {
    const get = (path: string) => fetch(`${devnet.urls.api}${path}${path.includes('?') ? '&' : '?'}projectId=portico-test`)
    expect((await get('/v1/profile/reverse/0x1234?apiVersion=2')).status).toBe(400)
    expect((await get(`/v1/profile/account/${name}?apiVersion=1`)).status).toBe(400)
    expect((await get('/v1/profile/suggestions/carol?zone=reown.id')).status).toBe(400)
    expect((await get('/v1/profile/suggestions/___')).status).toBe(400)
    expect(guard.outside).toEqual([])
  })
})
