/**
 * Hostile data on the flows' routes (issue 25 item 4), beside hostile-data.e2e.test.ts: the devnet's 'hostile'
 * fault mode serves markup, 10,000-character and bidi names, dangerous URLs, absurd amounts and bad images
 * (HTML served as an image, a scripted SVG, broken and empty bytes, a 20 MB PNG of 2,400 px) on the names
 * routes (suggestions, reverse lookup), the swap routes (token list with a repeated address and absurd decimals,
 * quotes, prices), the on-ramp routes (options, quotes, purchase URL) and the image routes. Three people at once
 * per theme, each in a browser context of their own: one registers a name through the embedded wallet
 * (RegisterAccountName's suggestions, the success view's reverse lookup), one swaps (Account's token icons,
 * Swap, the token picker, a markup quote, an absurd quote), one buys (Onramp's options, a markup quote, an
 * absurd quote, a currency the API cannot quote, a javascript: purchase URL). At every view: the invariants of
 * hostile-checks.ts (nothing runs, no markup, no dangerous link or source in the DOM or opened, the layout box
 * kept, no view's foot cut off), screenshots in both themes; where the answer is unusable, the SPEC §8 message;
 * and nothing lost: the name is registered and listed, the amounts typed stay, the real quote and the real
 * options come through. The themes run in turn: a quote route's payloads come in the order of its fault's
 * matches, which two swapping (or buying) pages would share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FaultSpec } from 'portico-devnet'
import { HOSTILE_IMAGE_IDS, HOSTILE_IMAGES, HOSTILE_LONG_WORD, HOSTILE_TEXTS, HOSTILE_URLS, OVERSIZED_IMAGE_PX } from 'portico-devnet'
import { DUPLICATE_TOKEN_NAME } from 'portico-devnet'
import type { ResolvedTheme } from 'portico'
import { recordFigure } from '../../reliability-figures'
import { freshEmail, loginWithEmail, openApp } from '../embedded/embedded-env'
import { choiceOptions, choiceRow, chooseOption, recordToasts } from '../harness'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv } from '../modal/demo-env'
import { checkpoints, normalDialogBox, recordNavigations, title, type Box, type HostilePage } from './hostile-checks'
import { recordWindowOpen } from './hostile-page'

const ZONE = 'wcn.id'
const IMAGE_ROUTES = ['/getWalletImage/', '/public/getAssetImage/', '/public/getCurrencyImage/', '/public/getTokenImage/']
/** Enough for every request of a run; the quote routes' two (a markup quote, then an absurd one) are exact, so the third is real. */
const MANY = 1_000
const FAULTS: FaultSpec[] = [
  ...['/v1/profile/suggestions/', '/v1/profile/reverse/', '/v1/convert/tokens', '/v1/fungible/price', '/v1/onramp/options', '/v1/generators/onrampurl', ...IMAGE_ROUTES].map(
    (pattern): FaultSpec => ({ pattern, mode: 'hostile', count: MANY }),
  ),
  { pattern: '/v1/convert/quotes', mode: 'hostile', count: 2 },
  { pattern: '/v1/onramp/quote', mode: 'hostile', count: 2 },
]
/** A free name is looked up with a 404 (Chromium logs it); the on-ramp refuses a quote in a currency it does not sell (400). */
const EXPECTED_LOGS = [/status of 404/, /status of 400/]
const QUOTE_UNAVAILABLE = 'Quote unavailable: the provider shows the fees.'
/** What every page of a run saw of the image routes: each answer's content type and size. */
type ImageAnswers = { type: string; bytes: number }[]

/**
 * Records the image routes' answers of a page (their type and size, from the headers); an answer the browser
 * refuses to hand an <img> (HTML from another origin: Opaque Response Blocking) is a failed request of that name.
 */
function recordImages({ page }: HostilePage): ImageAnswers {
  const answers: ImageAnswers = []
  const isImageRoute = (url: string) => IMAGE_ROUTES.some((route) => url.includes(route))
  page.on('response', (response) => {
    if (!isImageRoute(response.url())) return
    const headers = response.headers()
    answers.push({ type: headers['content-type'] ?? '', bytes: Number(headers['content-length'] ?? 0) })
  })
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed'
    // An image the page dropped (its view changed) is aborted: not an answer.
    if (isImageRoute(request.url()) && error !== 'net::ERR_ABORTED') answers.push({ type: error, bytes: 0 })
  })
  return answers
}

