/**
 * Connect time, per app, with the same EIP-6963 test wallet (auto-approve)
 * injected into each: the click on the wallet's entry in the app's modal ->
 * the app shows the connected address; then a reload -> the app shows the
 * restored connection (0 = the reload's navigation start). Same chromium, CPU
 * throttling, fresh profile and interleaving as open-time; the chain is a
 * devnet anvil (lib/chain.mjs). The wallet and anvil are TypeScript, hence tsx:
 *   node --import tsx bench/connect-time.mjs   (from the repo root)
 */
import { CPU_THROTTLE, launchBrowser, throttleCpu } from './lib/browser.mjs'
import { answerRpcFromChain, CHAIN_ID, startChain } from './lib/chain.mjs'
import { pageProbe, probeReported } from './lib/page-probe.mjs'
import { APPS, appDist, builtApps } from './lib/paths.mjs'
import { isMain, writePart } from './lib/results.mjs'
import { serveStatic } from './lib/static-server.mjs'
import { summarize } from './lib/stats.mjs'
import { step } from './lib/step.mjs'
import { TARGETS } from './lib/targets.mjs'
import { testWalletInitScript, WALLET_ADDRESS, WALLET_NAME } from './lib/test-wallet.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const BUDGET_MS = Number(process.env.BENCH_CONNECT_BUDGET_MS ?? 10 * 60_000)
/** As open-time: a person looks at the list before clicking, and at the account before reloading. */
const PAUSE_MS = 1000
const STEP_TIMEOUT_MS = 20_000
/** What the probe looks for in each app's account element: every app shows at least these ends of the address. */
const ADDRESS = { head: WALLET_ADDRESS.slice(0, 4), tail: WALLET_ADDRESS.slice(-4) }

export async function measureConnectTime() {
  const deadline = Date.now() + BUDGET_MS
  const { apps, skipped } = await builtApps()
  const chain = await startChain()
  const servers = Object.fromEntries(await Promise.all(apps.map(async (app) => [app, await serveStatic(appDist(app))])))
  const wallet = await testWalletInitScript({ chainId: CHAIN_ID, rpcUrl: chain.url })
  const runs = Object.fromEntries(apps.map((app) => [app, []]))
  const failures = Object.fromEntries(apps.map((app) => [app, []]))
  try {
    for (let round = 0; round < RUNS && Date.now() < deadline; round++) {
      // An app that failed twice and never connected is dropped: its timeouts would eat everyone's budget.
      const active = apps.filter((app) => runs[app].length > 0 || failures[app].length < 2)
      for (let i = 0; i < active.length; i++) {
        const app = active[(round + i) % active.length]
        try {
          runs[app].push(await oneRun(app, servers[app].url, wallet, chain.url))
        } catch (error) {
          failures[app].push(String(error.message).split('\n')[0])
        }
      }
      console.log(`connect-time round ${round + 1}/${RUNS}: ${apps.map((a) => `${a} ${fmt(runs[a].at(-1))}`).join(', ')}`)
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()))
    await chain.stop()
  }
  const results = { cpuThrottle: CPU_THROTTLE, runsPlanned: RUNS, pauseMs: PAUSE_MS, wallet: WALLET_NAME }
  for (const app of APPS) {
    if (skipped[app]) results[app] = { ok: false, reason: skipped[app] }
    else if (runs[app].length === 0) results[app] = { ok: false, reason: failures[app][0] ?? 'no run finished' }
    else {
      results[app] = {
        ok: true,
        runs: runs[app].length,
        failures: failures[app],
        walletClickToAddress: summarize(runs[app].map((r) => r.walletClickToAddress)),
        reloadToAddress: summarize(runs[app].map((r) => r.reloadToAddress)),
        // The first run's wallet requests, in order: what the app asks of an EIP-6963 wallet.
        walletCalls: { connect: runs[app][0].connectCalls, reload: runs[app][0].reloadCalls },
      }
    }
  }
  await writePart('connect-time', results)
  return results
}

/** One fresh profile: open the modal, click the test wallet, see the address; reload, see it again. */
async function oneRun(app, url, wallet, chainUrl) {
  const browser = await launchBrowser()
  try {
    const { context, page } = browser
    await answerRpcFromChain(context, chainUrl)
    await context.addInitScript({ content: wallet })
    await page.addInitScript(pageProbe, { ...TARGETS[app], address: ADDRESS })
    await throttleCpu(context, page)
    // The probe's console messages, not polling in the page (see page-probe.mjs): each is awaited beside the
    // action that leads to it, so it cannot be missed.
    const after = (name, figure, action) => step(name, Promise.all([probeReported(page, figure, STEP_TIMEOUT_MS), action()]))
    await after('waiting for the connect button', 'buttonReadyAt', () => page.goto(url, { waitUntil: 'commit' }))
    const { x, y } = await page.evaluate(() => window.__bench.buttonCenter())
    await page.mouse.click(x, y)
    const entry = page.getByRole('button', { name: WALLET_NAME }).first()
    await step(`waiting for the ${WALLET_NAME} entry`, entry.waitFor({ timeout: STEP_TIMEOUT_MS }))
    await page.waitForTimeout(PAUSE_MS)
    await after('waiting for the connected address', 'accountShownAt', () => step(`clicking the ${WALLET_NAME} entry`, entry.click({ timeout: STEP_TIMEOUT_MS })))
    const walletClickToAddress = await page.evaluate(() => window.__bench.accountShownAt - window.__bench.pointerDownAt)
    await page.waitForTimeout(PAUSE_MS)
    const connectCalls = await page.evaluate(() => window.__walletCalls)
    await after('waiting for the restored address', 'accountShownAt', () => page.reload({ waitUntil: 'commit' }))
    const reloadToAddress = await page.evaluate(() => window.__bench.accountShownAt)
    return { walletClickToAddress, reloadToAddress, connectCalls, reloadCalls: await page.evaluate(() => window.__walletCalls) }
  } finally {
    await browser.close()
  }
}

const fmt = (run) => (run ? `${Math.round(run.walletClickToAddress)}/${Math.round(run.reloadToAddress)} ms` : 'failed')

if (isMain(import.meta.url)) console.log(JSON.stringify(await measureConnectTime(), null, 2))
