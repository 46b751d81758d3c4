/**
 * The Connect view's flags in Chromium (issue 28): `legalCheckbox` with the terms and privacy links gates
 * every connect method until the visitor agrees; the links alone give the plain footer; `collapseWallets`
 * and email's `emailShowWallets` move the wallets behind 'Continue with a wallet'. Each new screen is
 * checked with axe and kept as a screenshot (light and dark, desktop and phone) under test-results/screenshots.
 */
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openConnect, openDemo, screenshots, startDemoEnv, TEST_WALLET_NAME, type DemoEnv } from './demo-env'

const AGREE = 'I agree to the Terms of Service and Privacy Policy'
const FOOTER = 'By connecting your wallet, you agree to our Terms of Service and Privacy Policy'
const CONTINUE = 'Continue with a wallet'

/**
 * The connect methods' buttons on the demo's first screen: the wallets, WalletConnect, All wallets, the inline
 * email field's submit, and the social buttons (Google, then the row of brand buttons and "more").
 */
const METHODS = [TEST_WALLET_NAME, 'WalletConnect', 'All wallets', 'Continue', 'Continue with Google', 'Continue with X', 'More social logins']
/** The first screen's methods with email and socials on, wallets collapsed, in order. */
const COLLAPSED = ['Continue', 'Continue with Google', 'Continue with X', 'Continue with Discord', 'Continue with Farcaster', 'More social logins', CONTINUE]

/** The accessible names of a list's buttons, in order (a brand button's is its aria-label). */
const buttonNames = (list: Locator) => list.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent))

const heading = (dialog: Locator) => dialog.getByRole('heading').textContent()

