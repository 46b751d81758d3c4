/**
 * The devnet secure site's e-mail update (SPEC §5/§7: UPDATE_EMAIL, then the
 * primary code mailed to the current address, then the secondary code mailed
 * to the new one), driven over HTTP the way its frame page calls it. No chain
 * is needed: funding a new account against a closed loopback port just fails.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSecureSite, type SecureSite } from '../../devnet/secure-site/index'
import type { WalletUser } from '../../kernel/frame/messages'

const APP_ORIGIN = 'http://127.0.0.1:5173'
let site: SecureSite

async function call<T = Record<string, unknown>>(path: string, body: object): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as T }
}

const latestOtp = (email: string) => site.inbox(email).at(-1) as string
const wrongOf = (otp: string) => (otp === '000000' ? '111111' : '000000')

/** The whole e-mail login of one device: approve it from the inbox link, then the code. */
async function signIn(email: string, deviceId: string = randomUUID()): Promise<{ token: string; user: WalletUser; deviceId: string }> {
  const { body } = await call<{ action: string }>('/api/email/connect', { email, deviceId })
  if (body.action === 'VERIFY_DEVICE') {
    const waiting = call('/api/email/device', { email, deviceId })
    const messages = (await (await fetch(`${site.origin}/api/inbox?email=${email}`)).json()) as { kind: string; link?: string }[]
    await fetch(messages.filter((message) => message.kind === 'device').at(-1)?.link as string)
    await waiting
  }
  const signedIn = await call<{ token: string; user: WalletUser }>('/api/email/otp', { email, deviceId, otp: latestOtp(email) })
  expect(signedIn.status).toBe(200)
  return { ...signedIn.body, deviceId }
}

beforeAll(async () => {
  site = await startSecureSite({ chains: { rpc: { 1: 'http://127.0.0.1:9' } }, appOrigins: [APP_ORIGIN] })
})

afterAll(async () => {
  await site?.stop()
})

describe('secure site: e-mail update (SPEC §5, §7)', () => {
  const OLD = 'carol@example.com'
  const NEW = 'carol.new@example.com'
  let session: Awaited<ReturnType<typeof signIn>>

  it('SPEC §7: UPDATE_EMAIL answers VERIFY_PRIMARY_OTP and mails a code to the current address only', async () => {
    session = await signIn(OLD)
    const before = site.inbox(OLD).length
    expect(await call('/api/email/update', { token: session.token, email: NEW })).toEqual({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    expect(site.inbox(OLD)).toHaveLength(before + 1)
    expect(site.inbox(NEW)).toEqual([])
  })

  it('SPEC §5: the secondary code is refused before the primary; a wrong primary code is refused', async () => {
    expect(await call('/api/email/update/secondary', { token: session.token, otp: '123456' })).toEqual({ status: 400, body: { message: 'Invalid code' } })
    const wrong = wrongOf(latestOtp(OLD))
    expect(await call('/api/email/update/primary', { token: session.token, otp: wrong })).toEqual({ status: 400, body: { message: 'Invalid code' } })
  })

  it('SPEC §7: the right primary code mails a code to the new address; the right secondary code moves the account', async () => {
    expect((await call('/api/email/update/primary', { token: session.token, otp: latestOtp(OLD) })).status).toBe(200)
    expect(site.inbox(NEW)).toHaveLength(1)
    const wrong = wrongOf(latestOtp(NEW))
    expect((await call('/api/email/update/secondary', { token: session.token, otp: wrong })).status).toBe(400)
    expect(await call('/api/email/update/secondary', { token: session.token, otp: latestOtp(NEW) })).toEqual({ status: 200, body: { newEmail: NEW } })
    // Same session, same keys, the new address.
    expect((await call('/api/user', { token: session.token })).body).toEqual({ ...session.user, email: NEW })
    // A code works once.
    expect((await call('/api/email/update/secondary', { token: session.token, otp: latestOtp(NEW) })).status).toBe(400)
  })

  it('SPEC §4: the new address signs in to the same account from an approved device; the old address is a new account', async () => {
    expect((await call('/api/email/connect', { email: NEW, deviceId: session.deviceId })).body).toEqual({ action: 'VERIFY_OTP' })
    const again = await signIn(NEW, session.deviceId)
    expect(again.user.address).toBe(session.user.address)
    const fresh = await signIn(OLD)
    expect(fresh.user.email).toBe(OLD)
    expect(fresh.user.address).not.toBe(session.user.address)
  })

  it('SPEC §5: the current address, or one another account uses, is refused as the new one', async () => {
    const dave = await signIn('dave@example.com')
    expect(await call('/api/email/update', { token: dave.token, email: 'dave@example.com' })).toEqual({ status: 400, body: { message: 'This is already your email' } })
    expect(await call('/api/email/update', { token: dave.token, email: NEW })).toEqual({ status: 409, body: { message: 'This email is already in use' } })
    expect((await call('/api/email/update', { token: dave.token, email: 'not-an-email' })).status).toBe(400)
  })

  it('SPEC §7: an update needs a session', async () => {
    expect(await call('/api/email/update', { token: 'no-such-session', email: 'x@example.com' })).toEqual({ status: 401, body: { message: 'Not signed in' } })
  })
})
