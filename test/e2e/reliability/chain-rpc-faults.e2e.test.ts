/**
 * Issue 25 item 2, chain RPC faults (eip155): the devnet's fault proxy in front of anvil (devnet/chain/rpc-faults.ts),
 * which the demo's Ethereum RPC and the test wallet go through, faults one JSON-RPC method at a time while a
 * person swaps, sends and reads the Account balance. A swap whose approval's receipt reads fail in every way (stall,
 * 5xx, malformed JSON, a JSON-RPC error, an answer cut mid-body, a node behind the head) is never reported failed:
 * the receipt is asked again, the swap follows once it answers, and the chain holds exactly one approval and one swap. A send
 * the node refuses says SPEC §8's 'Something went wrong', moves nothing, keeps the form, and sends exactly once
 * when tried again. A balance the node does not give shows 'Balance unavailable', never a made-up 0, and the
 * node's figure once it answers; NFTs whose ownerOf reads fail show 'NFTs unavailable', never "none". What the chain holds is read from anvil itself, past the proxy.
 */
import type { Request } from 'playwright-core'
import { createPublicClient, erc20Abi, formatEther, http, parseEther, parseUnits, type Address, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FaultSpec } from 'portico-devnet'
import { recordFigure } from '../../reliability-figures'
import { sessionToasts } from '../harness'
import { amountField, expectQuoted, heading, openAccount, openSwap, pickToken, swapButton } from '../account/swap-form'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv, type DemoPage } from '../modal/demo-env'
import { sendFromForm } from '../solana/env'

const WHERE = 'test/e2e/reliability/chain-rpc-faults.e2e.test.ts'
const RECEIPT = 'eth_getTransactionReceipt'
/** Chromium logs each failed request: a 5xx, and an answer cut mid-body. */
const FAILED_REQUESTS = [/status of 500/, /ERR_INCOMPLETE_CHUNKED_ENCODING|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE/]

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const methodsOf = (request: Request): string[] => {
  try {
    const body = request.postDataJSON() as { method?: string } | { method?: string }[] | null
    return (Array.isArray(body) ? body : [body]).map((call) => call?.method ?? '')
  } catch {
    return []
  }
}

