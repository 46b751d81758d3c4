import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import { getSessions, revokeSession } from '../../plugins/siwx/routes'
import { devnetPerFile, type LoopbackGuard, servicesFor } from './setup'

let devnet: Devnet
let guard: LoopbackGuard

devnetPerFile((started) => ({ devnet, guard } = started))

const accountOf = (index: number) => privateKeyToAccount(devnet.accounts[index]?.privateKey as Hex)
const apiUrl = (path: string) => `${devnet.urls.api}${path}?projectId=portico-test`

async function issuedNonce(): Promise<string> {
  const { nonce } = (await (await fetch(apiUrl('/v1/sessions/nonce'))).json()) as { nonce: string }
  return nonce
}

function signInMessage(address: Address, nonce: string, overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  return createSiweMessage({ address, chainId: 1, domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/', version: '1', nonce, issuedAt: new Date(), statement: 'Sign in to the Portico demo', ...overrides })
}

async function postSession(address: Address, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(apiUrl(`/v1/sessions/${address}`), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as { pci?: string; reasons?: { description: string }[] } }
}

describe('devnet sign-in sessions (/v1/sessions)', () => {
  it('opens a session only for a valid signature over a fresh nonce, lists it, and revokes it with a signature of its pci', async () => {
    const { services } = servicesFor(devnet)
    const carol = accountOf(2)
    const nonce = await issuedNonce()
    expect(nonce).toMatch(/^[0-9a-f]{24}$/)
    const message = signInMessage(carol.address, nonce)

    const forged = await postSession(carol.address, { message, signature: await accountOf(3).signMessage({ message }) })
    expect(forged.status).toBe(400)
    expect(forged.body.reasons?.[0]?.description).toBe(`The signature is not ${carol.address}'s signature of the message`)
    expect(await getSessions(services.context, { address: carol.address })).toEqual([])

    const signature = await carol.signMessage({ message })
    const opened = await postSession(carol.address, { message, signature }, { origin: 'http://127.0.0.1:5173' })
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ address: carol.address, chainId: 'eip155:1', domain: '127.0.0.1:5173', statement: 'Sign in to the Portico demo' })
    const pci = opened.body.pci as string

    // The nonce is spent: the same signed message cannot open a second session.
    const replay = await postSession(carol.address, { message, signature })
    expect(replay.body.reasons?.[0]?.description).toBe('The nonce was not issued by GET /v1/sessions/nonce, has expired or was already used')

    const sessions = await getSessions(services.context, { address: carol.address.toLowerCase() })
    expect(sessions.map((session) => session.pci)).toEqual([pci])

    expect(await revokeSession(services.context, { address: carol.address, pci, signature: await accountOf(3).signMessage({ message: pci }) })).toEqual({ success: false })
    expect(await getSessions(services.context, { address: carol.address })).toHaveLength(1)
    expect(await revokeSession(services.context, { address: carol.address, pci, signature: await carol.signMessage({ message: pci }) })).toEqual({ success: true })
    expect(await getSessions(services.context, { address: carol.address })).toEqual([])
    const again = await fetch(apiUrl(`/v1/sessions/${carol.address}/revoke`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pci, signature: await carol.signMessage({ message: pci }) }) })
    expect(again.status).toBe(404)
  })

  it('checks the nonce, address, chain, domain and times of the message, with reasons', async () => {
    const dave = accountOf(4)
    const refusal = async (overrides: Parameters<typeof signInMessage>[2], options: { nonce?: string; path?: Address; origin?: string } = {}) => {
      const message = signInMessage(dave.address, options.nonce ?? (await issuedNonce()), overrides)
      const { status, body } = await postSession(options.path ?? dave.address, { message, signature: await dave.signMessage({ message }) }, options.origin ? { origin: options.origin } : {})
      expect(status).toBe(400)
      return body.reasons?.[0]?.description
    }
    expect(await refusal({}, { nonce: 'madeupnonce123' })).toMatch(/^The nonce was not issued/)
    expect(await refusal({}, { path: accountOf(5).address })).toBe(`The message signs in ${dave.address}, not ${accountOf(5).address}`)
    expect(await refusal({ chainId: 10 })).toBe('Chain 10 is not a devnet chain (1, 8453)')
    expect(await refusal({ uri: 'https://elsewhere.test/' })).toBe('The domain 127.0.0.1:5173 is not the host of the uri https://elsewhere.test/')
    expect(await refusal({}, { origin: 'http://evil.test' })).toBe('The domain 127.0.0.1:5173 is not the requesting origin http://evil.test')
    expect(await refusal({ issuedAt: new Date(Date.now() - 3600_000) })).toBe('The message was not issued in the last 10 minutes')
    expect(await refusal({ expirationTime: new Date(Date.now() - 1000) })).toBe('The message has expired')

    const malformed = await postSession(dave.address, { message: 'hello', signature: '0x12' })
    expect(malformed.body.reasons?.[0]?.description).toMatch(/^message is not an EIP-4361 sign-in message \(missing /)
    expect((await postSession(dave.address, { message: 42 })).status).toBe(400)
    expect((await fetch(apiUrl('/v1/sessions/0x1234'))).status).toBe(400)
    expect(guard.outside).toEqual([])
  })
})
