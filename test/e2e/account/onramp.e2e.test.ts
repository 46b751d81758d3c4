/**
 * The onramp plugin in Chromium against the demo and the devnet on-ramp: Account → Buy → the on-ramp page in a
 * popup → "Confirm purchase" credits the wallet on anvil (checked with viem) and, once the popup closes, the
 * history plugin fetches the coinbase transactions (no-cache) and Activity lists the purchase as 'Bought'. In
 * Asia/Shanghai the on-ramp is not offered (SPEC §9); a failing options route gives the SPEC §9 sample options;
 * axe and screenshots in both themes (Onramp, and Activity with a purchase).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther, type Address, type PublicClient } from 'viem'
import type { ResolvedTheme } from 'portico'
import { choiceOptions, choiceRow, chooseOption, runAxe, screenshot } from '../harness'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv, type DemoPage } from '../modal/demo-env'

const heading = (demo: DemoPage) => demo.dialog.getByRole('heading', { level: 2 }).textContent()
const quote = (demo: DemoPage) => demo.dialog.getByRole('definition')
const buyButton = (demo: DemoPage) => demo.dialog.getByRole('button', { name: 'Buy', exact: true })

async function openAccount(demo: DemoPage): Promise<void> {
  // An open modal covers the page (the account button cannot be clicked): a flow that just ended is on its
  // way back to Account, so wait for it there; a closed modal opens on Account.
  if (!(await demo.dialog.isVisible())) await demo.page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => heading(demo)).toBe('Account')
}

/** Account → Buy, the options loaded. */
async function openOnramp(demo: DemoPage): Promise<void> {
  await openAccount(demo)
  await buyButton(demo).click()
  await expect.poll(() => heading(demo)).toBe('Buy crypto')
  await choiceRow(demo.dialog, 'Buy').waitFor({ timeout: 20_000 })
}

/** Buy → Confirm purchase on the devnet page → the popup closed; resolves with the quoted ETH amount bought. */
async function buyThroughPopup(demo: DemoPage): Promise<string> {
  await openOnramp(demo)
  await expect.poll(() => quote(demo).count(), { timeout: 20_000 }).toBe(4)
  const bought = ((await quote(demo).first().textContent()) ?? '').replace(' ETH', '')
  const [popup] = await Promise.all([demo.page.waitForEvent('popup'), buyButton(demo).click()])
  await popup.getByRole('button', { name: 'Confirm purchase' }).click()
  await popup.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 30_000 })
  await popup.close()
  await expect.poll(() => demo.dialog.getByText('Finish the purchase in the on-ramp window').count(), { timeout: 10_000 }).toBe(0)
  await demo.dialog.getByRole('button', { name: 'Back' }).click()
  return bought
}

/** How Activity's row reads the amount (up to 4 decimals, en-US). */
const shownAmount = (amount: string) => Number(amount).toLocaleString('en-US', { maximumFractionDigits: 4 })