/** Every image in the dialog stays in its box (at most the large avatar's 72 px), whatever it is; the sizes of those that decoded. */
async function imageBoxes({ dialog }: HostilePage): Promise<{ rendered: number; natural: number }[]> {
  return dialog.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => {
      const box = image.getBoundingClientRect()
      return { rendered: Math.max(box.width, box.height), natural: image.naturalWidth }
    }),
  )
}

async function openAccount(target: HostilePage): Promise<void> {
  if (!(await target.dialog.isVisible())) await target.page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => title(target)).toBe('Account')
}

/** The page in its theme, then what every flow records from there: its views' checks, the images, the navigations. */
async function watch(target: HostilePage, theme: ResolvedTheme, box: Box) {
  if (theme === 'dark') await target.page.getByRole('button', { name: 'Dark theme' }).click()
  return { views: checkpoints(target, theme, box), images: recordImages(target), navigations: recordNavigations(target) }
}

describe('hostile data on the names, swap, on-ramp and image routes (chromium, demo + devnet hostile fault mode)', () => {
  let env: DemoEnv
  let normalBox: Box | undefined

  beforeAll(async () => {
    env = await startDemoEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  /** Names: suggestions and the reverse lookup hostile; the real suggestions listed, the name registered and the only one listed. */
  async function names(theme: ResolvedTheme, box: Box) {
    const app = await openApp(env, { colorScheme: theme, beforeLoad: recordWindowOpen, allowConsoleErrors: EXPECTED_LOGS })
    const { views, images, navigations } = await watch(app, theme, box)
    await loginWithEmail(env, app, freshEmail(`hostile-names-${theme}`))
    await openAccount(app)
    await app.dialog.getByRole('button', { name: 'Register name' }).click()
    const field = app.dialog.getByLabel(`Name (.${ZONE})`)
    const label = `h${theme}-${Date.now().toString(36)}`
    const name = `${label}.${ZONE}`
    await field.fill(label)
    await app.dialog.getByText(`${name} is available`).waitFor({ timeout: 15_000 })
    // Only the suggestions that are names of the zone: the hostile ones (markup, 10,000 characters, bidi, another zone) are not offered.
    const suggestions = app.dialog.getByRole('list', { name: 'Available suggestions' }).locator('.pt-label')
    await expect.poll(() => suggestions.allTextContents()).toEqual([`${label}1.${ZONE}`, `${label}2.${ZONE}`, `${label}-wallet.${ZONE}`, `my-${label}.${ZONE}`])
    expect(await field.inputValue()).toBe(label)
    await views.check('RegisterAccountName')

    await app.dialog.getByRole('button', { name: 'Register' }).click()
    await expect.poll(() => title(app)).toBe('Approve Transaction')
    await app.dialog.getByRole('button', { name: 'Approve' }).click()
    await app.dialog.getByText(`${name} is yours`).waitFor({ timeout: 30_000 })
    // The reverse lookup answered the real record and one per hostile text: only the name is listed.
    await expect.poll(() => app.dialog.getByTestId('address-names').textContent(), { timeout: 15_000 }).toBe(`Names of this account: ${name}`)
    await views.check('RegisterAccountNameSuccess')
    await app.dialog.getByRole('button', { name: 'Back to account' }).click()
    await app.dialog.getByRole('region', { name: 'Account' }).getByText(name).waitFor({ timeout: 15_000 })
    await views.check('Account-named')
    return { views, images, navigations, target: app }
  }

  /** Swap: hostile token list, prices and two hostile quotes; the picker lists each address once, the real quote comes through. */
  async function swap(theme: ResolvedTheme, box: Box) {
    const demo = await openDemo(env, { colorScheme: theme, beforeLoad: recordWindowOpen })
    const { views, images, navigations } = await watch(demo, theme, box)
    await connectWithTestWallet(demo)
    await openAccount(demo)
    // The Tokens tab's icons come from the image route: each bad image in turn.
    const tokens = demo.dialog.getByRole('list', { name: 'Tokens' })
    await expect.poll(() => tokens.locator('li').count(), { timeout: 20_000 }).toBeGreaterThan(2)
    // The view scrolls as a whole: bring the tab strip to the top for the screenshot.
    await demo.dialog.getByRole('tab', { name: 'Tokens' }).evaluate((element) => element.scrollIntoView({ block: 'start' }))
    await views.check('Account-token-images')

    await demo.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const amount = demo.dialog.getByRole('textbox', { name: /^Amount/ })
    await amount.waitFor({ timeout: 20_000 })
    // The native token (found by its address) is the source, under its hostile symbol.
    expect(await demo.dialog.getByRole('button', { name: /^From token: / }).textContent()).toContain(HOSTILE_TEXTS[0])
    await views.check('Swap')

    await demo.dialog.getByRole('button', { name: /^To token: / }).click()
    await expect.poll(() => title(demo)).toBe('Select token')
    // Each address once (the first entry's), no token with decimals no ERC-20 can have.
    const popular = demo.dialog.getByRole('region', { name: 'Popular tokens' }).getByRole('button')
    await expect.poll(() => popular.allTextContents()).toEqual(HOSTILE_TEXTS.slice(0, 4).map((symbol) => expect.stringContaining(symbol)))
    const listed = (await popular.allTextContents()).join(' ')
    expect(listed).not.toContain(DUPLICATE_TOKEN_NAME)
    expect(listed).not.toContain('ABSURD')
    await views.check('SwapSelectToken')

    // The devnet's USDC, renamed: its first quote is markup, which SPEC §8 answers with 'Incorrect amount'.
    const toasts = await recordToasts(demo.page)
    await popular.nth(1).click()
    await expect.poll(() => title(demo)).toBe('Swap')
    await expect.poll(() => toasts(), { timeout: 20_000 }).toContain('Incorrect amount')
    await expect.poll(() => demo.dialog.getByRole('alert').textContent()).toBe('Please enter a valid amount')
    expect(await amount.inputValue()).toBe('1')
    await views.check('Swap-markup-quote')

    // The second quote: 2^256 - 1 base units, shown as a number that keeps to its box.
    const received = demo.dialog.getByRole('status', { name: 'You receive' })
    await amount.fill('0.5')
    await expect.poll(() => received.textContent(), { timeout: 20_000 }).toMatch(/^115,792,089,[\d,]{80,}\.\d{6} /)
    await views.check('Swap-absurd-quote')

    // Then the real quote: the form is usable, the amount typed kept.
    await amount.fill('0.2')
    await expect.poll(() => received.textContent(), { timeout: 20_000 }).toMatch(/^\d{1,3}(,\d{3})?\.\d{6} /)
    await expect.poll(() => demo.dialog.getByRole('button', { name: 'Swap', exact: true }).isEnabled(), { timeout: 20_000 }).toBe(true)
    expect(await amount.inputValue()).toBe('0.2')
    return { views, images, navigations, target: demo }
  }

  /** Buy: hostile options, two hostile quotes, a currency the API cannot quote, a javascript: URL; the real quote comes through, nothing opened. */
  async function onramp(theme: ResolvedTheme, box: Box) {
    const demo = await openDemo(env, { colorScheme: theme, beforeLoad: recordWindowOpen, allowConsoleErrors: EXPECTED_LOGS })
    const { views, images, navigations } = await watch(demo, theme, box)
    await connectWithTestWallet(demo)
    await openAccount(demo)
    await demo.dialog.getByRole('button', { name: 'Buy', exact: true }).click()
    await choiceRow(demo.dialog, 'Buy').waitFor({ timeout: 20_000 })
    // What the desk sells, under hostile names, and the hostile currency: options as text.
    expect(await choiceOptions(demo.dialog, 'Buy')).toEqual([
      ...['ETH', 'USDC', 'WBTC', 'DAI'].map((symbol, index) => `${symbol} · ${HOSTILE_TEXTS[index]}`),
      `${HOSTILE_TEXTS[3]} · ${HOSTILE_LONG_WORD}`,
    ])
    // The first quote's amounts are markup: unusable, so the placeholder quote says so (SPEC §8).
    const quote = demo.dialog.getByRole('definition')
    const status = demo.dialog.getByText(QUOTE_UNAVAILABLE)
    await status.waitFor({ timeout: 20_000 })
    await views.check('Onramp-markup-quote')

    // The second: absurd amounts (2^256 - 1) in a 10,000-character currency, shown as text within the box.
    const amount = demo.dialog.getByRole('textbox', { name: /^Amount/ })
    await amount.fill('150')
    await expect.poll(() => quote.count(), { timeout: 20_000 }).toBe(4)
    await views.check('Onramp-absurd-quote')

    // A payment currency only the hostile answer names: the API cannot quote it (400), so the placeholder again.
    await chooseOption(demo.dialog, 'Pay with', HOSTILE_TEXTS[0] as string)
    await status.waitFor({ timeout: 20_000 })
    await views.check('Onramp-hostile-currency')

    // Back to USD: the real quote, the amount typed kept.
    await chooseOption(demo.dialog, 'Pay with', 'USD')
    await expect.poll(() => quote.first().textContent(), { timeout: 20_000 }).toMatch(/^0\.\d+ ETH$/)
    expect(await amount.inputValue()).toBe('150')

    // Buy: the purchase URL is javascript:, never followed: the popup closes and the on-ramp says it could not open.
    const [popup] = await Promise.all([demo.page.waitForEvent('popup'), demo.dialog.getByRole('button', { name: 'Buy', exact: true }).click()])
    await expect.poll(() => demo.dialog.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('Could not open the on-ramp: try again')
    await expect.poll(() => popup.isClosed()).toBe(true)
    await views.check('Onramp-url-refused')
    return { views, images, navigations, target: demo }
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme} theme: names, swap, on-ramp and images: nothing runs, is opened, lost or breaks the layout; unusable answers get their message`, async () => {
      normalBox ??= await normalDialogBox(env, theme)
      const box = normalBox
      env.devnet.faults.add(...FAULTS)
      try {
        const runs = await Promise.all([names(theme, box), swap(theme, box), onramp(theme, box)])

        for (const { navigations, target } of runs) {
          expect(navigations.page.filter((url) => !url.startsWith(env.demo.url))).toEqual([])
          // The on-ramp's popup opens blank and is closed without going anywhere.
          expect(navigations.popups.filter((url) => url !== 'about:blank')).toEqual([])
          for (const image of await imageBoxes(target)) expect(image.rendered).toBeLessThanOrEqual(72)
        }
        // Every bad image reached a page, the 20 MB one among them, and none left its box (checked above and at each view).
        const images = runs.flatMap((run) => run.images)
        // HTML served as an image never reaches an <img>: Chromium blocks it (ORB).
        const expectedTypes = HOSTILE_IMAGE_IDS.map((id) => HOSTILE_IMAGES[id]?.contentType).map((type) => (type === 'text/html' ? 'net::ERR_BLOCKED_BY_ORB' : type))
        expect(new Set(images.map((image) => image.type))).toEqual(new Set(expectedTypes))
        expect(images.some((image) => image.bytes > 20_000_000)).toBe(true)
        const shown = new Set(runs.flatMap((run) => [...run.views.shown]))
        const checked = runs.reduce((sum, run) => sum + run.views.count, 0)
        // The texts, URLs, scripted SVG and bad images, plus the absurd amount, decimals and price and the repeated token address.
        const payloads = HOSTILE_TEXTS.length + HOSTILE_URLS.length + 1 + HOSTILE_IMAGE_IDS.length + 4
        console.info(
          `hostile routes (${theme}): ${payloads} payloads (${HOSTILE_TEXTS.length} texts, ${HOSTILE_URLS.length} URLs + 1 scripted SVG, ${HOSTILE_IMAGE_IDS.length} bad images incl. ${OVERSIZED_IMAGE_PX.width} px / 20 MB, 3 absurd values, 1 repeated address); ` +
            `${images.length} image answers; ${shown.size} texts shown as text; ${checked} views checked`,
        )
        recordFigure('payloads tried', payloads, `hostile-data-routes.e2e.test.ts (${theme} theme, ${checked} views)`)
      } finally {
        env.devnet.faults.clear()
      }
    }, 120_000)
  }
})
