/**
 * WalletConnect's basic mode end to end in Chromium: the demo at `?mode=basic`
 * (no chain adapters, only the walletconnect() plugin) and the devnet's dev
 * wallet page, paired through the devnet relay. On a desktop the modal opens
 * straight on ConnectingWalletConnectBasic; on a phone on AllWallets (SPEC §2).
 */
import { verifyMessage, type Hex } from 'viem'
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardPage, launchBrowser, type BrowserSession, type PageGuard } from '../harness'
import { openTab, startWalletConnectEnv, type GuardedPage, type WalletConnectEnv } from './env'

let env: WalletConnectEnv
let demo: GuardedPage
let wallet: GuardedPage
let dialog: Locator
let walletAddress: string
let basicUrl: string

async function closeModal(): Promise<void> {
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'hidden' })
}

describe('WalletConnect basic mode in chromium (demo ?mode=basic + dev wallet page + devnet relay)', () => {
  beforeAll(async () => {
    env = await startWalletConnectEnv()
    basicUrl = `${env.demo.url}?mode=basic`
    walletAddress = (env.devnet.accounts[1] as { address: string }).address
    await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.demo.url).origin })
    demo = await openTab(env, basicUrl)
    dialog = demo.page.getByRole('dialog')
    await demo.page.getByRole('heading', { name: 'Account' }).waitFor()
    wallet = await openTab(env, env.devnet.urls.walletPage)
    await wallet.page.getByTestId('wallet-address').waitFor()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §2 ConnectingWalletConnectBasic: on a desktop, opening the modal shows the QR code and the link at once', async () => {
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const qr = dialog.getByRole('img', { name: 'WalletConnect QR code' })
    await qr.waitFor()
    // No connector list first: the view is the pairing itself.
    expect(await dialog.getByRole('button', { name: 'WalletConnect' }).count()).toBe(0)
    const uri = (await dialog.getByRole('link', { name: /^Open in / }).getAttribute('href')) ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(await qr.getAttribute('data-uri')).toBe(uri)

    // The buttons' icons are sized by the stylesheet (unsized, they covered the buttons and took their clicks).
    const iconSize = await dialog
      .getByRole('button', { name: 'Copy link' })
      .locator('svg')
      .evaluate((svg) => [getComputedStyle(svg).width, getComputedStyle(svg).height])
    expect(iconSize).toEqual(['16px', '16px'])
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await demo.page.getByText('Link copied').waitFor()
    expect(await demo.page.evaluate(() => navigator.clipboard.readText())).toBe(uri)
  })

  it('SPEC §4: closing the modal abandons the pairing; reopening shows a fresh URI', async () => {
    const first = await dialog.getByRole('img', { name: 'WalletConnect QR code' }).getAttribute('data-uri')
    await closeModal()
    await expect.poll(() => demo.page.getByTestId('status').textContent()).toBe('disconnected')
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const qr = dialog.getByRole('img', { name: 'WalletConnect QR code' })
    await qr.waitFor()
    expect(await qr.getAttribute('data-uri')).not.toBe(first)
  })

  it('SPEC §7 relay: the wallet pairs by URI → the app is connected with the dev wallet address', async () => {
    const uri = (await dialog.getByRole('img', { name: 'WalletConnect QR code' }).getAttribute('data-uri')) ?? ''
    await wallet.page.goto(`${env.devnet.urls.walletPage}?uri=${encodeURIComponent(uri)}`)
    await wallet.page.getByRole('button', { name: 'Approve session' }).click()

    await expect.poll(() => demo.page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('connected')
    expect(await demo.page.getByTestId('address').textContent()).toBe(walletAddress)
    await dialog.waitFor({ state: 'hidden' }) // the view closes the modal once connected
    expect(await wallet.page.getByRole('list', { name: 'Active sessions' }).textContent()).toContain('Portico demo')
  })

  it('SPEC §2 Account: once connected the modal opens on Account with the dev wallet address', async () => {
    await demo.page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('heading', { name: 'Account' }).waitFor()
    // The whole address is the title; the text is it truncated (under the devnet's name for it, once resolved).
    const account = dialog.getByRole('region', { name: 'Account' })
    await account.getByTitle(walletAddress).waitFor()
    await account.getByText(`${walletAddress.slice(0, 6)}…${walletAddress.slice(-4)}`, { exact: true }).waitFor()
    await closeModal()
  })

  it('SPEC §6 personal_sign: the wallet signs over the basic-mode session and the signature verifies', async () => {
    await demo.page.getByRole('textbox', { name: 'Message' }).fill('hello from basic mode')
    await demo.page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.page.getByRole('button', { name: 'Approve personal_sign' }).click()
    const result = demo.page.getByTestId('signature')
    await expect.poll(() => result.textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await result.textContent()) as Hex
    expect(await verifyMessage({ address: walletAddress as Hex, message: 'hello from basic mode', signature })).toBe(true)
  })

  describe('on a phone (touch, coarse pointer)', () => {
    let phone: BrowserSession
    let guard: PageGuard

    beforeAll(async () => {
      phone = await launchBrowser({ viewport: { width: 390, height: 844 }, mobile: {} })
    })

    afterAll(async () => {
      await phone?.close()
    })

    it('SPEC §2 AllWallets: with no adapters and no address, the modal opens on AllWallets', async () => {
      const page = await phone.newPage()
      guard = await guardPage(page)
      await page.goto(basicUrl)
      expect(await page.evaluate(() => matchMedia('(pointer:coarse)').matches)).toBe(true)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const phoneDialog = page.getByRole('dialog')
      await phoneDialog.getByRole('heading', { name: 'All Wallets' }).waitFor()
      expect(await phoneDialog.getByRole('img', { name: 'WalletConnect QR code' }).count()).toBe(0)
      expect(guard.blockedUrls()).toEqual([])
    })
  })

  it('no request left 127.0.0.1 from either tab, and no page error', () => {
    expect(demo.guard.blockedUrls()).toEqual([])
    expect(wallet.guard.blockedUrls()).toEqual([])
    demo.guard.assertClean()
    wallet.guard.assertClean()
  })
})
