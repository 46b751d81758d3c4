/**
 * Open time, per app: navigation start -> connect button interactive, and
 * click -> first view of the modal painted. Headless chromium with 4x CPU
 * throttling, a fresh profile per run (a first visit), runs interleaved and
 * rotated (A B C, B C A, C A B, ...), the whole part bounded in time.
 */
import { CPU_THROTTLE, chromiumVersion, launchBrowser, throttleCpu } from './lib/browser.mjs'
import { pageProbe, probeReported } from './lib/page-probe.mjs'
import { APPS, appDist, builtApps } from './lib/paths.mjs'
import { isMain, writePart } from './lib/results.mjs'
import { serveStatic } from './lib/static-server.mjs'
import { summarize } from './lib/stats.mjs'
import { step } from './lib/step.mjs'
import { TARGETS } from './lib/targets.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const BUDGET_MS = Number(process.env.BENCH_OPEN_BUDGET_MS ?? 4 * 60_000)
/** A person does not click in the first frame; the click comes this long after the button is ready. */
const CLICK_DELAY_MS = 1000
const STEP_TIMEOUT_MS = 20_000

export async function measureOpenTime() {
  const deadline = Date.now() + BUDGET_MS
  const { apps, skipped } = await builtApps()
  const servers = Object.fromEntries(await Promise.all(apps.map(async (app) => [app, await serveStatic(appDist(app))])))
  const runs = Object.fromEntries(apps.map((app) => [app, []]))
  const failures = Object.fromEntries(apps.map((app) => [app, []]))
  // After two runs in which the modal never showed (and none in which it did), an app is
  // measured for its button only: those timeouts would eat everyone's time budget.
  const measureView = Object.fromEntries(apps.map((app) => [app, true]))
  try {
    for (let round = 0; round < RUNS && Date.now() < deadline; round++) {
      // Likewise an app whose button never came twice is dropped.
      const active = apps.filter((app) => runs[app].length > 0 || failures[app].length < 2)
      for (let i = 0; i < active.length; i++) {
        const app = active[(round + i) % active.length]
        try {
          const run = await oneRun(app, servers[app].url, measureView[app])
          runs[app].push(run)
          const viewFailures = runs[app].filter((r) => r.viewError).length
          if (viewFailures >= 2 && viewFailures === runs[app].length) measureView[app] = false
        } catch (error) {
          failures[app].push(String(error.message).split('\n')[0])
        }
      }
      console.log(`open-time round ${round + 1}/${RUNS}: ${apps.map((a) => `${a} ${fmt(runs[a].at(-1))}`).join(', ')}`)
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()))
  }
  const results = { cpuThrottle: CPU_THROTTLE, runsPlanned: RUNS, clickDelayMs: CLICK_DELAY_MS, chromium: await chromiumVersion() }
  for (const app of APPS) {
    if (skipped[app]) results[app] = { ok: false, reason: skipped[app] }
    else if (runs[app].length === 0) results[app] = { ok: false, reason: failures[app][0] ?? 'no run finished' }
    else {
      const viewed = runs[app].filter((r) => r.clickToView !== undefined)
      results[app] = {
        ok: true,
        runs: runs[app].length,
        failures: [...failures[app], ...runs[app].flatMap((r) => (r.viewError ? [r.viewError] : []))],
        buttonInteractive: summarize(runs[app].map((r) => r.buttonReadyAt)),
        clickToFirstView: viewed.length ? summarize(viewed.map((r) => r.clickToView)) : { na: runs[app].find((r) => r.viewError)?.viewError },
        stubbedRequests: summarize(runs[app].map((r) => r.stubbedRequests)),
      }
    }
  }
  await writePart('open-time', results)
  return results
}

/** One first visit: the button time always; the click-to-view time when `withView`. */
async function oneRun(app, url, withView) {
  const browser = await launchBrowser()
  try {
    const { context, page, stubbed } = browser
    await page.addInitScript(pageProbe, TARGETS[app])
    await throttleCpu(context, page)
    // The probe's console messages, not polling in the page (see page-probe.mjs).
    await step('waiting for the connect button', Promise.all([probeReported(page, 'buttonReadyAt', STEP_TIMEOUT_MS), page.goto(url, { waitUntil: 'commit' })]))
    const run = { buttonReadyAt: await page.evaluate(() => window.__bench.buttonReadyAt), stubbedRequests: stubbed.length }
    if (!withView) return { ...run, viewError: 'modal did not open in earlier runs' }
    await page.waitForTimeout(CLICK_DELAY_MS)
    const { x, y } = await page.evaluate(() => window.__bench.buttonCenter())
    try {
      await step('waiting for the modal\'s first view', Promise.all([probeReported(page, 'viewPaintedAt', STEP_TIMEOUT_MS), page.mouse.click(x, y)]))
    } catch (error) {
      return { ...run, viewError: error.message.split('\n')[0] }
    }
    const clickToView = await page.evaluate(() => window.__bench.viewPaintedAt - window.__bench.clickAt)
    return { ...run, clickToView, stubbedRequests: stubbed.length }
  } finally {
    await browser.close()
  }
}

const fmt = (run) => (run ? `${Math.round(run.buttonReadyAt)}/${run.clickToView === undefined ? 'n/a' : Math.round(run.clickToView)} ms` : 'failed')

if (isMain(import.meta.url)) console.log(JSON.stringify(await measureOpenTime(), null, 2))
