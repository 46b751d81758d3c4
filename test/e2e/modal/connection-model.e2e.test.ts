/**
 * The connection lifecycle's model-based run in Chromium (issue "Reliability, round two", item 8; the unit run,
 * test/unit/kernel/connection-model.test.ts, covers 1,000 sequences and every wallet kind against the kernel).
 * Here fast-check drives 50 random sequences through the demo as a person would, by the modal's accessible
 * names: open, choose the Portico Test Wallet (which holds its prompt until the test answers), choose
 * WalletConnect (its QR shown), Back, close, approve, reject, disconnect and reload. After every step the page
 * agrees with the model: the app's status is 'connected' exactly when it shows the wallet's address, the
 * header offers 'Connect Wallet' exactly when nothing is connected, a late approval of an attempt the person
 * moved on from connects nothing, and a reload restores exactly what was connected. Choosing WalletConnect
 * again while its pairing waits is a new attempt (on the same proposal), so a wallet chosen in between and
 * approved later connects nothing. A failure prints the seed and the command sequence, which replay it.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordFigure } from '../../reliability-figures'
import { showingOnFailure } from '../harness'
import { openDemo, startDemoEnv, TEST_WALLET_NAME, type DemoEnv, type DemoPage } from './demo-env'

type View = 'closed' | 'Connect' | 'ConnectingExternal' | 'WalletConnect' | 'Account'

interface Model {
  view: View
  connected: boolean
  /** The newest attempt and whose it is, while it waits. */
  newest?: { attempt: number; kind: 'browser' | 'walletconnect' }
  /** The browser wallet's open prompt (the attempt that asked), if any. */
  prompt?: number
  attempts: number
}

type Command = fc.AsyncCommand<Model, DemoPage>

/**
 * A fixed seed: the same 50 sequences every run (a browser run is slow, so it is the unit run's 1,000 random
 * ones that explore); this one reaches late answers. fast-check prints the seed and path of any failure.
 */
const SEED = 2026
let steps = 0
let lateAnswers = 0

const ADDRESS_TIMEOUT = 10_000

/** The page agrees with the model. */
async function check(model: Model, demo: DemoPage): Promise<void> {
  steps += 1
  const { page, wallet } = demo
  const expected = model.newest ? 'connecting' : model.connected ? 'connected' : 'disconnected'
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: ADDRESS_TIMEOUT }).toBe(expected)
  // Connected exactly when the address is set; the header agrees.
  expect(await page.getByTestId('address').textContent()).toBe(model.connected ? wallet.address : '—')
  expect(await page.getByRole('button', { name: /^Account / }).count()).toBe(model.connected ? 1 : 0)
  if (!model.newest) expect(await page.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(model.connected ? 0 : 1)
  expect(await demo.dialog.isVisible()).toBe(model.view !== 'closed')
}

/** An attempt settles: it stops being the one that waits, when it was. */
function settle(model: Model, attempt: number): void {
  if (model.newest?.attempt === attempt) delete model.newest
}

const heading = (demo: DemoPage) => demo.dialog.getByRole('heading')

const clickInDialog = (demo: DemoPage, name: string) => showingOnFailure(demo.dialog, demo.dialog.getByRole('button', { name }).click())

/** What the modal shows once a connect or disconnect settled it (it closes, or goes on to Account or Connect). */
async function shownView(demo: DemoPage): Promise<View> {
  if (!(await demo.dialog.isVisible())) return 'closed'
  const title = await heading(demo).textContent()
  return title === 'Account' ? 'Account' : 'Connect'
}

/**
 * Whether the person can get to the wallet list: not connected, and, with the modal closed, nothing waiting
 * (the header button then says 'Connecting…' and waits for the wallet's answer).
 */
const canReachConnect = (model: Readonly<Model>) => !model.connected && model.view !== 'Account' && (model.view !== 'closed' || !model.newest)

/** The person goes to the wallet list: opens the modal, or goes back to it from a connecting view. */
async function toConnect(model: Model, demo: DemoPage): Promise<void> {
  if (model.view === 'Connect') return
  if (model.view === 'closed') {
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
  } else {
    await demo.dialog.getByRole('button', { name: 'Back' }).click()
  }
  await expect.poll(() => heading(demo).textContent()).toBe('Connect Wallet')
  model.view = 'Connect'
}

class Open implements Command {
  // With an attempt waiting, the header button says so; the person answers the wallet first.
  check = (model: Readonly<Model>) => model.view === 'closed' && !model.newest
  async run(model: Model, demo: DemoPage) {
    if (model.connected) {
      await demo.page.getByRole('button', { name: /^Account / }).click()
      await expect.poll(() => heading(demo).textContent()).toBe('Account')
      model.view = 'Account'
    } else {
      await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await expect.poll(() => heading(demo).textContent()).toBe('Connect Wallet')
      model.view = 'Connect'
    }
    await check(model, demo)
  }
  toString = () => 'open'
}

class ChooseBrowserWallet implements Command {
  check = (model: Readonly<Model>) => canReachConnect(model) && model.prompt === undefined
  async run(model: Model, demo: DemoPage) {
    await toConnect(model, demo)
    demo.wallet.mode('hang', { method: 'eth_requestAccounts', once: true })
    model.attempts += 1
    model.prompt = model.attempts
    model.newest = { attempt: model.attempts, kind: 'browser' }
    await clickInDialog(demo, TEST_WALLET_NAME)
    await expect.poll(() => demo.wallet.calls('eth_requestAccounts').some((call) => call.outcome === undefined)).toBe(true)
    model.view = 'ConnectingExternal'
    await check(model, demo)
  }
  toString = () => 'choose the test wallet'
}

