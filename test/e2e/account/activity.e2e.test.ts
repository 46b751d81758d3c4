/**
 * The history plugin's Activity tab in Chromium against the demo and the devnet (debug on: the debug-only
 * snackbar shows, and the page exposes the modal to send through kernel.connection as a plugin does):
 * the seeded history of the active chain as the devnet's history route gives it, spam hidden, grouped by
 * month newest first, the next page on scroll; a native and an ERC-20 send appear at once; the route
 * failing (500 on every attempt, malformed) ends in the empty state with ERROR_FETCH_TRANSACTIONS at the
 * analytics sink; axe and screenshots in both themes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { ResolvedTheme } from 'portico'
import { runAxe, screenshot, sessionToasts } from '../harness'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv, type DemoPage } from '../modal/demo-env'

const CHAIN = 'eip155:1'
/** What the debug page logs when the route fails: Chromium's failed-request line and the kernel's report. */
const FAILURE_LOGS = [/status of 500/, /\[portico:services\]/]

interface RouteTransaction {
  id: string
  metadata: { hash: string; minedAt: string; chain: string; operationType: string }
  transfers: { nft_info?: { name: string; flags: { is_spam: boolean } }; fungible_info?: { symbol: string } }[]
}

const isSpamOnly = (tx: RouteTransaction) => tx.transfers.length > 0 && tx.transfers.every((transfer) => transfer.nft_info?.flags.is_spam)

/** Every page of the devnet's history route for the account on the chain, as the API gives them. */
async function routePages(env: DemoEnv, account: string): Promise<RouteTransaction[][]> {
  const pages: RouteTransaction[][] = []
  let cursor: string | null = null
  do {
    const url = new URL(`v1/account/${account}/history`, `${env.devnet.urls.api}/`)
    url.searchParams.set('projectId', 'portico-e2e')
    url.searchParams.set('chainId', CHAIN)
    if (cursor) url.searchParams.set('cursor', cursor)
    const body = (await (await fetch(url)).json()) as { data: RouteTransaction[]; next: string | null }
    pages.push(body.data)
    cursor = body.next
  } while (cursor)
  return pages
}

