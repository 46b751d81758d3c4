/**
 * AllWallets against the devnet wallet registry: pages of 40 load as the list
 * scrolls, and search asks the registry for up to 100 matching entries
 * (SPEC §4 wallet-list pages, §5 trimmed search, §9 constants).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Request } from 'playwright-core'
import { openDemo, startDemoEnv, type DemoEnv, type DemoPage } from './demo-env'

/**
 * A demo page and the /getWallets requests it made since it started loading, as URLs (the wallet list is
 * prefetched when the browser is idle after load, possibly before the test's first step).
 */
async function openRecordingDemo(env: DemoEnv): Promise<{ demo: DemoPage; requests: URL[] }> {
  const requests: URL[] = []
  const demo = await openDemo(env, {
    beforeLoad: async (context) =>
      context.on('request', (request: Request) => {
        const url = new URL(request.url())
        if (url.pathname.endsWith('/getWallets')) requests.push(url)
      }),
  })
  return { demo, requests }
}

/** The highest and lowest aria-posinset among the rendered wallets. */
const positions = (grid: Locator) =>
  grid.locator('li[aria-posinset]').evaluateAll((items) => items.map((item) => Number(item.getAttribute('aria-posinset'))))
const lastPosition = async (grid: Locator) => Math.max(...(await positions(grid)))
const firstPosition = async (grid: Locator) => Math.min(...(await positions(grid)))

async function openAllWallets(demo: DemoPage): Promise<void> {
  await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await demo.dialog.getByRole('button', { name: 'All wallets' }).click()
  await expect.poll(() => demo.dialog.getByRole('heading').textContent()).toBe('All Wallets')
}

describe('AllWallets in chromium (demo + devnet registry)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §9 pages of 40: scrolling to the end of the list loads the next registry page', async () => {
    const { demo, requests } = await openRecordingDemo(env)
    await openAllWallets(demo)
    const grid = demo.dialog.getByRole('list', { name: 'Wallets' })
    const tiles = grid.getByRole('button')
    await expect.poll(() => tiles.count()).toBeGreaterThan(0)
    await expect.poll(() => grid.getAttribute('aria-busy')).toBe('false')
    // The grid is windowed: a screenful of rows is rendered, not the page.
    expect(await tiles.count()).toBeLessThan(40)
    const pageRequests = () => requests.filter((url) => url.searchParams.get('entries') === '40')
    expect(pageRequests().map((url) => url.searchParams.get('page'))).toEqual(['1'])

    await grid.hover()
    for (let i = 0; i < 40 && pageRequests().length < 2; i++) await demo.page.mouse.wheel(0, 600)
    await expect.poll(() => pageRequests().map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
    // Scrolled on into page 2: its wallets are rendered in place, each knowing its position in the list.
    for (let i = 0; i < 10; i++) await demo.page.mouse.wheel(0, 600)
    await expect.poll(() => lastPosition(grid)).toBeGreaterThan(40)
    expect(await tiles.count()).toBeLessThan(60)
    // Issue 16: the tiles that came in while the list scrolled show their images once it rests, decoded (96 px).
    const everyTileShowsItsImage = () =>
      grid.locator('li[aria-posinset]').evaluateAll((items) =>
        items.every((item) => {
          const image = item.querySelector('img')
          return image !== null && image.complete && image.naturalWidth === 96
        }),
      )
    await expect.poll(everyTileShowsItsImage).toBe(true)
  })

  it('SPEC §2 keyboard: Tab reaches the 37th wallet though 32 are rendered at first, and the focused wallet stays rendered while the list scrolls away', async () => {
    const demo = await openDemo(env)
    await openAllWallets(demo)
    const grid = demo.dialog.getByRole('list', { name: 'Wallets' })
    await expect.poll(() => grid.getAttribute('aria-busy')).toBe('false')
    await grid.getByRole('button').first().focus()
    for (let i = 0; i < 36; i++) await demo.page.keyboard.press('Tab')
    const focusedPosition = () =>
      grid.evaluate((list) => {
        const active = (list.getRootNode() as ShadowRoot).activeElement
        return list.contains(active) ? Number(active?.closest('li')?.getAttribute('aria-posinset')) : -1
      })
    expect(await focusedPosition()).toBe(37)

    await grid.hover()
    for (let i = 0; i < 3; i++) await demo.page.mouse.wheel(0, -600)
    await expect.poll(() => firstPosition(grid)).toBe(1)
    expect(await focusedPosition()).toBe(37)
  })

  it('SPEC §5 search: typing "Meta" asks the registry with search=Meta and entries=100; MetaMask appears', async () => {
    const { demo, requests } = await openRecordingDemo(env)
    await openAllWallets(demo)
    await demo.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('  Meta ')
    const grid = demo.dialog.getByRole('list', { name: 'Wallets' })
    // The list before the search stays, busy, until the answer is painted.
    const searched = () => requests.some((url) => url.searchParams.has('search'))
    await expect.poll(async () => searched() && (await grid.getAttribute('aria-busy'))).toBe('false')
    await grid.getByRole('button', { name: 'MetaMask' }).waitFor()
    const searches = requests.filter((url) => url.searchParams.has('search'))
    expect(searches).toHaveLength(1)
    expect(searches[0]?.searchParams.get('search')).toBe('Meta')
    expect(searches[0]?.searchParams.get('entries')).toBe('100')
    const names = await grid.getByRole('button').allTextContents()
    expect(names.every((name) => name.toLowerCase().includes('meta'))).toBe(true)

    await demo.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('')
    await expect.poll(() => grid.getByRole('button').count()).toBeGreaterThan(names.length)
  })
})
