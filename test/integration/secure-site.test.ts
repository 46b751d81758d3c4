/**
 * The devnet secure site's backend, driven over HTTP the way its frame page
 * calls it, against a real anvil chain (chain id 1). The cross-origin browser
 * run of the frame comes with the e2e suite.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { startSecureSite, type SecureSite } from '../../devnet/secure-site/index'
import type { WalletUser } from '../../kernel/frame/messages'
import { SECURE_SITE_SDK_VERSION, frameUrl } from '../../kernel/frame/iframe'

const APP_ORIGIN = 'http://127.0.0.1:5173'
const EMAIL = 'alice@example.com'
let anvil: ChildProcess
let rpcUrl: string
let site: SecureSite

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function startAnvil(): Promise<void> {
  const port = await freePort()
  rpcUrl = `http://127.0.0.1:${port}`
  anvil = spawn('node_modules/.bin/anvil', ['--host', '127.0.0.1', '--port', String(port), '--chain-id', '1', '--silent'], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('anvil did not start')
}

async function call<T = Record<string, unknown>>(path: string, body: object, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as T }
}

const rpc = (token: string, method: string, params?: unknown) => call<{ result: unknown; message?: string }>('/api/rpc', { token, request: { method, params } })

beforeAll(async () => {
  await startAnvil()
  site = await startSecureSite({ chains: { rpc: { 1: rpcUrl } }, appOrigins: [APP_ORIGIN] })
})

afterAll(async () => {
  await site?.stop()
  if (anvil && anvil.exitCode === null) {
    const exited = new Promise((resolve) => anvil.once('exit', resolve))
    anvil.kill()
    await exited
  }
})

describe('secure site: e-mail login (SPEC §4, §7)', () => {
  const deviceId = randomUUID()
  let token = ''
  let user: WalletUser

  it('SPEC §7: a new browser must verify the device first; the inbox link approves it and a code is mailed', async () => {
    expect((await call('/api/email/connect', { email: EMAIL, deviceId })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = call('/api/email/device', { email: EMAIL, deviceId })
    const messages = (await (await fetch(`${site.origin}/api/inbox?email=${EMAIL}`)).json()) as { kind: string; link?: string }[]
    const link = messages.find((message) => message.kind === 'device')?.link
    expect(link?.startsWith(`${site.origin}/device/approve?code=`)).toBe(true)
    expect(site.inbox(EMAIL)).toEqual([])
    expect((await fetch(link!)).status).toBe(200)
    expect((await waiting).status).toBe(200)
    expect(site.inbox(EMAIL)).toHaveLength(1)
    expect(site.inbox(EMAIL)[0]).toMatch(/^\d{6}$/)
  })

  it('SPEC §7: a wrong code is refused, the right one signs in with a §3 wallet user', async () => {
    const otp = site.inbox(EMAIL).at(-1)!
    const wrong = otp === '000000' ? '111111' : '000000'
    const refused = await call('/api/email/otp', { email: EMAIL, deviceId, otp: wrong })
    expect(refused).toEqual({ status: 400, body: { message: 'Invalid code' } })
    const accepted = await call<{ token: string; user: WalletUser }>('/api/email/otp', { email: EMAIL, deviceId, otp })
    expect(accepted.status).toBe(200)
    token = accepted.body.token
    user = accepted.body.user
    expect(user).toEqual({
      email: EMAIL,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 1,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    // A code works once.
    expect((await call('/api/email/otp', { email: EMAIL, deviceId, otp })).status).toBe(400)
  })

  it('SPEC §4: the session answers IS_CONNECTED and GET_USER; a known device goes straight to the code', async () => {
    expect((await call('/api/session', { token })).body).toEqual({ isConnected: true, user })
    expect((await call('/api/user', { token })).body).toEqual(user)
    expect((await call('/api/email/connect', { email: EMAIL, deviceId })).body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('SPEC §7: the embedded account was funded on first login and answers read calls', async () => {
    expect((await rpc(token, 'eth_accounts')).body.result).toEqual([user.address])
    expect((await rpc(token, 'eth_chainId')).body.result).toBe('0x1')
    const balance = (await rpc(token, 'eth_getBalance', [user.address, 'latest'])).body.result as Hex
    expect(BigInt(balance)).toBe(parseEther('100'))
  })

  it('SPEC §3 wallet_getAssets (EIP-7811): capabilities say assetDiscovery; the native entry keyed by chain hex id is the node balance', async () => {
    expect((await rpc(token, 'wallet_getCapabilities', [user.address])).body.result).toEqual({ '0x1': { assetDiscovery: { supported: true } } })
    const assets = (await rpc(token, 'wallet_getAssets', [{ account: user.address, chainFilter: ['0x1'] }])).body.result as Record<string, { address: string; balance: Hex; type: string }[]>
    const node = (await rpc(token, 'eth_getBalance', [user.address, 'latest'])).body.result as Hex
    expect(Object.keys(assets)).toEqual(['0x1'])
    expect(assets['0x1']).toEqual([expect.objectContaining({ address: 'native', type: 'native', balance: node })])
    expect(BigInt(node)).toBe(parseEther('100'))
    expect((await rpc(token, 'wallet_getAssets', [{ account: 'nobody' }])).status).toBe(400)
  })

  it('SPEC §7: personal_sign and eth_signTypedData_v4 signatures verify against the user address', async () => {
    const signature = (await rpc(token, 'personal_sign', ['0x68656c6c6f20706f727469636f', user.address])).body.result as Hex
    expect(await verifyMessage({ address: user.address as Hex, message: 'hello portico', signature })).toBe(true)

    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 1 },
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const typedSignature = (await rpc(token, 'eth_signTypedData_v4', [user.address, JSON.stringify(typedData)])).body.result as Hex
    const { EIP712Domain: _domain, ...types } = typedData.types
    expect(await verifyTypedData({ ...typedData, types, address: user.address as Hex, signature: typedSignature })).toBe(true)
  })

  it('SPEC §7: eth_sendTransaction is signed by the secure site and mined on anvil', async () => {
    const to = '0x000000000000000000000000000000000000dEaD'
    const hash = (await rpc(token, 'eth_sendTransaction', [{ to, value: '0xde0b6b3a7640000' }])).body.result as Hex
    const client = createPublicClient({ transport: http(rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(parseEther('1'))
  })

  it('SPEC §4: sign out ends the session', async () => {
    expect((await call('/api/sign-out', { token })).status).toBe(200)
    expect((await call('/api/session', { token })).body).toEqual({ isConnected: false })
    expect((await rpc(token, 'eth_accounts')).status).toBe(401)
  })
})

describe('secure site: social and Farcaster stand-ins (SPEC §7)', () => {
  it('SPEC §7: GET_SOCIAL_REDIRECT_URI -> stand-in page -> back to the app with result_uri -> CONNECT_SOCIAL with userName', async () => {
    const { body } = await call<{ uri: string }>('/api/social/redirect', { provider: 'github', appOrigin: APP_ORIGIN, redirectUri: `${APP_ORIGIN}/social-done` })
    expect(body.uri.startsWith(`${site.origin}/oauth/github?state=`)).toBe(true)
    const standIn = await fetch(body.uri)
    expect(await standIn.text()).toContain('Continue as dev user')
    const state = new URL(body.uri).searchParams.get('state')!
    const back = await fetch(`${site.origin}/oauth/github/continue`, { method: 'POST', body: new URLSearchParams({ state }), redirect: 'manual' })
    expect(back.status).toBe(303)
    const location = new URL(back.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(`${APP_ORIGIN}/social-done`)
    const resultUri = location.searchParams.get('result_uri')!
    const connected = await call<{ user: WalletUser }>('/api/social/connect', { uri: resultUri })
    expect(connected.body.user.userName).toBe('dev-github-user')
    expect(connected.body.user.address).toMatch(/^0x/)
    expect((await call('/api/social/connect', { uri: resultUri })).status).toBe(400)
  })

  it('SPEC §1 Telegram: the stand-in serves a Telegram login page that returns the whole tab with result_uri; the user has no e-mail', async () => {
    const { body } = await call<{ uri: string }>('/api/social/redirect', { provider: 'telegram', appOrigin: APP_ORIGIN, redirectUri: `${APP_ORIGIN}/app?tab=1` })
    expect(body.uri.startsWith(`${site.origin}/oauth/telegram?state=`)).toBe(true)
    const standIn = await fetch(body.uri)
    expect(standIn.status).toBe(200)
    const html = await standIn.text()
    expect(html).toContain('<h1>Log in with Telegram (devnet stand-in)</h1>')
    expect(html).toContain('<title>Log in with Telegram</title>')
    expect(html).toContain('Continue as dev user')
    const state = new URL(body.uri).searchParams.get('state')!
    // A state issued for telegram is not accepted by another provider's page.
    expect((await fetch(`${site.origin}/oauth/google?state=${state}`)).status).toBe(400)
    const back = await fetch(`${site.origin}/oauth/telegram/continue`, { method: 'POST', body: new URLSearchParams({ state }), redirect: 'manual' })
    const location = new URL(back.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(`${APP_ORIGIN}/app`)
    expect(location.searchParams.get('tab')).toBe('1')
    const connected = await call<{ user: WalletUser }>('/api/social/connect', { uri: location.searchParams.get('result_uri')! })
    expect(connected.body.user).toMatchObject({ email: null, userName: 'dev-telegram-user' })
  })

  it('SPEC §7: the OAuth stand-in never redirects off the app origin', async () => {
    const offsite = await call('/api/social/redirect', { provider: 'google', appOrigin: APP_ORIGIN, redirectUri: 'http://evil.example/' })
    expect(offsite.status).toBe(400)
    const foreign = await call('/api/social/redirect', { provider: 'google', appOrigin: 'http://evil.example' })
    expect(foreign).toEqual({ status: 403, body: { message: 'Unauthorized: origin not allowed' } })
  })

  it('SPEC §7: CONNECT_FARCASTER resolves once the stand-in page was confirmed', async () => {
    const { body } = await call<{ url: string; channel: string }>('/api/farcaster/uri', {})
    const waiting = call<{ userName: string; user: WalletUser }>('/api/farcaster/connect', { channel: body.channel })
    expect((await fetch(body.url)).status).toBe(200)
    expect((await fetch(`${body.url}/confirm`, { method: 'POST' })).status).toBe(200)
    const { body: connected } = await waiting
    expect(connected.userName).toBe('dev-farcaster')
    expect(connected.user).toMatchObject({ email: null, userName: 'dev-farcaster' })
  })
})

describe('secure site: origin rules', () => {
  it('SPEC §7 (security): the frame page is served only for allowed app origins, with a strict CSP', async () => {
    expect((await fetch(`${site.url}?origin=http://evil.example`)).status).toBe(403)
    // SPEC §9: the frame page is asked for SDK version '4'; another version is not served.
    expect((await fetch(`${site.url}?origin=${encodeURIComponent(APP_ORIGIN)}&projectId=p&sdkVersion=3`)).status).toBe(400)
    const frame = await fetch(frameUrl({ secureSiteUrl: site.url, projectId: 'p', appOrigin: APP_ORIGIN }))
    expect(frame.status).toBe(200)
    expect(new URL(frameUrl({ secureSiteUrl: site.url, projectId: 'p', appOrigin: APP_ORIGIN })).searchParams.get('sdkVersion')).toBe(SECURE_SITE_SDK_VERSION)
    expect(SECURE_SITE_SDK_VERSION).toBe('4')
    const csp = frame.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`frame-ancestors ${APP_ORIGIN}`)
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe')
    expect(await frame.text()).not.toMatch(/<script>(?!<)/)
    const script = await fetch(`${site.origin}/frame.js`)
    expect(script.headers.get('content-type')).toContain('javascript')
  })

  it('SPEC §7 (security): the backend refuses calls from another origin', async () => {
    const response = await call('/api/email/connect', { email: EMAIL, deviceId: randomUUID() }, { origin: APP_ORIGIN })
    expect(response.status).toBe(403)
  })
})
