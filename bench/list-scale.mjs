/**
 * List scale (Portico only): AllWallets over a devnet registry of 5,000
 * wallets. Keystroke -> painted result over 50 keystrokes (median, p95), then
 * wheel-scrolling through the whole list while recording long tasks. Same
 * chromium and CPU throttling as open-time. Needs the devnet, hence tsx:
 *   node --import tsx list-scale.mjs
 */
import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CPU_THROTTLE, launchBrowser, throttleCpu } from './lib/browser.mjs'
import { listProbe } from './lib/list-probe.mjs'
import { appDist, REPO_DIR } from './lib/paths.mjs'
import { isMain, writePart } from './lib/results.mjs'
import { serveStatic } from './lib/static-server.mjs'
import { summarize } from './lib/stats.mjs'
import { step } from './lib/step.mjs'
import { ALL_WALLETS, TARGETS } from './lib/targets.mjs'

const WALLET_COUNT = 5000
const KEYSTROKES = 50
const PREFIX_LENGTH = 5
const STEP_TIMEOUT_MS = 15_000
const SCROLL_BUDGET_MS = 60_000
const WHEEL_PX = 800

export async function measureListScale() {
  let result
  try {
    await access(join(appDist('portico'), 'index.html')).catch(() => {
      throw new Error('portico not built')
    })
    result = { ok: true, walletCount: WALLET_COUNT, cpuThrottle: CPU_THROTTLE, ...(await withDevnet(run)) }
  } catch (error) {
    result = { ok: false, reason: String(error.message).split('\n')[0].slice(0, 200) }
  }
  await writePart('list-scale', result)
  return result
}

async function withDevnet(body) {
  const { startDevnet } = await import(pathToFileURL(join(REPO_DIR, 'devnet', 'index.ts')).href)
  const devnet = await startDevnet({ walletCount: WALLET_COUNT, quiet: true })
  const server = await serveStatic(appDist('portico'))
  try {
    return await body(devnet, server.url)
  } finally {
    await server.close()
    await devnet.stop()
  }
}

async function run(devnet, appUrl) {
  const queries = await searchQueries(devnet.urls.registry)
  const browser = await launchBrowser()
  try {
    const { context, page } = browser
    await page.addInitScript(listProbe, ALL_WALLETS)
    await throttleCpu(context, page)
    const params = new URLSearchParams({ registryUrl: devnet.urls.registry, blockchainApiUrl: devnet.urls.api, analyticsUrl: devnet.urls.analytics })
    await page.goto(`${appUrl}?${params}`)
    await step('clicking the connect button', page.locator(TARGETS.portico.button.join(' ')).click({ timeout: STEP_TIMEOUT_MS }))
    const allWallets = page.getByRole(ALL_WALLETS.openAllWallets.role, { name: ALL_WALLETS.openAllWallets.name })
    await step('opening AllWallets', allWallets.click({ timeout: STEP_TIMEOUT_MS }))
    const search = page.getByRole(ALL_WALLETS.search.role, { name: ALL_WALLETS.search.name })
    await step('waiting for the first page of wallets', waitSettled(page))
    return {
      keystrokeToPaint: await step('searching', keystrokes(page, search, queries)),
      scroll: await step('scrolling', scrollThrough(page, search)),
    }
  } finally {
    await browser.close()
  }
}

/** Prefixes of wallet names spread over the registry, 5 keystrokes each, 50 in all. */
async function searchQueries(registryUrl) {
  const response = await fetch(`${registryUrl}/getWallets?page=1&entries=${WALLET_COUNT}&projectId=bench`)
  const { data } = await response.json()
  const count = KEYSTROKES / PREFIX_LENGTH
  return Array.from({ length: count }, (_, i) => data[Math.floor((i * data.length) / count)].name.slice(0, PREFIX_LENGTH))
}

async function keystrokes(page, search, queries) {
  const times = []
  for (const query of queries) {
    await search.fill('')
    await waitSettled(page)
    for (const char of query) {
      await page.evaluate(() => window.__list.armKeystroke())
      await search.press(char === ' ' ? 'Space' : char)
      await page.waitForFunction(() => window.__list.paintedAt !== undefined, null, { timeout: STEP_TIMEOUT_MS, polling: 50 })
      times.push(await page.evaluate(() => window.__list.paintedAt - window.__list.keyAt))
    }
  }
  return summarize(times)
}

/**
 * Wheel down the list until every wallet is loaded, the list stops growing
 * for 10 s, or the scroll budget ends (pages of 40 load one at a time, so
 * 5,000 entries take minutes under throttling: tilesReached says how far).
 */
async function scrollThrough(page, search) {
  await search.fill('')
  await waitSettled(page)
  const scroller = page.locator(ALL_WALLETS.scroller.join(' '))
  const box = await scroller.boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.evaluate(() => window.__list.watchLongTasks())
  const started = Date.now()
  let lastCount = 0
  let lastGrowth = Date.now()
  while (Date.now() - started < SCROLL_BUDGET_MS) {
    await page.mouse.wheel(0, WHEEL_PX)
    await page.waitForTimeout(50)
    const count = await page.evaluate(() => window.__list.tileCount())
    if (count > lastCount) [lastCount, lastGrowth] = [count, Date.now()]
    if (count >= WALLET_COUNT || Date.now() - lastGrowth > 10_000) break
  }
  const seconds = (Date.now() - started) / 1000
  const longTasks = await page.evaluate(() => window.__list.longTasks)
  // Every 'longtask' entry is by definition over 50 ms.
  return { tilesReached: lastCount, seconds, longTasksOver50ms: longTasks.length, longestMs: Math.max(0, ...longTasks) }
}

const waitSettled = (page) => page.waitForFunction(() => window.__list.isSettled(), null, { timeout: STEP_TIMEOUT_MS, polling: 100 })

if (isMain(import.meta.url)) console.log(JSON.stringify(await measureListScale(), null, 2))