describe('Connect flags in chromium (legal checkbox and footer, collapsed wallets)', () => {
  let env: DemoEnv
  let links: string

  beforeAll(async () => {
    // debug: the page exposes the modal's handle, which the screenshots switch the theme with.
    env = await startDemoEnv({ debug: true })
    // Loopback pages, never opened: the tests check the links, not what they lead to.
    links = `terms=${encodeURIComponent(`${env.demo.url}terms`)}&privacy=${encodeURIComponent(`${env.demo.url}privacy`)}`
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('legalCheckbox: every connect method is disabled until the box is ticked (Space); the tick lasts the page session; then the test wallet connects', async () => {
    const demo = await openDemo(env, { query: `?features=legalCheckbox&${links}` })
    const { page, dialog, wallet } = demo
    await openConnect(demo)
    const agree = dialog.getByRole('checkbox', { name: AGREE })
    await agree.waitFor()
    expect(await agree.isChecked()).toBe(false)
    for (const [name, path] of [['Terms of Service', 'terms'], ['Privacy Policy', 'privacy']]) {
      const link = dialog.getByRole('link', { name })
      expect(await link.getAttribute('href')).toBe(`${env.demo.url}${path}`)
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    await screenshots(demo, 'Connect-legal-unticked')

    // Unticked: each method is a disabled button, a click on it does nothing (no view, no wallet prompt).
    for (const name of METHODS) {
      const button = dialog.getByRole('button', { name, exact: true })
      expect(await button.isDisabled(), name).toBe(true)
      await button.click({ force: true })
      await page.waitForTimeout(200)
      expect(await heading(dialog), name).toBe('Connect Wallet')
    }
    expect(wallet.calls('eth_requestAccounts')).toHaveLength(0)
    expect(await dialog.getByRole('textbox', { name: 'Email' }).isDisabled()).toBe(true)
    // Dimmed, as every disabled button of the modal.
    expect(await dialog.getByRole('button', { name: TEST_WALLET_NAME }).evaluate((element) => getComputedStyle(element).opacity)).toBe('0.55')

    // By keyboard: the box is the first stop after the header, Space ticks it.
    await agree.focus()
    await page.keyboard.press('Space')
    expect(await agree.isChecked()).toBe(true)
    for (const name of METHODS) expect(await dialog.getByRole('button', { name, exact: true }).isDisabled(), name).toBe(false)
    expect(await dialog.getByRole('textbox', { name: 'Email' }).isDisabled()).toBe(false)
    await screenshots(demo, 'Connect-legal-ticked')

    // All wallets shows the box too, ticked: the tick lasts the page session, across views and a close.
    await dialog.getByRole('button', { name: 'All wallets' }).click()
    await expect.poll(() => heading(dialog)).toBe('All Wallets')
    expect(await dialog.getByRole('checkbox', { name: AGREE }).isChecked()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await openConnect(demo)
    expect(await dialog.getByRole('checkbox', { name: AGREE }).isChecked()).toBe(true)

    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await page.getByRole('button', { name: /^Account / }).waitFor()
    expect(wallet.calls('eth_requestAccounts').at(-1)?.outcome).toBe('ok')
  })

  it('legalCheckbox unticked in All Wallets: the wallet tiles are disabled there too', async () => {
    const demo = await openDemo(env, { query: `?features=legalCheckbox&${links}` })
    const { dialog } = demo
    await openConnect(demo)
    const agree = dialog.getByRole('checkbox', { name: AGREE })
    await agree.check()
    await dialog.getByRole('button', { name: 'All wallets' }).click()
    await expect.poll(() => heading(dialog)).toBe('All Wallets')
    const tiles = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
    await tiles.first().waitFor()
    await dialog.getByRole('checkbox', { name: AGREE }).uncheck()
    expect(await tiles.first().isDisabled()).toBe(true)
    expect(await dialog.getByRole('searchbox', { name: 'Search wallets' }).isDisabled()).toBe(true)
  })

  it('the links without legalCheckbox: the plain footer, nothing gated; legalCheckbox without a link: the config alert, nothing gated', async () => {
    const footer = await openDemo(env, { query: `?${links}` })
    await openConnect(footer)
    const text = footer.dialog.getByText(FOOTER)
    await text.waitFor()
    expect(await footer.dialog.getByRole('link', { name: 'Terms of Service' }).getAttribute('rel')).toBe('noopener noreferrer')
    expect(await footer.dialog.getByRole('checkbox').count()).toBe(0)
    for (const name of METHODS) expect(await footer.dialog.getByRole('button', { name, exact: true }).isDisabled(), name).toBe(false)
    await screenshots(footer, 'Connect-legal-footer')

    // Only the privacy link: the footer names only it.
    const privacyOnly = await openDemo(env, { query: `?privacy=${encodeURIComponent(`${env.demo.url}privacy`)}` })
    await openConnect(privacyOnly)
    await privacyOnly.dialog.getByText('By connecting your wallet, you agree to our Privacy Policy', { exact: true }).waitFor()
    expect(await privacyOnly.dialog.getByRole('link').count()).toBe(1)

    const noLinks = await openDemo(env, { query: '?features=legalCheckbox' })
    await openConnect(noLinks)
    const alert = noLinks.dialog.getByRole('alert')
    await expect.poll(() => alert.textContent()).toContain('Legal Links Not Configured')
    expect(await noLinks.dialog.getByRole('checkbox').count()).toBe(0)
    await noLinks.dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await noLinks.page.getByRole('button', { name: /^Account / }).waitFor()
  })

  it('collapseWallets with email on: email and socials first, one "Continue with a wallet"; it lists the wallets, Back returns, and a wallet connects', async () => {
    const demo = await openDemo(env, { query: '?features=collapseWallets' })
    const { page, dialog } = demo
    await openConnect(demo)
    const methods = dialog.getByRole('list', { name: 'Connect methods' })
    await methods.getByRole('button', { name: CONTINUE }).waitFor()
    await methods.getByRole('button', { name: 'Continue with Google' }).waitFor()
    expect(await buttonNames(methods)).toEqual(COLLAPSED)
    await screenshots(demo, 'Connect-collapsed')

    await methods.getByRole('button', { name: CONTINUE }).click()
    await expect.poll(() => heading(dialog)).toBe('Connect Wallet')
    // The wallet section alone: the test wallet (installed), WalletConnect, All wallets; no other method.
    const wallets = dialog.getByRole('list', { name: 'Connect methods' })
    await wallets.getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
    expect(await wallets.getByRole('button').count()).toBe(3)
    for (const name of ['WalletConnect', 'All wallets']) expect(await wallets.getByRole('button', { name, exact: true }).count(), name).toBe(1)
    await screenshots(demo, 'ConnectWallets')

    await dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await methods.getByRole('button', { name: CONTINUE }).waitFor()
    await methods.getByRole('button', { name: CONTINUE }).click()
    await wallets.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await page.getByRole('button', { name: /^Account / }).waitFor()
  })

  it('emailShowWallets off collapses the same way; email off (and collapseWallets off) shows the wallets as before', async () => {
    const noWallets = await openDemo(env, { query: '?features=-emailShowWallets' })
    await openConnect(noWallets)
    const methods = noWallets.dialog.getByRole('list', { name: 'Connect methods' })
    await methods.getByRole('button', { name: CONTINUE }).waitFor()
    await methods.getByRole('button', { name: 'Continue with Google' }).waitFor()
    expect(await buttonNames(methods)).toEqual(COLLAPSED)

    // Email not on the first screen: its flag has nothing to collapse.
    const noEmail = await openDemo(env, { query: '?features=-email,-emailShowWallets' })
    await openConnect(noEmail)
    const shown = noEmail.dialog.getByRole('list', { name: 'Connect methods' })
    await shown.getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
    // The socials' part loaded as the email field would have.
    await shown.getByRole('button', { name: 'Continue with Google' }).waitFor()
    expect(await shown.getByRole('button', { name: CONTINUE }).count()).toBe(0)
    expect(await shown.getByRole('button', { name: 'All wallets' }).count()).toBe(1)
    expect(await shown.getByRole('textbox', { name: 'Email' }).count()).toBe(0)

    // collapseWallets with no other method on the first screen: nothing to collapse into.
    const alone = await openDemo(env, { query: '?features=collapseWallets,-email,-socials' })
    await openConnect(alone)
    const only = alone.dialog.getByRole('list', { name: 'Connect methods' })
    await only.getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
    expect(await only.getByRole('button', { name: CONTINUE }).count()).toBe(0)
  })
})
