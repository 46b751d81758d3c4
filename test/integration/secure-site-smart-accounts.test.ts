/**
 * Smart accounts of the devnet secure site (SPEC §6 eoa / smartAccount, §7 GET_SMART_ACCOUNT_ENABLED_NETWORKS,
 * INIT_SMART_ACCOUNT, SET_PREFERRED_ACCOUNT, wallet_sendCalls / wallet_getCallsStatus), over HTTP as its frame
 * page calls it, against the devnet chains, EntryPoint and bundler: a SimpleAccount per user, counterfactual
 * until its first user operation, which the bundler mines.
 */
import { randomUUID } from 'node:crypto'
import { createPublicClient, http, isAddressEqual, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { Devnet } from 'portico-devnet'
import type { WalletUser } from '../../kernel/frame/messages'
import { devnetPerFile } from './setup'

let devnet: Devnet

devnetPerFile((started) => ({ devnet } = started))

async function call<T = Record<string, unknown>>(path: string, body: object): Promise<{ status: number; body: T }> {
  const response = await fetch(`${devnet.secureSite.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as T }
}

/** An e-mail login of a fresh device: the inbox link approves it, then the code. */
async function signIn(email: string): Promise<{ token: string; user: WalletUser }> {
  const deviceId = randomUUID()
  const { body } = await call<{ action: string }>('/api/email/connect', { email, deviceId })
  if (body.action === 'VERIFY_DEVICE') {
    const waiting = call('/api/email/device', { email, deviceId })
    const messages = (await (await fetch(`${devnet.secureSite.origin}/api/inbox?email=${email}`)).json()) as { kind: string; link?: string }[]
    await fetch(messages.filter((message) => message.kind === 'device').at(-1)?.link as string)
    await waiting
  }
  const signedIn = await call<{ token: string; user: WalletUser }>('/api/email/otp', { email, deviceId, otp: devnet.secureSite.inbox(email).at(-1) as string })
  expect(signedIn.status).toBe(200)
  return signedIn.body
}

const rpc = async (token: string, method: string, params: unknown[]) => call<{ result?: unknown; message?: string }>('/api/rpc', { token, request: { method, params } })

describe('secure site: smart accounts on the devnet ERC-4337 stack', () => {
  it('enabled networks, a counterfactual SimpleAccount, a send as a user operation that deploys it, EIP-5792 calls, back to the EOA', async () => {
    const client = createPublicClient({ transport: http(devnet.urls.rpc[1]) })
    const { token, user } = await signIn(`smart-${randomUUID().slice(0, 8)}@example.com`)
    const eoa = user.address as Address
    expect(user.preferredAccountType).toBe('eoa')

    expect((await call('/api/smart-account/networks', { token })).body).toEqual({ smartAccountEnabledNetworks: [1, 8453] })
    const init = await call<{ address: Address; isDeployed: boolean }>('/api/smart-account/init', { token })
    expect(init.status).toBe(200)
    const smart = init.body.address
    expect(isAddressEqual(smart, eoa)).toBe(false)
    expect(init.body.isDeployed).toBe(false)
    expect(await client.getCode({ address: smart })).toBeUndefined()

    // Same calls before choosing it: the session still answers as the EOA.
    expect((await rpc(token, 'eth_accounts', [])).body.result).toEqual([eoa])
    expect((await call('/api/preferred-account', { token, type: 'smartAccount' })).body).toEqual({ type: 'smartAccount', address: smart })
    const asSmart = (await call<WalletUser>('/api/user', { token })).body
    expect(asSmart).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', accounts: [{ address: smart, type: 'smartAccount' }, { address: eoa, type: 'eoa' }] })
    expect((await rpc(token, 'eth_accounts', [])).body.result).toEqual([smart])

    // A native send from the smart account: a user operation, mined by the bundler, which deploys the account.
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const value = parseEther('0.25')
    const sent = await rpc(token, 'eth_sendTransaction', [{ from: smart, to: recipient, value: `0x${value.toString(16)}` }])
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const receipt = await client.getTransactionReceipt({ hash: sent.body.result as Hex })
    expect(isAddressEqual(receipt.to as Address, devnet.chains[1]?.aa.entryPoint as Address)).toBe(true)
    expect(await client.getBalance({ address: recipient })).toBe(value)
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)

    // SimpleAccount has no ERC-1271: the owner signs, and the signature does not verify as the smart account's
    // (what a sign-in verifier then refuses: 'This application might not support Smart Accounts').
    const signed = await rpc(token, 'personal_sign', ['hello smart account', smart])
    expect(signed.status, JSON.stringify(signed.body)).toBe(200)
    const signature = signed.body.result as Hex
    expect(await client.verifyMessage({ address: smart, message: 'hello smart account', signature })).toBe(false)
    expect(await client.verifyMessage({ address: eoa, message: 'hello smart account', signature })).toBe(true)

    // EIP-5792: two calls in one user operation, then their status.
    const other = privateKeyToAccount(generatePrivateKey()).address
    const calls = await rpc(token, 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x1', from: smart, atomicRequired: true, calls: [{ to: recipient, value: '0x1' }, { to: other, value: '0x2' }] }])
    const { id } = calls.body.result as { id: Hex }
    const status = (await rpc(token, 'wallet_getCallsStatus', [id])).body.result as { status: number; receipts: Array<{ transactionHash: Hex }> }
    expect(status).toMatchObject({ id, status: 200, atomic: true, chainId: '0x1' })
    expect(await client.getBalance({ address: other })).toBe(2n)
    expect(await client.getBalance({ address: recipient })).toBe(value + 1n)
    expect((await rpc(token, 'wallet_sendCalls', [{ calls: [{ to: 'nope' }] }])).status).toBe(400)

    // Back to the EOA.
    expect((await call('/api/preferred-account', { token, type: 'eoa' })).body).toEqual({ type: 'eoa', address: eoa })
    expect((await rpc(token, 'eth_accounts', [])).body.result).toEqual([eoa])
    expect((await rpc(token, 'wallet_sendCalls', [{ calls: [{ to: recipient }] }])).status).toBe(400)
  })
})
