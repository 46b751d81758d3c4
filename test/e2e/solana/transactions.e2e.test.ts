/**
 * The solana adapter's transactions in Chromium against the devnet Solana RPC,
 * called the way a plugin or an app does (kernel.connection, the Solana
 * provider): a SOL transfer that moves exactly its amount, sign / sign-and-send
 * through the provider, and the bad input and faults of the issue: an address
 * that is not base58, a signed transaction shorter than its signatures, a
 * failing and a stalling RPC. Each gets a clear error; nothing is left pending.
 */
import { base58, base64 } from '@scure/base'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solTransferTransaction } from '../../../adapters/solana/compiler'
import { pageNow } from '../harness'
import type { DemoEnv } from '../modal/demo-env'
import {
  lamportsOf,
  openSolanaDemo,
  solanaRpc,
  solDisplay,
  SOLANA_TEST_WALLET_NAME,
  startSolanaDemoEnv,
  verifySolanaSignature,
  type SolanaDemoPage,
} from './env'

/** Chromium logs failed requests; the demo's debug mode logs the errors the kernel reports. */
const EXPECTED_CONSOLE_ERRORS = [/status of 500/, /\[portico:/]

type Outcome = { ok: true; value: unknown } | { ok: false; code?: unknown; message: string }

/** Send lamports through kernel.connection on the solana namespace, as the send plugin would. */
function sendSol(page: Page, to: string, lamports: bigint): Promise<Outcome> {
  return page.evaluate(
    async ([to, lamports]) => {
      const { modal } = (window as unknown as { __porticoDebug: { modal: { kernel: { connection: { sendTransaction(a: unknown, ns: string): Promise<string> } } } } }).__porticoDebug
      try {
        return { ok: true, value: await modal.kernel.connection.sendTransaction({ to, value: BigInt(lamports) }, 'solana') }
      } catch (error) {
        return { ok: false, code: (error as { code?: unknown }).code, message: (error as Error).message }
      }
    },
    [to, String(lamports)] as const,
  )
}

/** A request to the app-facing Solana provider (modal.getProvider('solana')). */
function providerRequest(page: Page, method: string, params: unknown): Promise<Outcome> {
  return page.evaluate(
    async ([method, params]) => {
      const { modal } = (window as unknown as { __porticoDebug: { modal: { getProvider(ns: string): { request(a: unknown): Promise<unknown> } } } }).__porticoDebug
      try {
        return { ok: true, value: await modal.getProvider('solana').request({ method, params }) }
      } catch (error) {
        return { ok: false, code: (error as { code?: unknown }).code, message: (error as Error).message }
      }
    },
    [method, params] as const,
  )
}

async function connectSolana(demo: SolanaDemoPage): Promise<void> {
  await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await demo.dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
  await expect.poll(() => demo.page.getByTestId('address-solana').textContent()).toBe(demo.solanaWallet.address)
}

describe('solana transactions in chromium (demo + devnet Solana RPC)', () => {
  let env: DemoEnv
  const receiver = () => env.devnet.solana.accounts[2]!.address

  /** An unsigned SOL transfer from `from`, base64, on a fresh devnet blockhash. */
  async function transfer(from: string, lamports: bigint): Promise<string> {
    const { value } = await solanaRpc<{ value: { blockhash: string } }>(env.devnet, 'getLatestBlockhash')
    return base64.encode(solTransferTransaction({ from, to: receiver(), lamports, blockhash: value.blockhash }))
  }

  beforeAll(async () => {
    env = await startSolanaDemoEnv({ debug: true })
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('a SOL transfer through kernel.connection moves exactly its amount; the fee is the devnet’s; Account follows', async () => {
    const demo = await openSolanaDemo(env)
    await connectSolana(demo)
    const { page, dialog, solanaWallet } = demo
    const [senderBefore, receiverBefore] = await Promise.all([lamportsOf(env.devnet, solanaWallet.address), lamportsOf(env.devnet, receiver())])
    const amount = 250_000_000n

    const sent = await sendSol(page, receiver(), amount)
    expect(sent.ok).toBe(true)
    const signature = (sent as { value: string }).value
    const landed = await solanaRpc<{ meta: { fee: number; err: unknown } }>(env.devnet, 'getTransaction', [signature, { encoding: 'json' }])
    expect(landed.meta.err).toBeNull()
    expect(await lamportsOf(env.devnet, receiver())).toBe(receiverBefore + amount)
    const senderAfter = await lamportsOf(env.devnet, solanaWallet.address)
    expect(senderAfter).toBe(senderBefore - amount - BigInt(landed.meta.fee))
    expect(solanaWallet.calls('signAndSendTransaction').map((call) => call.outcome)).toEqual(['ok'])

    // The 'transaction' event refreshes the balance the Account view shows.
    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => dialog.getByRole('region', { name: 'Account' }).getByLabel('Balance').textContent()).toBe(solDisplay(senderAfter))
  })

  it('SPEC §5: a receiver that is not a base58 address is refused before the wallet is asked', async () => {
    const demo = await openSolanaDemo(env)
    await connectSolana(demo)
    const evmAddress = env.devnet.accounts[1]!.address
    expect(await sendSol(demo.page, evmAddress, 1n)).toEqual({ ok: false, code: 'SOLANA_INVALID_INPUT', message: `Invalid Solana address: ${evmAddress}` })
    expect(await sendSol(demo.page, 'O0Il'.repeat(9), 1n)).toMatchObject({ ok: false, code: 'SOLANA_INVALID_INPUT' })
    expect(demo.solanaWallet.calls('signAndSendTransaction')).toEqual([])
  })

  it('solana_signTransaction and solana_signAndSendTransaction through the provider: signatures verify, the sent one lands', async () => {
    const demo = await openSolanaDemo(env)
    await connectSolana(demo)
    const { page, solanaWallet } = demo
    const unsigned = await transfer(solanaWallet.address, 1_000n)

    const signed = await providerRequest(page, 'solana_signTransaction', { transaction: unsigned })
    expect(signed.ok).toBe(true)
    const { signature, transaction } = (signed as { value: { signature: string; transaction: string } }).value
    const message = base64.decode(unsigned).subarray(65)
    expect(verifySolanaSignature(solanaWallet.address, message, signature)).toBe(true)
    expect(base64.decode(transaction).subarray(1, 65)).toEqual(base58.decode(signature))

    const sent = await providerRequest(page, 'solana_signAndSendTransaction', { transaction: await transfer(solanaWallet.address, 2_000n) })
    expect(sent.ok).toBe(true)
    const sentSignature = (sent as { value: { signature: string } }).value.signature
    const { value: statuses } = await solanaRpc<{ value: Array<{ err: unknown } | null> }>(env.devnet, 'getSignatureStatuses', [[sentSignature]])
    expect(statuses[0]).toMatchObject({ err: null })
  })

  it('SPEC §5: a wallet answering a transaction shorter than its signatures (or under 100 bytes) is refused', async () => {
    const demo = await openSolanaDemo(env)
    await connectSolana(demo)
    const { page, solanaWallet } = demo
    const unsigned = await transfer(solanaWallet.address, 1_000n)
    // Claims two signatures (128 bytes of them) but has 121 bytes in all.
    solanaWallet.tamper((method, result) => (method === 'signTransaction' ? { signedTransactions: [base64.encode(new Uint8Array([2, ...new Uint8Array(120)]))] } : result))
    expect(await providerRequest(page, 'solana_signTransaction', { transaction: unsigned })).toEqual({
      ok: false,
      code: 'SOLANA_TRANSACTION_TRUNCATED',
      message: 'Signed transaction claims 2 signatures of 64 bytes but is only 121 bytes long',
    })
    solanaWallet.tamper((method, result) => (method === 'signTransaction' ? { signedTransactions: [base64.encode(new Uint8Array(80))] } : result))
    expect(await providerRequest(page, 'solana_signAllTransactions', { transactions: [unsigned] })).toEqual({
      ok: false,
      code: 'SOLANA_TRANSACTION_TOO_SHORT',
      message: 'Signed transaction is too short: 80 bytes, at least 100 expected',
    })
    // The app's own input gets the same rule before the wallet sees it.
    expect(await providerRequest(page, 'solana_signTransaction', { transaction: base64.encode(new Uint8Array([3, ...new Uint8Array(150)])) })).toMatchObject({
      ok: false,
      code: 'SOLANA_TRANSACTION_TRUNCATED',
    })
    solanaWallet.tamper(undefined)
    expect((await providerRequest(page, 'solana_signTransaction', { transaction: unsigned })).ok).toBe(true)
  })

  it('SPEC §9 RPC retries: a failing Solana RPC gives a clear error after 3 retries; signing still works; the RPC back, sending works', async () => {
    const demo = await openSolanaDemo(env, { allowConsoleErrors: EXPECTED_CONSOLE_ERRORS })
    await connectSolana(demo)
    const { page } = demo
    let blockhashAttempts = 0
    const fail = (route: Route) => {
      if ((route.request().postDataJSON() as { method?: string }).method === 'getLatestBlockhash') blockhashAttempts++
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
    }
    await page.route(env.devnet.urls.solanaRpc + '/**', fail)
    expect(await sendSol(page, receiver(), 1n)).toEqual({ ok: false, code: 'RPC_HTTP_FAILED', message: 'RPC getLatestBlockhash failed with HTTP 500' })
    expect(blockhashAttempts).toBe(4)
    await page.getByRole('button', { name: 'Sign on Solana' }).click()
    await expect.poll(() => page.getByTestId('solana-signature').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    await page.unroute(env.devnet.urls.solanaRpc + '/**', fail)
    expect((await sendSol(page, receiver(), 1n)).ok).toBe(true)
  })

  it('SPEC §9 RPC timeout: a stalling Solana RPC ends in a timeout error (10 s per attempt), not a request pending forever', async () => {
    const demo = await openSolanaDemo(env, { allowConsoleErrors: EXPECTED_CONSOLE_ERRORS, clock: true })
    await connectSolana(demo)
    const { page, solanaWallet } = demo
    // Never answered: the page's AbortSignal.timeout ends each attempt.
    const stall = (route: Route) => demo.clock.stall(route)
    await page.route(env.devnet.urls.solanaRpc + '/**', stall)
    // The attempts' timeouts pass on the session clock (portico-devnet/playwright, clock.ts): 40 s of the page's time.
    const started = await pageNow(page)
    const outcome = await demo.clock.skipAheadDuring(sendSol(page, receiver(), 1n))
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/timed out|timeout/i) })
    expect((await pageNow(page)) - started).toBeGreaterThanOrEqual(40_000)
    expect(solanaWallet.calls('signAndSendTransaction')).toEqual([])
    await page.unroute(env.devnet.urls.solanaRpc + '/**', stall)
  }, 90_000)
})
