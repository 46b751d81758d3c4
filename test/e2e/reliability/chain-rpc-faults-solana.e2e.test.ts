/**
 * Issue 25 item 2, chain RPC faults on Solana: the devnet's Solana RPC (litesvm) faults one JSON-RPC method at a
 * time (devnet/faults.ts, `rpcMethod`) while a person sends SOL and reads the Account balance. A send whose
 * sendTransaction the node refuses or whose blockhash read answers 5xx says SPEC §8's 'Failed to send transaction.
 * Please try again.', moves nothing and keeps the form; once the node answers, Send again moves exactly the
 * amount, once. A balance the node does not give shows 'Balance unavailable', never a made-up 0, and the node's
 * figure once it answers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FaultSpec } from 'portico-devnet'
import { recordFigure } from '../../reliability-figures'
import { sessionToasts } from '../harness'
import type { DemoEnv } from '../modal/demo-env'
import { freshSolanaAddress, lamportsOf, openSolanaDemo, sendFromForm, solDisplay, SOLANA_TEST_WALLET_NAME, startSolanaDemoEnv, type SolanaDemoPage } from '../solana/env'

const WHERE = 'test/e2e/reliability/chain-rpc-faults-solana.e2e.test.ts'
const FAILED = 'Failed to send transaction. Please try again.'
/** Chromium logs each failed request (a 5xx). */
const FAILED_REQUESTS = [/status of 500/]

const heading = (demo: SolanaDemoPage) => demo.dialog.getByRole('heading', { level: 2 }).textContent()

async function connectSolana(demo: SolanaDemoPage): Promise<void> {
  await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await demo.dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
  await expect.poll(() => demo.page.getByTestId('address-solana').textContent()).toBe(demo.solanaWallet.address)
}

async function openAccount(demo: SolanaDemoPage): Promise<void> {
  if (!(await demo.dialog.isVisible())) await demo.page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => heading(demo)).toBe('Account')
}

describe('chain RPC faults on Solana: send and balance (demo + devnet Solana RPC + Wallet Standard test wallet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startSolanaDemoEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })
  beforeEach(() => env.devnet.faults.clear())

  it(`send: the node refuses sendTransaction (JSON-RPC error), then getLatestBlockhash answers 5xx: '${FAILED}' each time, nothing moved, the form kept; cleared, Send again moves the lamports exactly once`, async () => {
    const demo = await openSolanaDemo(env, { allowConsoleErrors: FAILED_REQUESTS })
    const receiver = freshSolanaAddress()
    await connectSolana(demo)
    const toasts = async () => (await sessionToasts(demo.page)).filter((message) => message !== 'Confirm the transfer in your wallet')
    const openSend = async () => {
      await openAccount(demo)
      await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect.poll(() => heading(demo)).toBe('Send')
    }
    /** Preview the kept form, set the fault, then Send: the fee the form read before is not what fails. */
    const sendKeptForm = async (fault?: FaultSpec) => {
      await openSend()
      expect(await demo.dialog.getByRole('textbox', { name: 'To' }).inputValue()).toBe(receiver)
      await demo.dialog.getByRole('button', { name: 'Preview' }).click()
      await expect.poll(() => heading(demo)).toBe('Review Send')
      if (fault) env.devnet.faults.add(fault)
      await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    }

    const refused: FaultSpec = { rpcMethod: 'sendTransaction', mode: 'rpc-error', rpcError: { code: -32005, message: 'Node is behind by 42 slots' }, count: 1 }
    env.devnet.faults.add(refused)
    await openSend()
    await sendFromForm(demo.dialog, 'SOL', '0.75', receiver)
    await expect.poll(async () => (await toasts()).at(-1)).toBe(FAILED)
    expect(env.devnet.faults.list()).toEqual([])
    expect(await lamportsOf(env.devnet, receiver)).toBe(0n)

    // The transfer is built on a fresh blockhash: its read is retried 3 times (SPEC §9), then given up.
    const blockhash: FaultSpec = { rpcMethod: 'getLatestBlockhash', mode: '500', count: 4 }
    await sendKeptForm(blockhash)
    await expect.poll(async () => (await toasts()).length).toBe(2)
    expect((await toasts()).at(-1)).toBe(FAILED)
    await expect.poll(() => heading(demo)).toBe('Account')
    expect(env.devnet.faults.list()).toEqual([])
    expect(await lamportsOf(env.devnet, receiver)).toBe(0n)

    await sendKeptForm()
    await expect.poll(async () => (await toasts()).at(-1)).toBe('Transaction started')
    await expect.poll(() => lamportsOf(env.devnet, receiver)).toBe(750_000_000n)
    expect(demo.solanaWallet.calls('signAndSendTransaction').map((call) => call.outcome)).toEqual([-32005, 'ok'])
    recordFigure('faults injected', (refused.count ?? 1) + (blockhash.count ?? 1), WHERE)
  })

  it("balance: getBalance answering 5xx shows 'Balance unavailable' on Account, not 0.000 SOL; once the node answers, Account shows the node's balance", async () => {
    const demo = await openSolanaDemo(env, { allowConsoleErrors: FAILED_REQUESTS })
    // Every read of a fresh session (nothing cached yet), each with its 3 retries, until the node answers again.
    env.devnet.faults.add({ rpcMethod: 'getBalance', mode: '500', count: 100 })
    await connectSolana(demo)
    await openAccount(demo)
    const balance = demo.dialog.getByLabel('Balance')
    await expect.poll(() => balance.textContent()).toBe('Balance unavailable')
    // Each failed read makes SPEC §9's four attempts: once no read is between attempts, a multiple of 4 was served.
    const injectedServed = () => 100 - (env.devnet.faults.list()[0]?.count ?? 0)
    await expect.poll(() => injectedServed() % 4).toBe(0)
    const injected = injectedServed()
    env.devnet.faults.clear()

    await demo.page.keyboard.press('Escape')
    await demo.dialog.waitFor({ state: 'hidden' })
    await openAccount(demo)
    const held = await lamportsOf(env.devnet, demo.solanaWallet.address)
    await expect.poll(() => balance.textContent()).toBe(solDisplay(held))
    recordFigure('faults injected', injected, WHERE)
  })
})
