/**
 * Storage that throws (issue 25), in Chromium, each kind in a browser context of its own, run side by side:
 * localStorage full after a few more writes (QuotaExceededError) in the middle of a session, localStorage that
 * cannot even be read (SecurityError: blocked storage, some private modes), and an IndexedDB that refuses to open.
 * The modal keeps working in memory (connect, switch network, sign) and loses nothing it already had: the connected
 * session stays as it was, the app's own keys and database are untouched, no key is left half-written, and once
 * storage works again the stored session comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KERNEL_KEYS } from '../../../kernel/storage'
import { recordFigure } from '../../reliability-figures'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv, type DemoPage } from '../modal/demo-env'

const APP_KEY = 'my-app:settings'
const APP_VALUE = JSON.stringify({ theme: 'mine' })
/** The query under which the init script blocks localStorage (the demo ignores it). */
const BLOCKED = '?storage=blocked'

const stored = (demo: DemoPage) => demo.page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])))
const text = (demo: DemoPage, testId: string) => demo.page.getByTestId(testId).textContent()

async function switchToBase(demo: DemoPage): Promise<void> {
  const { page, dialog } = demo
  await page.getByRole('button', { name: /^Account / }).click()
  await dialog.getByRole('button', { name: 'Ethereum' }).click()
  await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Base' }).click()
  // The switch has ended when the app names Base: the list's own "Base" row would match a button wait at once.
  await expect.poll(() => text(demo, 'network')).toBe('Base (eip155:8453)')
  await dialog.getByRole('button', { name: 'Close' }).click()
}

async function signs(demo: DemoPage): Promise<void> {
  await demo.page.getByRole('button', { name: 'Sign message' }).click()
  await expect.poll(() => text(demo, 'signature')).toMatch(/^0x[0-9a-f]{130}$/)
}

/** A session, stored, with the app's own key beside it. */
async function storedSession(demo: DemoPage): Promise<Record<string, string | null>> {
  await demo.page.evaluate(([key, value]) => localStorage.setItem(key, value), [APP_KEY, APP_VALUE] as const)
  await connectWithTestWallet(demo)
  expect(await text(demo, 'status')).toBe('connected')
  return stored(demo)
}

async function quotaMidSession(env: DemoEnv): Promise<void> {
  const demo = await openDemo(env)
  const before = await storedSession(demo)
  // The session's keys filled the storage: every write from now on exceeds the quota (and is counted).
  await demo.page.evaluate(() => {
    const refused = ((window as unknown as { refusedWrites: string[] }).refusedWrites = [] as string[])
    Storage.prototype.setItem = function (key: string) {
      refused.push(key)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  await switchToBase(demo)
  expect(await text(demo, 'status')).toBe('connected')
  expect(await text(demo, 'address')).toBe(demo.wallet.address)
  expect(await text(demo, 'network')).toBe('Base (eip155:8453)')
  await signs(demo)
  // The network's write was refused, and no key is half-written or gone: each is what it was.
  expect(await demo.page.evaluate(() => (window as unknown as { refusedWrites: string[] }).refusedWrites)).toContain(KERNEL_KEYS.activeCaipNetworkId.key)
  expect(await stored(demo)).toEqual(before)
  // The reload ends the fault: the stored session comes back.
  await demo.page.reload()
  await expect.poll(() => text(demo, 'status')).toBe('connected')
  expect(await text(demo, 'address')).toBe(demo.wallet.address)
}

async function blockedStorage(env: DemoEnv): Promise<void> {
  const demo = await openDemo(env, {
    beforeLoad: (context) =>
      context.addInitScript((blocked) => {
        if (location.search !== blocked) return
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError')
          },
        })
      }, BLOCKED),
  })
  const before = await storedSession(demo)
  // Storage blocked: the stored session cannot be read, and the modal works in memory.
  await demo.page.goto(`${env.demo.url}${BLOCKED}`)
  await demo.page.getByRole('heading', { name: 'Account' }).waitFor()
  await expect.poll(() => text(demo, 'status')).toBe('disconnected')
  await connectWithTestWallet(demo)
  await switchToBase(demo)
  expect(await text(demo, 'network')).toBe('Base (eip155:8453)')
  await signs(demo)
  // Storage back: nothing was lost or changed while it was blocked, and the session restores, on the chain the
  // wallet is on now (the blocked page moved it to Base), which is the one write the restore makes.
  await demo.page.goto(env.demo.url)
  await expect.poll(() => text(demo, 'status')).toBe('connected')
  expect(await text(demo, 'address')).toBe(demo.wallet.address)
  expect(await text(demo, 'network')).toBe('Base (eip155:8453)')
  expect(await stored(demo)).toEqual({ ...before, [KERNEL_KEYS.activeCaipNetworkId.key]: 'eip155:8453' })
}

async function indexedDbRefusesToOpen(env: DemoEnv): Promise<void> {
  const demo = await openDemo(env, {
    beforeLoad: (context) =>
      context.addInitScript(() => {
        // The kernel's cache database exists at version 2 and is opened at version 1: the open fails (VersionError).
        if (location.origin === 'null') return // about:blank has no IndexedDB
        const open = IDBFactory.prototype.open
        open.call(indexedDB, 'portico', 2)
        ;(window as unknown as { refusedOpens: number }).refusedOpens = 0
        IDBFactory.prototype.open = function (name: string, version?: number) {
          if (name !== 'portico') return open.call(this, name, version)
          ;(window as unknown as { refusedOpens: number }).refusedOpens++
          return open.call(this, name, 1)
        }
      }),
  })
  const balance = () => demo.dialog.getByRole('region', { name: 'Account' }).getByLabel('Balance').textContent()
  // The app's own database, which must come through untouched.
  const appRecord = () =>
    demo.page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const request = indexedDB.open('my-app')
          request.onupgradeneeded = () => request.result.createObjectStore('kv').put({ theme: 'mine' }, 'settings')
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            const read = request.result.transaction('kv').objectStore('kv').get('settings')
            read.onsuccess = () => resolve(read.result)
          }
        }),
    )
  expect(await appRecord()).toEqual({ theme: 'mine' })
  await storedSession(demo)
  for (let load = 0; load < 2; load++) {
    if (load === 1) {
      await demo.page.reload()
      await expect.poll(() => text(demo, 'status')).toBe('connected')
    }
    await demo.page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(balance).toMatch(/^\d[\d,]*\.\d{3} ETH$/)
    await demo.dialog.getByRole('button', { name: 'Close' }).click()
  }
  expect(await text(demo, 'address')).toBe(demo.wallet.address)
  // The kernel did try its cache (and was refused) on this load; the app's record came through.
  expect(await demo.page.evaluate(() => (window as unknown as { refusedOpens: number }).refusedOpens)).toBeGreaterThan(0)
  expect(await appRecord()).toEqual({ theme: 'mine' })
  expect(await demo.page.evaluate((key) => localStorage.getItem(key), APP_KEY)).toBe(APP_VALUE)
}

describe('storage that throws (chromium, demo + devnet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('quota exceeded mid-session, localStorage blocked, IndexedDB refusing to open: the modal works in memory and loses nothing it had', async () => {
    await Promise.all([quotaMidSession(env), blockedStorage(env), indexedDbRefusesToOpen(env)])
    recordFigure('faults injected', 3, 'storage-throwing.e2e (quota, blocked localStorage, IndexedDB open)')
  })
})
