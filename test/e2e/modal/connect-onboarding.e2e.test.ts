/**
 * The Connect view as people know it (issue 29) and its onboarding, in Chromium against the demo and the
 * devnet: the email field and the social buttons inline (each reaching its flow), the "or" divider, WalletConnect's
 * mark and QR CODE tag, All wallets with the registry's count; the header's "?" and the footer opening
 * "What is a wallet?" and "Get a wallet" by keyboard, whose links are the registry's recommended wallets'.
 * Every screen is checked with axe and kept as a screenshot (light and dark, desktop and phone).
 */
import type { Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueWithEmail, freshEmail, nextOtp } from '../embedded/embedded-env'
import { openConnect, openDemo, screenshots, startDemoEnv, TEST_WALLET_NAME, type DemoEnv, type DemoPage } from './demo-env'

interface WalletPage {
  data: { id: string; name: string; homepage?: string }[]
  count: number
}

/** A demo whose wallet-registry answers are kept as they arrive: the recommended wallets' (entries=4, no include) and every count. */
async function openRecordingDemo(env: DemoEnv, query = ''): Promise<{ demo: DemoPage; recommended: () => WalletPage | undefined; counts: number[] }> {
  let recommended: WalletPage | undefined
  const counts: number[] = []
  const demo = await openDemo(env, {
    query,
    beforeLoad: async (context) =>
      context.on('response', async (response: Response) => {
        const url = new URL(response.url())
        if (!url.pathname.endsWith('/getWallets') || !response.ok()) return
        const page = (await response.json()) as WalletPage
        counts.push(page.count)
        if (url.searchParams.get('entries') === '4' && !url.searchParams.get('include')) recommended = page
      }),
  })
  return { demo, recommended: () => recommended, counts }
}

describe('Connect and onboarding in chromium (demo + devnet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    // debug: the page exposes the modal's handle, which the screenshots switch the theme with.
    env = await startDemoEnv({ debug: true })
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('all methods on: wallets, "or", the email field and the social buttons inline; WalletConnect\'s mark and QR CODE tag; All wallets shows the registry\'s count; email off leaves the socials', async () => {
    const { demo, counts } = await openRecordingDemo(env)
    const { dialog } = demo
    await openConnect(demo)
    const methods = dialog.getByRole('list', { name: 'Connect methods' })
    await methods.getByRole('button', { name: 'Continue with Google' }).waitFor()
    await methods.getByRole('textbox', { name: 'Email' }).waitFor()
    // SPEC §2 order with an installed wallet: the wallets first, then "or", then email and socials.
    expect(await methods.getByRole('button').first().innerText()).toContain(TEST_WALLET_NAME)
    expect(await methods.getByRole('button', { name: TEST_WALLET_NAME }).innerText()).toContain('Installed')
    const listed = await methods.locator(':scope > li').evaluateAll((items) => items.map((item) => (item.classList.contains('pt-or') ? 'or' : item.querySelector('input') ? 'email' : item.querySelector('.pt-socials') ? 'socials' : 'row')))
    expect(listed.slice(listed.indexOf('or'))).toEqual(['or', 'email', 'socials'])
    // The brand mark is drawn (an SVG), not a letter or an image URL.
    const walletConnect = methods.getByRole('button', { name: 'WalletConnect', exact: true })
    expect(await walletConnect.innerText()).toContain('QR CODE')
    expect(await walletConnect.locator('svg path').count()).toBeGreaterThan(0)
    expect(await walletConnect.locator('img').count()).toBe(0)
    // The badge is the registry's count (its answers' highest).
    await expect.poll(() => counts.length).toBeGreaterThan(0)
    const count = Math.max(...counts)
    expect(count).toBeGreaterThan(0)
    await expect.poll(() => methods.getByRole('button', { name: 'All wallets' }).innerText()).toContain(String(count))
    await screenshots(demo, 'Connect-all')

    // SPEC §5 validation in the inline field: the spec's message, no request.
    await methods.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
    await methods.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Enter a valid email address')

    // "more": the whole list of the demo's providers (SPEC §1's and Telegram), each with its mark.
    await methods.getByRole('button', { name: 'More social logins' }).click()
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Social login')
    const providers = dialog.getByRole('list', { name: 'Social logins' }).getByRole('button')
    expect(await providers.allInnerTexts()).toEqual(['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook', 'Telegram'])
    expect(await providers.locator('svg').count()).toBe(8)
    await screenshots(demo, 'ConnectSocials')

    const noEmail = await openDemo(env, { query: '?features=-email' })
    await openConnect(noEmail)
    const shown = noEmail.dialog.getByRole('list', { name: 'Connect methods' })
    await shown.getByRole('button', { name: 'Continue with Google' }).waitFor()
    expect(await shown.getByRole('textbox').count()).toBe(0)
    await screenshots(noEmail, 'Connect-no-email')
  })

  it('the inline email field reaches the code step; the row\'s Farcaster button opens its sign-in, X\'s its popup and login', async () => {
    const farcaster = await openDemo(env)
    await openConnect(farcaster)
    await farcaster.dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
    await expect.poll(() => farcaster.dialog.getByRole('heading').textContent()).toBe('Sign in with Farcaster')

    const x = await openDemo(env)
    await openConnect(x)
    const [popup] = await Promise.all([x.browser.context.waitForEvent('page'), x.dialog.getByRole('button', { name: 'Continue with X' }).click()])
    await popup.getByRole('button', { name: 'Continue as dev user' }).click({ timeout: 30_000 })
    await x.page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 30_000 })

    const { page, dialog } = await openDemo(env)
    await openConnect({ page, dialog })
    const email = freshEmail('inline')
    const known = env.devnet.secureSite.inbox(email).length
    // The inline field, then the code step (the device approved first when asked): the Email flow as before.
    await continueWithEmail(env, dialog, email)
    await dialog.getByLabel(/Enter the 6-digit code/).waitFor()
    expect(await nextOtp(env, email, known)).toMatch(/^\d{6}$/)
  })

  it('onboarding by keyboard: "?" opens What is a wallet? (three points, each illustrated), its button Get a wallet (the registry\'s recommended wallets, their homepages); the footer opens Get a wallet too', async () => {
    const { demo, recommended } = await openRecordingDemo(env)
    const { page, dialog } = demo
    await openConnect(demo)
    const help = dialog.getByRole('button', { name: 'What is a wallet?' })
    await help.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('What is a wallet?')
    const points = dialog.getByRole('listitem')
    expect(await points.count()).toBe(3)
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['A home for your digital assets', 'A new way to log in', 'Yours alone'])
    expect(await points.locator('svg').count()).toBe(3)
    await screenshots(demo, 'WhatIsAWallet')

    await dialog.getByRole('button', { name: 'Get a wallet' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Get a wallet')
    const links = dialog.getByRole('list', { name: 'Recommended wallets' }).getByRole('link')
    await links.first().waitFor()
    const wallets = recommended()?.data ?? []
    expect(wallets.length).toBeGreaterThan(0)
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(wallets.map((wallet) => new URL(wallet.homepage as string).href))
    expect(await links.allInnerTexts()).toEqual(wallets.map((wallet) => expect.stringContaining(wallet.name)))
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    await screenshots(demo, 'GetAWallet')

    // Back twice to Connect; its footer's "Get started", by keyboard, opens Get a wallet.
    await dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Connect Wallet')
    await dialog.getByRole('button', { name: 'Get started' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Get a wallet')
  })
})