describe('chain RPC faults on eip155: swap receipts, send, balance (demo + devnet fault proxy + test wallet)', () => {
  let env: DemoEnv
  let chain: PublicClient
  let rpcUrl: string

  beforeAll(async () => {
    env = await startDemoEnv()
    rpcUrl = env.devnet.urls.rpc[1] as string
    chain = createPublicClient({ transport: http(env.devnet.chains[1]?.nodeUrl) })
  })
  afterAll(async () => {
    await env?.stop()
  })
  beforeEach(() => env.devnet.faults.clear())

  /** The page's chain RPC requests of one method, counted from now. */
  /** How often the page asks for each transaction's receipt, by hash in the order first asked. */
  function receiptAsksByHash(demo: DemoPage): Map<string, number> {
    const asks = new Map<string, number>()
    demo.page.on('request', (request) => {
      if (request.url() !== rpcUrl) return
      const body = request.postDataJSON() as { method?: string; params?: unknown[] } | { method?: string; params?: unknown[] }[] | null
      for (const call of Array.isArray(body) ? body : [body]) {
        if (call?.method === RECEIPT) asks.set(String(call.params?.[0]), (asks.get(String(call.params?.[0])) ?? 0) + 1)
      }
    })
    return asks
  }

  /** The devnet holds the next `count` requests of the method; the session clock is told not to wait for them. */
  async function stallOnDevnet(demo: DemoPage, method: string, count: number): Promise<void> {
    env.devnet.faults.add({ rpcMethod: method, mode: 'stall', count })
    let left = count
    await demo.page.route(rpcUrl, async (route) => {
      if (left > 0 && methodsOf(route.request()).includes(method)) {
        left--
        demo.clock.stall(route)
      }
      await route.fallback()
    })
  }

  it("swap with its approval: the approval's receipt stalls, answers 5xx, malformed JSON, a JSON-RPC error, is cut mid-body, then comes from a node behind the head: never a failure, the swap follows once it answers, 'Swapped …', exactly one approval and one swap on chain", async () => {
    const demo = await openDemo(env, { clock: true, allowConsoleErrors: FAILED_REQUESTS })
    await connectWithTestWallet(demo)
    const owner = demo.wallet.address as Address
    const usdc = env.devnet.chains[1]?.tokens.USDC as Address
    const dai = env.devnet.chains[1]?.tokens.DAI as Address
    const balanceOf = (token: Address) => chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    await openSwap(demo)
    // USDC has no allowance for the router yet: Swap approves first and waits for the approval's receipt.
    await pickToken(demo, 'From', 'USDC')
    await pickToken(demo, 'To', 'DAI')
    await amountField(demo).fill('25')
    await expectQuoted(demo)
    const [nonceBefore, usdcBefore, daiBefore] = [await chain.getTransactionCount({ address: owner }), await balanceOf(usdc), await balanceOf(dai)]
    const sentBefore = demo.wallet.calls('eth_sendTransaction').length
    const receiptAsks = receiptAsksByHash(demo)

    // Each poll (every 4 s) asks once and retries 3 times (SPEC §9) on what may pass; a node's answer is not retried.
    await stallOnDevnet(demo, RECEIPT, 1)
    const faults: FaultSpec[] = [
      { rpcMethod: RECEIPT, mode: '500', count: 3 },
      { rpcMethod: RECEIPT, mode: 'malformed', count: 4 },
      { rpcMethod: RECEIPT, mode: 'rpc-error', rpcError: { code: -32005, message: 'limit exceeded' }, count: 1 },
      { rpcMethod: RECEIPT, mode: 'cut', count: 4 },
      { rpcMethod: RECEIPT, mode: 'stale', lag: 1, count: 2 },
    ]
    env.devnet.faults.add(...faults)
    await swapButton(demo).click()
    const swapped = /^Swapped 25 USDC to [\d,]+\.\d{3} DAI$/
    await demo.clock.skipAheadDuring(expect.poll(async () => (await sessionToasts(demo.page)).some((shown) => swapped.test(shown)), { timeout: 60_000 }).toBe(true))

    // The approval's poll 1: the stall (10 s) and three 5xx; 2: four malformed; 3: the node's error; 4: four cut;
    // 5, 6: not there yet; 7: mined. Then the swap's receipt: there at once, or a poll later when the loaded node
    // has not mined it yet as its hash comes back (devnet/chain/receipt.ts).
    const [approvalAsks, swapAsks, ...more] = [...receiptAsks.values()]
    expect(approvalAsks).toBe(16)
    expect(swapAsks).toBeGreaterThanOrEqual(1)
    expect(more).toEqual([])
    expect(env.devnet.faults.list()).toEqual([])
    const shown = await sessionToasts(demo.page)
    const progress = /^(Approve limit increase in your wallet|Confirm transaction in your wallet|Swapping 25 USDC to .+ DAI|Swapped 25 USDC to .+ DAI)$/
    expect(shown.filter((message) => !progress.test(message))).toEqual([])
    await expect.poll(() => heading(demo)).toBe('Account')
    expect(demo.wallet.calls('eth_sendTransaction').slice(sentBefore).map((call) => call.outcome)).toEqual(['ok', 'ok'])
    expect(await chain.getTransactionCount({ address: owner })).toBe(nonceBefore + 2)
    expect(usdcBefore - (await balanceOf(usdc))).toBe(parseUnits('25', 6))
    expect(await balanceOf(dai)).toBeGreaterThan(daiBefore)
    recordFigure('faults injected', 1 + faults.reduce((sum, fault) => sum + (fault.count ?? 1), 0), WHERE)
  })

  it("send: the node refuses eth_sendRawTransaction (JSON-RPC error), then answers it with 5xx: 'Something went wrong' each time, nothing moved, the form kept; cleared, Send again moves the amount exactly once", async () => {
    const demo = await openDemo(env, { allowConsoleErrors: FAILED_REQUESTS })
    await connectWithTestWallet(demo)
    const sender = demo.wallet.address as Address
    const receiver = freshAddress()
    const nonceBefore = await chain.getTransactionCount({ address: sender })
    const openSend = async () => {
      await openAccount(demo)
      await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect.poll(() => heading(demo)).toBe('Send')
    }
    const toasts = async () => (await sessionToasts(demo.page)).filter((message) => message !== 'Confirm the transfer in your wallet')

    const refusals: FaultSpec[] = [
      // A refusal the wallet's client does not retry (EIP-1474 'transaction rejected').
      { rpcMethod: 'eth_sendRawTransaction', mode: 'rpc-error', rpcError: { code: -32003, message: 'transaction rejected' }, count: 1 },
      // A 5xx answers before the node sees it; the wallet's client never retries a raw send (it could send twice).
      { rpcMethod: 'eth_sendRawTransaction', mode: '500', count: 1 },
    ]
    for (const [index, fault] of refusals.entries()) {
      env.devnet.faults.add(fault)
      await openSend()
      if (index === 0) await sendFromForm(demo.dialog, 'ETH', '0.05', receiver)
      else {
        // The form kept what was typed after the first refusal (issue 28).
        expect(await amountField(demo).inputValue()).toBe('0.05')
        await demo.dialog.getByRole('button', { name: 'Preview' }).click()
        await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      }
      await expect.poll(async () => (await toasts()).length).toBe(index + 1)
      expect((await toasts()).at(-1)).toBe('Something went wrong')
      await expect.poll(() => heading(demo)).toBe('Account')
      expect(env.devnet.faults.list()).toEqual([])
      expect(await chain.getBalance({ address: receiver })).toBe(0n)
      expect(await chain.getTransactionCount({ address: sender })).toBe(nonceBefore)
    }

    await openSend()
    await demo.dialog.getByRole('button', { name: 'Preview' }).click()
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(async () => (await toasts()).at(-1)).toBe('Transaction started')
    await expect.poll(() => chain.getBalance({ address: receiver })).toBe(parseEther('0.05'))
    expect(await chain.getTransactionCount({ address: sender })).toBe(nonceBefore + 1)
    expect(demo.wallet.calls('eth_sendTransaction').map((call) => call.outcome)).toEqual([expect.any(Number), expect.any(Number), 'ok'])
    recordFigure('faults injected', refusals.reduce((sum, fault) => sum + (fault.count ?? 1), 0), WHERE)
  })

  it("balance and NFTs: eth_getBalance answering 5xx shows 'Balance unavailable' on Account, not 0.000 ETH, and no balance on the account button; eth_call answering 5xx shows 'NFTs unavailable', not none; once the node answers, the node's balance and the NFTs", async () => {
    const demo = await openDemo(env, { allowConsoleErrors: FAILED_REQUESTS })
    // Every read of a fresh session (nothing cached yet), each with its 3 retries, until the node answers again.
    env.devnet.faults.add({ rpcMethod: 'eth_getBalance', mode: '500', count: 100 })
    await connectWithTestWallet(demo)
    await openAccount(demo)
    const balance = demo.dialog.getByLabel('Balance')
    await expect.poll(() => balance.textContent()).toBe('Balance unavailable')
    // Each failed read makes SPEC §9's four attempts: once no read is between attempts, a multiple of 4 was served.
    const injectedServed = () => 100 - (env.devnet.faults.list()[0]?.count ?? 0)
    await expect.poll(() => injectedServed() % 4).toBe(0)
    const injected = injectedServed()
    env.devnet.faults.clear()
    expect(await demo.page.getByRole('button', { name: /^Account / }).textContent()).not.toMatch(/ETH/)

    await demo.page.keyboard.press('Escape')
    await demo.dialog.waitFor({ state: 'hidden' })
    await openAccount(demo)
    const held = await chain.getBalance({ address: demo.wallet.address as Address })
    await expect.poll(() => balance.textContent()).toBe(`${Number(formatEther(held)).toFixed(3)} ETH`)

    // The NFTs tab checks each candidate's ownerOf (eth_call, one batch): a node that does not answer is not "none".
    env.devnet.faults.add({ rpcMethod: 'eth_call', mode: '500', count: 100 })
    const tab = (name: 'Tokens' | 'NFTs') => demo.dialog.getByRole('tab', { name })
    await tab('NFTs').click()
    const panel = demo.dialog.getByRole('tabpanel')
    await expect.poll(() => panel.textContent()).toMatch(/^NFTs unavailable/)
    // Each failed read makes SPEC §9's four attempts: once no read is between attempts, a multiple of 4 was served.
    const callsServed = () => 100 - (env.devnet.faults.list()[0]?.count ?? 0)
    await expect.poll(() => callsServed() % 4).toBe(0)
    const calls = callsServed()
    env.devnet.faults.clear()
    await tab('Tokens').click()
    await tab('NFTs').click()
    await expect.poll(() => panel.getByRole('list', { name: 'NFTs' }).locator('.pt-hint').count()).toBeGreaterThan(0)
    recordFigure('faults injected', injected + calls, WHERE)
  })
})