async function activityRows(demo: DemoPage): Promise<string[]> {
  await openAccount(demo)
  await demo.dialog.getByRole('tab', { name: 'Activity' }).click()
  const region = demo.dialog.getByRole('region', { name: 'Transactions' })
  await expect.poll(() => region.getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull()
  return region.locator('li.pt-list-item').allTextContents()
}

describe('onramp plugin: Buy crypto against the devnet on-ramp', () => {
  let env: DemoEnv
  let client: PublicClient

  beforeAll(async () => {
    env = await startDemoEnv()
    client = createPublicClient({ transport: http(env.devnet.urls.rpc[1]) })
  })
  afterAll(async () => {
    await env?.stop()
  })

  it("buys ETH through the on-ramp page: the chain balance rises by the quoted purchase, the purchases fetched again (no-cache) when the popup closes, Activity shows it as 'Bought'", async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const owner = demo.wallet.address as Address
    // Chromium sends a fetch made with cache 'no-cache' (revalidate with the server) with `Cache-Control:
    // max-age=0`; a fetch in the default mode, as the Activity list's pages are, with none.
    const coinbaseFetches: { url: string; cache?: string }[] = []
    const pageFetches: { url: string; cache?: string }[] = []
    demo.page.on('request', (request) => {
      if (!request.url().includes('/history')) return
      const entry: { url: string; cache?: string } = { url: request.url() }
      ;(request.url().includes('onramp=coinbase') ? coinbaseFetches : pageFetches).push(entry)
      void request.allHeaders().then((headers) => (entry.cache = headers['cache-control'] ?? 'none'), () => undefined)
    })
    // Opening Activity asks for the account's purchases too.
    const rowsBefore = await activityRows(demo)
    await expect.poll(() => coinbaseFetches.map((fetch) => fetch.cache)).toEqual(['max-age=0'])
    await expect.poll(() => pageFetches[0]?.cache).toBe('none')

    await openOnramp(demo)
    // The devnet sells ETH, USDC, WBTC and DAI on Ethereum, paid in USD or EUR; the form opens at 100 USD by card.
    expect(await choiceOptions(demo.dialog, 'Buy')).toEqual(['ETH · Ether', 'USDC · USD Coin', 'WBTC · Wrapped BTC', 'DAI · Dai Stablecoin'])
    expect(await choiceOptions(demo.dialog, 'Payment method')).toEqual(['Card (10.00 to 7500.00 USD)', 'Bank account (ACH) (10.00 to 25000.00 USD)'])
    expect(await demo.dialog.getByRole('textbox', { name: 'Amount (USD)' }).inputValue()).toBe('100')
    // Paying in euros: the methods' limits and the amount's label follow; back to dollars.
    await chooseOption(demo.dialog, 'Pay with', 'EUR')
    expect(await choiceRow(demo.dialog, 'Pay with').textContent()).toBe('Pay with EUR')
    expect(await choiceOptions(demo.dialog, 'Payment method')).toEqual(['Card (10.00 to 7500.00 EUR)', 'Bank account (ACH) (10.00 to 25000.00 EUR)'])
    await demo.dialog.getByRole('textbox', { name: 'Amount (EUR)' }).waitFor()
    await chooseOption(demo.dialog, 'Pay with', 'USD')
    await expect.poll(() => quote(demo).allTextContents(), { timeout: 20_000 }).toEqual([expect.stringMatching(/^[\d.]+ ETH$/), '1.50 USD', '0.50 USD', '100.00 USD'])
    // SPEC §9 providers with their fee range, Coinbase chosen.
    const providers = demo.dialog.getByRole('radiogroup', { name: 'Provider' })
    expect(await providers.textContent()).toBe('ProviderCoinbase1-2% feeMeld1-2% fee')
    expect(await providers.getByRole('radio', { name: /^Coinbase/ }).isChecked()).toBe(true)
    expect(await providers.getByRole('radio', { name: /^Meld/ }).isChecked()).toBe(false)

    // Above the card limit: the inline error, Buy disabled; back within it.
    await demo.dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('8000')
    await expect.poll(() => demo.dialog.getByRole('alert').textContent()).toBe('Enter an amount from 10.00 to 7500.00 USD')
    expect(await demo.dialog.getByRole('button', { name: 'Buy', exact: true }).isDisabled()).toBe(true)
    await demo.dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('50')
    await expect.poll(() => quote(demo).allTextContents(), { timeout: 20_000 }).toContainEqual('50.00 USD')
    const bought = ((await quote(demo).first().textContent()) ?? '').replace(' ETH', '')

    const before = await client.getBalance({ address: owner })
    const [popup] = await Promise.all([demo.page.waitForEvent('popup'), demo.dialog.getByRole('button', { name: 'Buy', exact: true }).click()])
    await popup.waitForURL(/\/buy\?session=/)
    expect(new URL(popup.url()).origin).toBe(new URL(env.devnet.urls.onrampPage).origin)
    expect(await popup.getByTestId('onramp-amount').textContent()).toBe(`${bought} ETH`)
    await demo.dialog.getByText('Finish the purchase in the on-ramp window').waitFor()
    await popup.getByRole('button', { name: 'Confirm purchase' }).click()
    await popup.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 30_000 })
    expect((await client.getBalance({ address: owner })) - before).toBe(parseEther(bought))
    expect(coinbaseFetches).toHaveLength(1)

    // The window closed: the history plugin (loaded with Activity) fetches the purchases at once, without cache.
    await popup.close()
    await expect.poll(() => coinbaseFetches.length, { timeout: 10_000 }).toBe(2)
    await expect.poll(() => coinbaseFetches[1]?.cache).toBe('max-age=0')
    expect(await demo.dialog.getByText('Finish the purchase in the on-ramp window').count()).toBe(0)
    await demo.dialog.getByRole('button', { name: 'Back' }).click()
    // (The list's first page: the purchase on top, in the place of its credit's 'Received ETH' row.)
    const rows = await activityRows(demo)
    expect(rows[0]).toMatch(new RegExp(`^Bought ETH[A-Z][a-z]{2} \\d{1,2} · Coinbase\\+${shownAmount(bought).replace('.', '\\.')} ETH$`))
    expect(rows.filter((row) => row.startsWith('Received ETH') && row.endsWith(`+${shownAmount(bought)} ETH`))).toEqual([])
    expect(rows.slice(1)).toEqual(rowsBefore.slice(0, rows.length - 1))
  })

  it('SPEC §8 a blocked popup: the message, nothing pending; a popup closed without buying: back to the form, the balance unchanged', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const owner = demo.wallet.address as Address
    await openOnramp(demo)
    await expect.poll(() => quote(demo).count(), { timeout: 20_000 }).toBeGreaterThan(0)

    // The browser refuses the window (as a pop-up blocker does): window.open answers null.
    await demo.page.evaluate(() => {
      const original = window.open
      window.open = () => null
      ;(window as unknown as { restoreOpen: () => void }).restoreOpen = () => (window.open = original)
    })
    await buyButton(demo).click()
    await expect.poll(() => demo.dialog.getByRole('alert').textContent()).toBe('The on-ramp window was blocked: allow pop-ups for this site and try again')
    expect(await buyButton(demo).isDisabled()).toBe(false)

    // The person opens it, then closes it without confirming.
    await demo.page.evaluate(() => (window as unknown as { restoreOpen: () => void }).restoreOpen())
    const before = await client.getBalance({ address: owner })
    const [popup] = await Promise.all([demo.page.waitForEvent('popup'), buyButton(demo).click()])
    await popup.waitForURL(/\/buy\?session=/)
    await demo.dialog.getByText('Finish the purchase in the on-ramp window').waitFor()
    await popup.close()
    await expect.poll(() => demo.dialog.getByText('Finish the purchase in the on-ramp window').count(), { timeout: 10_000 }).toBe(0)
    expect(await buyButton(demo).isDisabled()).toBe(false)
    expect(await client.getBalance({ address: owner })).toBe(before)
  })

  it("SPEC §9 in Asia/Shanghai the on-ramp is not offered (Swap still is)", async () => {
    const demo = await openDemo(env, { timezoneId: 'Asia/Shanghai' })
    expect(await demo.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai')
    await connectWithTestWallet(demo)
    await openAccount(demo)
    await demo.dialog.getByRole('button', { name: 'Swap', exact: true }).waitFor()
    expect(await buyButton(demo).count()).toBe(0)
  })

  it('SPEC §8/§9 a failing options route: the sample options (ETH and USDC, USD and EUR), said so; still quoted', async () => {
    const demo = await openDemo(env, { allowConsoleErrors: [/status of 500/], clock: true })
    await connectWithTestWallet(demo)
    env.devnet.faults.add({ pattern: '/onramp/options', mode: '500', count: 4 })
    try {
      // The retries' backoff passes on the session clock (portico-devnet/playwright, clock.ts).
      await demo.clock.skipAheadDuring(openOnramp(demo))
    } finally {
      env.devnet.faults.clear()
    }
    await demo.dialog.getByText('The on-ramp options could not be loaded: showing sample options.').waitFor()
    expect(await choiceOptions(demo.dialog, 'Buy')).toEqual(['ETH · Ether', 'USDC · USD Coin'])
    expect(await choiceOptions(demo.dialog, 'Pay with')).toEqual(['USD', 'EUR'])
    await expect.poll(() => quote(demo).allTextContents(), { timeout: 20_000 }).toEqual([expect.stringMatching(/^[\d.]+ ETH$/), '1.50 USD', '0.50 USD', '100.00 USD'])
  })

  for (const theme of ['light', 'dark'] as ResolvedTheme[]) {
    it(`${theme} theme: Onramp (quoted) passes axe`, async () => {
      const demo = await openDemo(env, { colorScheme: theme })
      if (theme === 'dark') await demo.page.getByRole('button', { name: 'Dark theme' }).click()
      await connectWithTestWallet(demo)
      await openOnramp(demo)
      await expect.poll(() => quote(demo).count(), { timeout: 20_000 }).toBe(4)
      expect(await demo.page.locator('portico-modal').locator('.pt-root').getAttribute('data-theme')).toBe(theme)
      await screenshot(demo.page, `Onramp-${theme}`)
      expect(await runAxe(demo.page), `Onramp (${theme})`).toEqual([])
    })

    it(`${theme} theme: Activity with a purchase ('Bought') passes axe`, async () => {
      const demo = await openDemo(env, { colorScheme: theme })
      if (theme === 'dark') await demo.page.getByRole('button', { name: 'Dark theme' }).click()
      await connectWithTestWallet(demo)
      const bought = await buyThroughPopup(demo)
      const rows = await activityRows(demo)
      expect(rows[0]).toMatch(new RegExp(`^Bought ETH.* · Coinbase\\+${shownAmount(bought).replace('.', '\\.')} ETH$`))
      expect(await demo.page.locator('portico-modal').locator('.pt-root').getAttribute('data-theme')).toBe(theme)
      await demo.dialog.getByRole('region', { name: 'Transactions' }).locator('li.pt-list-item').first().scrollIntoViewIfNeeded()
      await screenshot(demo.page, `Activity-purchase-${theme}`)
      expect(await runAxe(demo.page), `Activity with a purchase (${theme})`).toEqual([])
    })
  }
})
