/**
 * Hostile data (issue 17): the devnet's 'hostile' fault mode serves markup, 10,000-character names,
 * javascript:/data:/vbscript:/file: links and icons and bad images on every route that feeds the modal
 * text or URLs (registry wallets and search, balances, history and NFTs, identity), and the page announces
 * hostile EIP-6963 wallets. Through Connect, AllWallets (and its search), a hostile registry wallet's pairing
 * view with its "Open in" link clicked, and the Account view's Tokens, NFTs and Activity tabs: nothing runs
 * (window.__pwned stays unset, no on* attribute, no script/srcdoc/object in the modal), no link or source of
 * a dangerous scheme is in the DOM, none is opened or navigated to, every hostile text is shown as text, and
 * the dialog keeps the normal run's box with nothing sticking out, in both themes (screenshots kept). The
 * page guard (CSP with Trusted Types, page errors, console errors, requests off 127.0.0.1) stays clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FaultSpec } from 'portico-devnet'
import { DUPLICATE_ID_NAME } from 'portico-devnet'
import { HOSTILE_IMAGE_IDS, HOSTILE_LONG_WORD, HOSTILE_TEXTS, HOSTILE_URLS } from 'portico-devnet'
import { recordFigure } from '../../reliability-figures'
import { connectWithTestWallet, openDemo, startDemoEnv, TEST_WALLET_NAME, type DemoEnv } from '../modal/demo-env'
import { checkpoints, DANGEROUS, normalDialogBox, recordNavigations, title, type Box } from './hostile-checks'
import { installHostilePage, LISTED_ANNOUNCEMENTS, REFUSED_ANNOUNCEMENTS, REFUSED_NAMES, REPLACED_NAME } from './hostile-page'

const HOSTILE_ROUTES = ['/getWallets', '/balance', '/history', '/v1/identity/']
const FAULTS: FaultSpec[] = HOSTILE_ROUTES.map((pattern) => ({ pattern, mode: 'hostile', count: 1_000 }))
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('hostile data (chromium, demo + devnet hostile fault mode)', () => {
  let env: DemoEnv
  let normalBox: Box | undefined

  beforeAll(async () => {
    env = await startDemoEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  // One hostile registry wallet's pairing view per theme: javascript: in disguise (leading space, mixed case, a tab)
  // on every link of the first; vbscript:, file: and a base64 data: document on the 10,000-character one.
  for (const [theme, wallet] of [
    ['light', HOSTILE_TEXTS[0] as string],
    ['dark', HOSTILE_LONG_WORD],
  ] as const) {
    it(`${theme} theme: nothing hostile runs, is opened or breaks the layout; every payload is shown as text`, async () => {
      // Measured once per file (the width does not depend on the theme).
      normalBox ??= await normalDialogBox(env, theme)

      env.devnet.faults.add(...FAULTS)
      try {
        const demo = await openDemo(env, { colorScheme: theme, beforeLoad: installHostilePage })
        if (theme === 'dark') await demo.page.getByRole('button', { name: 'Dark theme' }).click()
        const navigations = recordNavigations(demo)
        const views = checkpoints(demo, theme, normalBox)

        // Connect: the hostile announcements are listed by their names, the refused and the replaced ones are not.
        await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
        await expect.poll(() => title(demo)).toBe('Connect Wallet')
        const connectors = demo.dialog.getByRole('list', { name: 'Connect methods' })
        await expect.poll(() => connectors.locator('.pt-label').allTextContents()).toEqual(
          expect.arrayContaining([TEST_WALLET_NAME, ...LISTED_ANNOUNCEMENTS.slice(1).map((announcement) => announcement.info?.name)]),
        )
        const connectText = (await connectors.textContent()) ?? ''
        for (const name of [REPLACED_NAME, ...REFUSED_NAMES]) expect(connectText).not.toContain(name)
        await views.check('Connect')

        // AllWallets: the hostile registry entries come first; the repeated id is listed once.
        await demo.dialog.getByRole('button', { name: 'All wallets' }).click()
        const tileNames = demo.dialog.locator('.pt-tile-name')
        await expect.poll(() => tileNames.allTextContents(), { timeout: 15_000 }).toEqual(expect.arrayContaining([...HOSTILE_TEXTS]))
        expect(await tileNames.allTextContents()).not.toContain(DUPLICATE_ID_NAME)
        await views.check('AllWallets')

        // Search: the registry's names with the text, and the announced wallet whose name has it.
        await demo.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('script')
        const withScript = [...HOSTILE_TEXTS.filter((text) => text.includes('script')), HOSTILE_TEXTS[1]].sort()
        await expect.poll(async () => (await tileNames.allTextContents()).sort()).toEqual(withScript)
        await views.check('AllWallets-search')

        // The hostile registry wallet: its pairing view offers the wc: URI instead of any of its links; open it.
        await demo.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill(wallet.slice(0, 40))
        // The announced wallet of that name, then the registry's.
        await expect.poll(() => tileNames.allTextContents()).toEqual([wallet, wallet])
        await demo.dialog.locator('.pt-tile').nth(1).click()
        await expect.poll(() => title(demo)).toBe(wallet)
        const open = demo.dialog.getByRole('link', { name: /^Open in / })
        await expect.poll(() => open.getAttribute('href'), { timeout: 15_000 }).toMatch(/^wc:/)
        await views.check('Pairing')
        await open.click()
        await demo.page.keyboard.press('Escape')

        // Connected: the identity (every hostile text in one name, a javascript: avatar), then the three tabs.
        await connectWithTestWallet(demo)
        await demo.page.getByRole('button', { name: /^Account / }).click()
        const account = demo.dialog.getByRole('region', { name: 'Account' })
        await expect.poll(() => account.textContent(), { timeout: 15_000 }).toContain(HOSTILE_LONG_WORD)
        expect(await account.locator('img').count()).toBe(0)
        await views.check('Account')
        for (const [tab, panel] of [
          ['Tokens', demo.dialog.getByRole('list', { name: 'Tokens' })],
          ['NFTs', demo.dialog.getByRole('list', { name: 'NFTs' })],
          ['Activity', demo.dialog.getByRole('region', { name: 'Transactions' })],
        ] as const) {
          await demo.dialog.getByRole('tab', { name: tab }).click()
          // The view scrolls as a whole: bring the tab strip to the top for the screenshot.
          await demo.dialog.getByRole('tab', { name: tab }).evaluate((element) => element.scrollIntoView({ block: 'start' }))
          await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toMatch(new RegExp(HOSTILE_TEXTS.map((text) => escapeRegExp(text.slice(0, 30))).join('|')))
          await expect.poll(() => demo.dialog.getByRole('tabpanel').locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0)
          await views.check(`Account-${tab}`)
        }

        // Nothing of a dangerous scheme was ever navigated to or opened; the one popup is the wc: pairing link.
        expect(navigations.page.filter((url) => !url.startsWith(env.demo.url))).toEqual([])
        expect(navigations.popups.filter((url) => DANGEROUS.test(url))).toEqual([])
        expect([...views.shown].sort()).toEqual([...HOSTILE_TEXTS].sort())
        const served = FAULTS.reduce((sum, fault) => sum + (fault.count ?? 1), 0) - env.devnet.faults.list().reduce((sum, fault) => sum + (fault.count ?? 0), 0)
        console.info(
          `hostile data (${theme}): ${HOSTILE_TEXTS.length} texts, ${HOSTILE_URLS.length} URLs + 1 scripted SVG, ${HOSTILE_IMAGE_IDS.length} bad images, ` +
            `${LISTED_ANNOUNCEMENTS.length + REFUSED_ANNOUNCEMENTS.length} EIP-6963 announcements; ${served} hostile answers served; ${views.count} views checked; popups ${JSON.stringify(navigations.popups.map((url) => url.slice(0, 12)))}`,
        )
        const payloads = HOSTILE_TEXTS.length + HOSTILE_URLS.length + 1 + HOSTILE_IMAGE_IDS.length + LISTED_ANNOUNCEMENTS.length + REFUSED_ANNOUNCEMENTS.length
        recordFigure('payloads tried', payloads, `hostile data (${theme} theme, ${views.count} views)`)
      } finally {
        env.devnet.faults.clear()
      }
    })
  }
})