const region = (demo: DemoPage) => demo.dialog.getByRole('region', { name: 'Transactions' })
const settled = (demo: DemoPage) => expect.poll(() => region(demo).getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull()

/** The rows as shown: their text and the time element's machine-readable date. */
const rows = (demo: DemoPage) =>
  region(demo)
    .locator('li.pt-list-item')
    .evaluateAll((items) => items.map((item) => ({ text: item.textContent ?? '', minedAt: item.querySelector('time')?.getAttribute('datetime') ?? '' })))

/** The month heading a date falls under, as the page formats it (its own time zone). */
const monthOf = (demo: DemoPage, minedAt: string) =>
  demo.page.evaluate((iso) => new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' }), minedAt)

async function openActivity(demo: DemoPage): Promise<void> {
  await demo.page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => demo.dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Account')
  await demo.dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect.poll(() => demo.dialog.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  await region(demo).waitFor()
}

/** A transaction through the kernel, as the send plugin makes one (kernel.connection.sendTransaction). */
function sendThroughKernel(demo: DemoPage, tx: { to: Address; value?: bigint; data?: Hex }): Promise<string> {
  return demo.page.evaluate(
    ({ to, value, data }) => {
      const debug = (window as unknown as { __porticoDebug: { modal: { kernel: { connection: { sendTransaction(args: unknown): Promise<string> } } } } }).__porticoDebug
      return debug.modal.kernel.connection.sendTransaction({ to, ...(value ? { value: BigInt(value) } : {}), ...(data ? { data } : {}) })
    },
    { to: tx.to, value: tx.value?.toString(), data: tx.data },
  )
}

describe('history plugin: the Activity tab against the devnet', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv({ debug: true })
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §3/§5/§7: the seeded history of the active chain, spam hidden, by month newest first; scrolling loads the next page', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const pages = await routePages(env, demo.wallet.address)
    expect(pages.length).toBeGreaterThan(1) // the devnet pages by 10: the seeded month needs two
    const all = pages.flat()
    expect(all.every((tx) => tx.metadata.chain === CHAIN)).toBe(true)
    const spam = all.filter(isSpamOnly)
    expect(spam.length).toBeGreaterThan(0) // the seeded SPAM mint
    const firstPage = (pages[0] ?? []).filter((tx) => !isSpamOnly(tx))
    const kept = all.filter((tx) => !isSpamOnly(tx))

    await openActivity(demo)
    await settled(demo)
    // Only the first page until the end of the list comes into view.
    expect((await rows(demo)).map((row) => row.minedAt)).toEqual(firstPage.map((tx) => tx.metadata.minedAt))

    // The Account view scrolls as a whole: bring the end of the list into view.
    await region(demo).evaluate((element) => {
      const view = element.closest('.pt-scroll') as HTMLElement
      view.scrollTo({ top: view.scrollHeight })
    })
    await expect.poll(async () => (await rows(demo)).length).toBe(kept.length)
    await settled(demo)
    const shown = await rows(demo)
    expect(shown.map((row) => row.minedAt)).toEqual(kept.map((tx) => tx.metadata.minedAt))
    // Each row names what moved: the token symbol or the NFT name.
    kept.forEach((tx, index) => {
      const transfer = tx.transfers.find((candidate) => !candidate.nft_info?.flags.is_spam)
      expect(shown[index]?.text).toContain(transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? '')
    })
    expect(shown.some((row) => row.text.includes('Claim Your Free Airdrop'))).toBe(false)

    // Month headings in order, newest first, one per month the kept transactions fall in.
    const months: string[] = []
    for (const tx of kept) {
      const month = await monthOf(demo, tx.metadata.minedAt)
      if (months.at(-1) !== month) months.push(month)
    }
    expect(await region(demo).getByRole('heading', { level: 3 }).allTextContents()).toEqual(months)
    expect(new Set(months).size).toBe(months.length)
  })

  it('a native and an ERC-20 send show at once in the open tab, newest first under their month, as the chain has them', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    await openActivity(demo)
    await settled(demo)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const client = createPublicClient({ transport: http(env.devnet.urls.rpc[1]) })
    const usdc = env.devnet.chains[1]?.tokens.USDC as Address

    const nativeHash = await sendThroughKernel(demo, { to: receiver, value: parseEther('0.01') })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, parseUnits('1.5', 6)] })
    const tokenHash = await sendThroughKernel(demo, { to: usdc, data })
    // The kernel answers with the hash: under load anvil may not have mined the second one yet.
    for (const hash of [nativeHash, tokenHash]) expect((await client.waitForTransactionReceipt({ hash: hash as Hex, timeout: 20_000 })).status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.01'))
    expect(await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })).toBe(parseUnits('1.5', 6))

    await expect.poll(async () => (await rows(demo)).slice(0, 2).map((row) => row.text)).toEqual([
      expect.stringMatching(/^Sent USDC.*−1\.5 USDC$/),
      expect.stringMatching(/^Sent ETH.*−0\.01 ETH$/),
    ])
    const newest = (await routePages(env, demo.wallet.address))[0]?.slice(0, 2) ?? []
    expect(newest.map((tx) => tx.metadata.hash)).toEqual([tokenHash, nativeHash])
    expect((await rows(demo)).slice(0, 2).map((row) => row.minedAt)).toEqual(newest.map((tx) => tx.metadata.minedAt))
    const firstHeading = await region(demo).getByRole('heading', { level: 3 }).first().textContent()
    expect(firstHeading).toBe(await monthOf(demo, newest[0]?.metadata.minedAt ?? ''))
  })

  for (const [fault, count, logs] of [
    ['500', 4, FAILURE_LOGS], // the first attempt and its 3 retries (SPEC §9)
    ['malformed', 1, FAILURE_LOGS.slice(1)],
  ] as const) {
    it(`SPEC §4/§7/§8 the history route failing (${fault}): the empty state, nothing loading, the debug snackbar, ERROR_FETCH_TRANSACTIONS at the sink`, async () => {
      const demo = await openDemo(env, { allowConsoleErrors: [...logs], clock: true })
      await connectWithTestWallet(demo)
      env.devnet.analytics.clear()
      // Opening the tab asks the route twice, for the list and for the on-ramp purchases (onramp=coinbase): both fail.
      env.devnet.faults.add({ pattern: '/history', mode: fault, count: 2 * count })
      try {
        await openActivity(demo)
        // The retries' backoff passes on the session clock (portico-devnet/playwright, clock.ts).
        await demo.clock.skipAheadDuring(expect.poll(() => region(demo).textContent(), { timeout: 20_000 }).toContain('No activity yet'))
        await settled(demo)
        expect(await region(demo).locator('.pt-skeleton').count()).toBe(0)
        await expect.poll(() => sessionToasts(demo.page)).toContain('Failed to fetch transactions')
        expect(env.devnet.faults.list()).toEqual([])

        const tracked = () =>
          env.devnet.analytics
            .events()
            .map((event) => ({ query: event.query, props: (event.body as { props: { event: string; properties?: Record<string, unknown> } }).props }))
            .filter((event) => event.props.event === 'ERROR_FETCH_TRANSACTIONS')
        // One event per failed fetch: the list's first page and the purchases.
        await expect.poll(() => tracked().length).toBe(2)
        for (const event of tracked()) {
          // isSmartAccount: the account's preferred type, eip155's default smartAccount (SPEC §6) for this wallet.
          expect(event.props.properties).toEqual({ address: demo.wallet.address, projectId: event.query.projectId, cursor: null, isSmartAccount: true })
          expect(event.query.projectId).toBeTruthy()
        }
      } finally {
        env.devnet.faults.clear()
      }
    })
  }

  for (const theme of ['light', 'dark'] as ResolvedTheme[]) {
    it(`${theme} theme: Activity with data and empty passes axe (no serious or critical violation)`, async () => {
      const demo = await openDemo(env, { colorScheme: theme })
      if (theme === 'dark') await demo.page.getByRole('button', { name: 'Dark theme' }).click()
      await connectWithTestWallet(demo)
      await openActivity(demo)
      await settled(demo)
      expect((await rows(demo)).length).toBeGreaterThan(0)
      await screenshot(demo.page, `Activity-${theme}`)
      expect(await runAxe(demo.page), `Activity (${theme})`).toEqual([])

      // Empty: a fresh page whose first history fetch fails (a failed refresh keeps the rows it had).
      const empty = await openDemo(env, { colorScheme: theme, allowConsoleErrors: FAILURE_LOGS.slice(1) })
      if (theme === 'dark') await empty.page.getByRole('button', { name: 'Dark theme' }).click()
      await connectWithTestWallet(empty)
      // Both of the tab's calls (the list and the purchases) answer malformed JSON.
      env.devnet.faults.add({ pattern: '/history', mode: 'malformed', count: 2 })
      try {
        await openActivity(empty)
        await expect.poll(() => region(empty).textContent()).toContain('No activity yet')
        await settled(empty)
        await screenshot(empty.page, `Activity-empty-${theme}`)
        expect(await runAxe(empty.page), `Activity empty (${theme})`).toEqual([])
      } finally {
        env.devnet.faults.clear()
      }
    })
  }
})