class ChooseWalletConnect implements Command {
  check = (model: Readonly<Model>) => canReachConnect(model)
  async run(model: Model, demo: DemoPage) {
    await toConnect(model, demo)
    model.attempts += 1
    model.newest = { attempt: model.attempts, kind: 'walletconnect' }
    await demo.dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await showingOnFailure(demo.dialog, demo.dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 30_000 }))
    model.view = 'WalletConnect'
    await check(model, demo)
  }
  toString = () => 'choose WalletConnect'
}

class Back implements Command {
  check = (model: Readonly<Model>) => model.view === 'ConnectingExternal' || model.view === 'WalletConnect'
  async run(model: Model, demo: DemoPage) {
    await demo.dialog.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => heading(demo).textContent()).toBe('Connect Wallet')
    model.view = 'Connect'
    await check(model, demo)
  }
  toString = () => 'back'
}

class Close implements Command {
  check = (model: Readonly<Model>) => model.view !== 'closed'
  async run(model: Model, demo: DemoPage) {
    await demo.dialog.getByRole('button', { name: 'Close' }).click()
    // Closing abandons the pairing the modal showed (the browser wallet's prompt stays open in the wallet).
    if (model.newest?.kind === 'walletconnect') delete model.newest
    model.view = 'closed'
    await check(model, demo)
  }
  toString = () => 'close'
}

class Answer implements Command {
  constructor(readonly decision: 'approve' | 'reject') {}
  check = (model: Readonly<Model>) => model.prompt !== undefined
  async run(model: Model, demo: DemoPage) {
    const attempt = model.prompt as number
    delete model.prompt
    expect(demo.wallet.release(this.decision)).toBe(1)
    const newest = model.newest?.attempt === attempt
    if (!newest) lateAnswers += 1
    settle(model, attempt)
    if (this.decision === 'approve' && newest) {
      model.connected = true
      // Connected: the modal closes (or shows Account, when it was left on another view it goes on showing).
      await demo.page.getByRole('button', { name: /^Account / }).waitFor({ timeout: ADDRESS_TIMEOUT })
      model.view = await shownView(demo)
    }
    // A refusal leaves the view where it was: ConnectingExternal shows its error; go back to the list.
    if (this.decision === 'reject' && newest && model.view === 'ConnectingExternal') {
      await clickInDialog(demo, 'Back')
      await expect.poll(() => heading(demo).textContent()).toBe('Connect Wallet')
      model.view = 'Connect'
    }
    await check(model, demo)
  }
  toString = () => `${this.decision} in the wallet`
}

class Disconnect implements Command {
  check = (model: Readonly<Model>) => model.connected && !model.newest && (model.view === 'closed' || model.view === 'Account')
  async run(model: Model, demo: DemoPage) {
    if (model.view === 'closed') await demo.page.getByRole('button', { name: /^Account / }).click()
    await demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    model.connected = false
    model.view = await shownView(demo)
    await check(model, demo)
  }
  toString = () => 'disconnect'
}

class Reload implements Command {
  check = () => true
  async run(model: Model, demo: DemoPage) {
    // The page's prompt goes with it: the wallet forgets a request from a page that is gone.
    if (model.prompt !== undefined) demo.wallet.release('reject')
    delete model.prompt
    delete model.newest
    await demo.page.reload()
    await demo.page.getByRole('heading', { name: 'Account' }).first().waitFor()
    if (model.connected) await demo.page.getByRole('button', { name: /^Account / }).waitFor({ timeout: ADDRESS_TIMEOUT })
    model.view = 'closed'
    await check(model, demo)
  }
  toString = () => 'reload'
}

// The choices and the approval come twice: sequences reach the interleavings (a wallet answering an attempt the
// person left for another) more often than uniform picks would.
const COMMANDS = [
  fc.constant(new Open()),
  fc.constant(new ChooseBrowserWallet()),
  fc.constant(new ChooseBrowserWallet()),
  fc.constant(new ChooseWalletConnect()),
  fc.constant(new ChooseWalletConnect()),
  fc.constant(new Answer('approve')),
  fc.constant(new Back()),
  fc.constant(new Close()),
  fc.constant(new Answer('approve')),
  fc.constant(new Answer('reject')),
  fc.constant(new Disconnect()),
  fc.constant(new Reload()),
]

describe('connection lifecycle model in chromium (demo + devnet + test wallet + relay)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('50 random sequences of open, choose, back, close, approve, reject, disconnect and reload agree with the model after every step', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(fc.commands(COMMANDS, { maxCommands: 12, size: 'max' }), async (commands) => {
        runs += 1
        const demo = await openDemo(env)
        try {
          await fc.asyncModelRun(() => ({ model: { view: 'closed' as View, connected: false, attempts: 0 }, real: demo }), commands)
        } finally {
          await demo.browser.close()
        }
      }),
      { numRuns: 50, seed: SEED, endOnFailure: true },
    )
    expect(runs).toBe(50)
    console.log(`[connection model] 50 sequences, ${steps} steps, ${lateAnswers} late answers`)
    // The interleavings the model exists for happened: the wallet answered attempts the person had left.
    expect(lateAnswers).toBeGreaterThan(0)
    recordFigure('connect sequences', runs, 'connection model (browser)')
    // A hang guard, not a speed check: 140 s alone, 178 s in a 13-minute suite, 261 s in a 33-minute one, past 300 s in a 36-minute one.
  }, 600_000)
})
