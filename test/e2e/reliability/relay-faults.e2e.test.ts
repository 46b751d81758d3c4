/**
 * Issue 25 item 3, relay faults under a live WalletConnect session: the demo tab and the devnet's dev wallet
 * tab, paired over the devnet relay with the real WalletConnect clients. For each fault a personal_sign is
 * pending when it hits: malformed frames pushed to the dapp, a relay restart (its mailbox kept, as the
 * hosted relay's database keeps it) before the request reached the wallet, another while the person approves
 * in the wallet, and one client's socket destroyed without a close frame. After each, the
 * request reaches the wallet exactly once (the wallet's log and the relay's tally of session requests), its
 * answer reaches the dapp exactly once (the relay's tally of answers, one verified signature), the demo shows
 * "Signing…" meanwhile, the session stays connected, after a reload too, and neither tab reports an error.
 * SPEC §8 words no relay message, so the waiting state is what the person sees. The faults share one relay,
 * so they run one after another on one session; the clients' 5 s reconnect pulse passes on the session clock.
 * (route-faults.e2e.test.ts drops, refuses and holds the relay while no request is pending.) The garbage goes
 * to the dapp only: the dev wallet page runs WalletKit as a wallet would, and the SDK throws on some of it
 * (plugins/walletconnect/relay-frames.ts guards Portico's side, where it is the product's page).
 */
import type { Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardPage, installSessionClock, type SessionClock } from '../harness'
import { openTab, pairWithDevWallet, startWalletConnectEnv, type GuardedPage, type WalletConnectEnv } from '../walletconnect/env'
import { MALFORMED_FRAME_KINDS } from 'portico-devnet'
import { recordFigure } from '../../reliability-figures'

/** sign-client's relay tags (ENGINE_RPC_OPTS): a session request and its answer. */
const REQUEST_TAG = 1108
const ANSWER_TAG = 1109
/** Chromium logs each WebSocket handshake the stopped relay refuses; nothing else may show up. */
const REFUSED = /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/.*' failed/

let env: WalletConnectEnv
let demo: GuardedPage
let wallet: GuardedPage
let clock: SessionClock
let address: Hex
let faultsInjected = 0

