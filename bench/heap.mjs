/**
 * JS heap after 100 open/close cycles, per app, with the same static serving
 * and stubbed internet as open-time, and no CPU throttling (memory, not time).
 * A cycle clicks the connect button, waits for the modal's first view
 * (lib/targets.mjs), presses Escape and waits until the view is gone. Garbage
 * is collected (CDP) before the first cycle, after it, after half of them and
 * after the last; the growth counts from after the first cycle, so loading the
 * modal's code on the first open is not growth. soak.mjs runs the same cycles
 * 1,000 times.
 */
import { access } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { launchBrowser } from './lib/browser.mjs'
import { pageProbe } from './lib/page-probe.mjs'
import { APPS, appDist } from './lib/paths.mjs'
import { isMain, writePart } from './lib/results.mjs'
import { serveStatic } from './lib/static-server.mjs'
import { step } from './lib/step.mjs'
import { TARGETS } from './lib/targets.mjs'

const CYCLES = Number(process.env.BENCH_HEAP_CYCLES ?? 100)
const BUDGET_MS = Number(process.env.BENCH_HEAP_BUDGET_MS ?? 150_000)
const STEP_TIMEOUT_MS = 20_000

export async function measureHeap({ cycles = CYCLES, budgetMs = BUDGET_MS, part = 'heap' } = {}) {
  const deadline = Date.now() + budgetMs
  const results = { cycles, loadAverage: { start: loadavg()[0] } }
  // Side by side, a browser each: a heap belongs to its page, and most of a cycle is waiting.
  const apps = await Promise.all(
    APPS.map(async (app) => {
      const result = await appHeap(app, deadline, cycles).then(
        (figures) => ({ ok: true, ...figures }),
        (error) => ({ ok: false, reason: String(error.message).split('\n')[0] }),
      )
      console.log(`${part} ${app}: ${result.ok ? `${result.growth} bytes growth, ${result.seconds.toFixed(0)} s` : result.reason}`)
      return [app, result]
    }),
  )
  Object.assign(results, Object.fromEntries(apps))
  results.loadAverage.end = loadavg()[0]
  await writePart(part, results)
  return results
}

async function appHeap(app, deadline, target) {
  const started = Date.now()
  const dir = appDist(app)
  await access(join(dir, 'index.html')).catch(() => Promise.reject(new Error('not built')))
  const server = await serveStatic(dir)
  const browser = await launchBrowser()
  try {
    const { context, page } = browser
    await page.addInitScript(pageProbe, TARGETS[app])
    const cdp = await context.newCDPSession(page)
    const usedAfterGc = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      return (await cdp.send('Runtime.getHeapUsage')).usedSize
    }
    const until = (name, predicate) => step(name, page.waitForFunction(predicate, null, { timeout: STEP_TIMEOUT_MS }))
    const cycle = async () => {
      await until('waiting for the connect button', () => window.__bench.buttonReady())
      const { x, y } = await page.evaluate(() => window.__bench.buttonCenter())
      await page.mouse.click(x, y)
      await until("waiting for the modal's first view", () => window.__bench.viewShown())
      await page.keyboard.press('Escape')
      await until('waiting for the modal to close on Escape', () => !window.__bench.viewShown())
    }
    await page.goto(server.url)
    await until('waiting for the connect button', () => window.__bench.buttonReady())
    const beforeFirstOpen = await usedAfterGc()
    await cycle()
    const afterFirstCycle = await usedAfterGc()
    const half = Math.floor(target / 2)
    let cycles = 1
    let afterHalf
    for (; cycles < target && Date.now() < deadline; cycles++) {
      if (cycles === half) afterHalf = await usedAfterGc()
      await cycle()
    }
    if (cycles < target) throw new Error(`time ran out after ${cycles} of ${target} cycles`)
    const afterLastCycle = await usedAfterGc()
    afterHalf ??= afterFirstCycle
    return {
      beforeFirstOpen,
      afterFirstCycle,
      afterHalf,
      afterLastCycle,
      growth: afterLastCycle - afterFirstCycle,
      secondHalfGrowth: afterLastCycle - afterHalf,
      seconds: (Date.now() - started) / 1000,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

if (isMain(import.meta.url)) console.log(JSON.stringify(await measureHeap(), null, 2))