/** What the relay and the wallet counted so far: session requests and answers, published and delivered. */
async function tally() {
  const metrics = env.devnet.relay.metrics()
  return {
    requestsPublished: metrics.publishedByTag[REQUEST_TAG] ?? 0,
    requestsDelivered: metrics.deliveredByTag[REQUEST_TAG] ?? 0,
    answersPublished: metrics.publishedByTag[ANSWER_TAG] ?? 0,
    answersDelivered: metrics.deliveredByTag[ANSWER_TAG] ?? 0,
    walletReceived: await wallet.page.getByRole('log', { name: 'Wallet log' }).getByText(/Received personal_sign #/).count(),
  }
}

const signButton = (page: Page) => page.getByRole('button', { name: /^(Sign message|Signing…)$/ })
const pendingAtWallet = () => wallet.page.getByRole('list', { name: 'Pending requests' }).getByRole('listitem')

/** The person asks for a signature; the demo waits on the wallet ("Signing…"). */
async function askToSign(message: string): Promise<void> {
  await demo.page.getByRole('textbox', { name: 'Message' }).fill(message)
  await demo.page.getByRole('button', { name: 'Sign message' }).click()
  await expect.poll(() => signButton(demo.page).textContent()).toBe('Signing…')
}

/** Both clients are connected again: two sockets open, at least `opened` accepted since `before`. */
async function bothReconnected(before: number, opened = 2): Promise<void> {
  const relay = env.devnet.relay
  await clock.skipAheadDuring(
    expect.poll(() => relay.metrics().connections === 2 && relay.metrics().connectionsTotal >= before + opened, { timeout: 30_000 }).toBe(true),
  )
}

/**
 * The wallet approves the one pending request; then exactly one request went out and reached the wallet, one
 * answer went back and reached the dapp, the demo shows the signature of `message`, and the session holds.
 */
async function approveAndCheck(message: string, start: Awaited<ReturnType<typeof tally>>): Promise<void> {
  await expect.poll(() => pendingAtWallet().count(), { timeout: 30_000 }).toBe(1)
  expect(await signButton(demo.page).textContent()).toBe('Signing…')
  expect(await demo.page.getByTestId('signature').count()).toBe(0)
  await wallet.page.getByRole('button', { name: 'Approve personal_sign' }).click()
  const signature = demo.page.getByTestId('signature')
  await expect.poll(() => signature.textContent(), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{130}$/)
  expect(await verifyMessage({ address, message, signature: (await signature.textContent()) as Hex })).toBe(true)
  expect(await signButton(demo.page).textContent()).toBe('Sign message')
  const end = await tally()
  expect({
    requestsPublished: end.requestsPublished - start.requestsPublished,
    requestsDelivered: end.requestsDelivered - start.requestsDelivered,
    walletReceived: end.walletReceived - start.walletReceived,
    answersPublished: end.answersPublished - start.answersPublished,
    answersDelivered: end.answersDelivered - start.answersDelivered,
  }).toEqual({ requestsPublished: 1, requestsDelivered: 1, walletReceived: 1, answersPublished: 1, answersDelivered: 1 })
  expect(await pendingAtWallet().count()).toBe(0)
  expect(await demo.page.getByTestId('status').textContent()).toBe('connected')
}

/** A reload restores the session: connected, same address. */
async function survivesReload(): Promise<void> {
  await demo.page.reload()
  await clock.skipAheadDuring(expect.poll(() => demo.page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('connected'))
  expect(await demo.page.getByTestId('address').textContent()).toBe(address)
  demo.guard.assertClean()
  wallet.guard.assertClean()
}

describe('WalletConnect relay faults with a request pending (chromium, demo + dev wallet page + devnet relay)', () => {
  beforeAll(async () => {
    env = await startWalletConnectEnv()
    clock = await installSessionClock(env.browser.context)
    demo = await openTab(env, env.demo.url)
    wallet = await openTab(env, env.devnet.urls.walletPage)
    for (const tab of [demo, wallet]) await guardPage(tab.page, { failTest: false, allowConsoleErrors: [REFUSED] })
    await demo.page.getByRole('heading', { name: 'Account' }).waitFor()
    await pairWithDevWallet(env, demo.page, wallet.page)
    address = (await demo.page.getByTestId('address').textContent()) as Hex
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('malformed frames (not JSON, wrong JSON-RPC shapes, an unknown topic, a 1 MiB frame on the session topic) pushed to the dapp: ignored without a page error or a reconnect, the pending request is answered once', async () => {
    const relay = env.devnet.relay
    const start = await tally()
    await askToSign('through the garbage')
    await expect.poll(() => pendingAtWallet().count()).toBe(1)
    const { connectionsTotal } = relay.metrics()
    const sent = relay.sendMalformedFrames({ target: { origin: new URL(env.demo.url).origin } })
    expect(sent).toBeGreaterThanOrEqual(MALFORMED_FRAME_KINDS.length)
    expect(relay.metrics().malformedFrames).toBe(sent)
    await approveAndCheck('through the garbage', start)
    expect(relay.metrics().connectionsTotal).toBe(connectionsTotal)
    faultsInjected += sent
    await survivesReload()
  })

  it('a relay restart (down 2 s) while the request waits undelivered in its mailbox: both clients come back, the wallet gets it once from the mailbox', async () => {
    const relay = env.devnet.relay
    const start = await tally()
    // Deliveries held: the request is in the relay's mailbox, not yet at the wallet, when the relay goes down.
    relay.setDeliveryDelay(60_000)
    try {
      await askToSign('across a restart')
      await expect.poll(() => relay.metrics().publishedByTag[REQUEST_TAG] ?? 0).toBe(start.requestsPublished + 1)
      const before = relay.metrics().connectionsTotal
      const restarted = relay.restart({ downMs: 2_000 })
      relay.setDeliveryDelay(0)
      await restarted
      expect(relay.metrics().deliveredByTag[REQUEST_TAG] ?? 0).toBe(start.requestsDelivered)
      expect(await signButton(demo.page).textContent()).toBe('Signing…')
      await bothReconnected(before)
    } finally {
      relay.setDeliveryDelay(0)
    }
    await approveAndCheck('across a restart', start)
    faultsInjected += 1
    await survivesReload()
  })

  it('a relay restart (down 3 s) while the person approves in the wallet: the answer waits for the relay and reaches the dapp once', async () => {
    const relay = env.devnet.relay
    const start = await tally()
    await askToSign('approved while the relay is down')
    await expect.poll(() => pendingAtWallet().count()).toBe(1)
    const before = relay.metrics().connectionsTotal
    const restarted = relay.restart({ downMs: 3_000 })
    await expect.poll(() => relay.metrics().connections).toBe(0)
    await wallet.page.getByRole('button', { name: 'Approve personal_sign' }).click()
    expect(relay.metrics().publishedByTag[ANSWER_TAG] ?? 0).toBe(start.answersPublished)
    expect(await signButton(demo.page).textContent()).toBe('Signing…')
    await restarted
    await bothReconnected(before)
    const signature = demo.page.getByTestId('signature')
    await clock.skipAheadDuring(expect.poll(() => signature.textContent(), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{130}$/))
    expect(await verifyMessage({ address, message: 'approved while the relay is down', signature: (await signature.textContent()) as Hex })).toBe(true)
    const end = await tally()
    expect(end.walletReceived - start.walletReceived).toBe(1)
    expect(end.answersPublished - start.answersPublished).toBe(1)
    expect(end.answersDelivered - start.answersDelivered).toBe(1)
    expect(end.requestsPublished - start.requestsPublished).toBe(1)
    faultsInjected += 1
    await survivesReload()
  })

  it("one client's socket destroyed without a close frame, the wallet's then the dapp's, while the request waits at the wallet: each reconnects alone, the answer reaches the dapp once", async () => {
    const relay = env.devnet.relay
    const start = await tally()
    await askToSign('after a dead socket')
    await expect.poll(() => pendingAtWallet().count()).toBe(1)
    for (const tab of [wallet, demo]) {
      const before = relay.metrics().connectionsTotal
      expect(relay.dropSocket({ origin: new URL(tab.page.url()).origin })).toBe(1)
      await bothReconnected(before, 1)
      faultsInjected += 1
    }
    await approveAndCheck('after a dead socket', start)
    await survivesReload()
    recordFigure('faults injected', faultsInjected, 'test/e2e/reliability/relay-faults.e2e.test.ts')
  })
})
