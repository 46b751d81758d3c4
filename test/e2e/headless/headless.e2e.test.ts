/**
 * portico/headless in a real browser: an app that draws its own connect UI (test/e2e/pages/headless) over
 * the devnet and the EIP-6963 test wallet. It lists the wallets (installed, featured in the configured
 * order, the registry's pages, a search), connects with useConnect and <WalletButton>, shows a refused
 * connect as an error and resets it, shows the address, switches network and disconnects, each a mutation
 * whose status the page shows. The modal's UI code is never requested: no script of the build that holds a
 * kernel/ui module appears in the page's network log, and no modal host is mounted.
 */
import { join, relative, resolve } from 'node:path'
import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDemo, type DemoServer } from '../../../demo/serve'
import { startDevnet, type Devnet } from 'portico-devnet'
import { generateWallets } from '../../../devnet/registry/wallets'
import { guardPage, launchBrowser, screenshot, type BrowserSession } from '../harness'
import { devnetChains, TEST_WALLET_NAME } from '../modal/demo-env'
import { buildTestPage } from '../pages/build'
import { installTestWallet, type TestWallet } from 'portico-devnet/playwright'

let devnet: Devnet
let server: DemoServer
let browser: BrowserSession
let wallet: TestWallet
let page: Page
/** The build's scripts, by path from the site root, with the kernel/ui/ modules each holds. */
let uiModulesByScript: Map<string, string[]>
/** The script of the modal's UI entry (kernel/ui/index.ts: the shell, its views load from it). */
let modalUiEntry: string | undefined
/**
 * kernel/ui/ modules a page built with esbuild loads with the eip155 adapter: the adapter imports the plugin
 * API (portico/plugin), which re-exports these primitives for plugins' views, and esbuild keeps its imports
 * of their chunks although nothing uses them: the primitives with what they import (useStyles with the
 * stylesheet adopter, the generated image with its address hue). Small, and not the modal: its shell and views
 * stay out.
 */
const PLUGIN_API_UI = /^kernel\/ui\/(primitives\/[A-Za-z]+\.tsx?|format\.ts|shell\/stylesheet\.ts|account\/addressHue\.ts)$/
const requested: Request[] = []

const FEATURED = ['Trust Wallet', 'MetaMask']
const text = async (testId: string) => (await page.getByTestId(testId).textContent())?.trim() ?? ''
const reads = (testId: string, value: string | RegExp) => expect.poll(() => text(testId)).toMatch(typeof value === 'string' ? new RegExp(`^${value}$`) : value)
const listed = (list: string) => page.getByRole('list', { name: list }).getByRole('listitem').allTextContents()
const prompts = () => wallet.calls('eth_requestAccounts').length

beforeAll(async () => {
  devnet = await startDevnet({ quiet: true })
  const built = await buildTestPage('headless', join(process.cwd(), 'node_modules', '.cache', `headless-page-${process.pid}`) + '/')
  const scripts = Object.entries(built.metafile.outputs).filter(([file]) => file.endsWith('.js'))
  const path = (file: string) => `/${relative(built.outdir, resolve(file))}`
  uiModulesByScript = new Map(scripts.map(([file, output]) => [path(file), Object.keys(output.inputs).filter((input) => input.startsWith('kernel/ui/'))]))
  modalUiEntry = scripts.map(([file, output]) => output.entryPoint === 'kernel/ui/index.ts' && path(file)).find(Boolean) || undefined
  server = await serveDemo({ devnet, testWallet: false, distDir: built.outdir })
  browser = await launchBrowser()
  wallet = await installTestWallet(browser.context, { chains: devnetChains(devnet) })
  browser.context.on('request', (request) => requested.push(request))
  page = await browser.newPage()
  await guardPage(page)
  const byName = new Map(generateWallets().map((entry) => [entry.name, entry.id]))
  await page.goto(`${server.url}?featured=${FEATURED.map((name) => byName.get(name)).join(',')}`)
  await page.getByRole('heading', { name: 'Portico headless' }).waitFor()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await devnet?.stop()
})

describe('portico/headless with the test wallet in chromium', () => {
  it('lists the installed wallet, the featured ones in the configured order, the registry pages and a search', async () => {
    await expect.poll(() => listed('Connect with')).toEqual([`Connect ${TEST_WALLET_NAME}`])
    await expect.poll(() => listed('Featured wallets')).toEqual(FEATURED)
    await reads('wallets-shown', /^[1-9]\d* of \d+$/)
    const [shown, count] = (await text('wallets-shown')).split(' of ').map(Number) as [number, number]
    expect(count).toBeGreaterThan(shown)
    const all = await listed('All wallets')
    // Installed first (the registry does not know the test wallet), then featured in order; each wallet once.
    expect(all.slice(0, 3)).toEqual([`${TEST_WALLET_NAME} (installed)`, ...FEATURED])
    expect(new Set(all).size).toBe(all.length)

    await page.getByRole('button', { name: 'More wallets' }).click()
    await expect.poll(async () => Number((await text('wallets-shown')).split(' of ')[0])).toBeGreaterThan(shown)
    const pages = requested.map((request) => new URL(request.url())).filter((url) => url.pathname.endsWith('/getWallets') && url.searchParams.get('entries') === '40')
    expect(pages.map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])

    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('  Meta ')
    await expect.poll(() => listed('All wallets')).toEqual(['MetaMask'])
    const searches = requested.map((request) => new URL(request.url())).filter((url) => url.searchParams.has('search'))
    expect(searches.map((url) => [url.searchParams.get('search'), url.searchParams.get('entries')])).toEqual([['Meta', '100']])
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('')
    await expect.poll(async () => (await listed('All wallets')).length).toBeGreaterThan(shown)
  })

  it('useConnect: pending while the wallet asks, a refusal is the error status with its message, reset is idle again', async () => {
    const connect = page.getByRole('button', { name: `Connect ${TEST_WALLET_NAME}` })
    wallet.mode('hang', { method: 'eth_requestAccounts', once: true })
    await connect.click()
    await reads('connect-status', 'pending')
    expect(await connect.isDisabled()).toBe(true)
    await expect.poll(() => wallet.release('reject')).toBe(1)
    await reads('connect-status', 'error')
    expect(await page.getByTestId('connect-error').textContent()).toBe('User rejected the request.')
    await reads('account-status', 'disconnected')
    await page.getByRole('button', { name: 'Dismiss connect error' }).click()
    await reads('connect-status', 'idle')
    expect(await page.getByTestId('connect-error').count()).toBe(0)
    expect(await connect.isDisabled()).toBe(false)
  })

  it('<WalletButton>: a refusal is an alert the button is described by; the retry is busy while the wallet asks, then connected with the address', async () => {
    const button = page.getByRole('button', { name: TEST_WALLET_NAME, exact: true })
    wallet.mode('reject', { method: 'eth_requestAccounts', once: true })
    await button.click()
    const alert = page.getByRole('alert')
    await expect.poll(() => alert.textContent()).toBe('User rejected the request.')
    expect(await button.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'))
    expect(await button.getAttribute('data-status')).toBe('error')

    const before = prompts()
    wallet.mode('hang', { method: 'eth_requestAccounts', once: true })
    await button.click()
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true')
    expect(await button.getAttribute('aria-busy')).toBe('true')
    await button.click({ force: true }) // ignored while pending
    await expect.poll(() => wallet.release('approve')).toBe(1)
    await reads('account-status', 'connected')
    expect((await text('account-address')).toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await button.getAttribute('data-status')).toBe('success')
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(prompts() - before).toBe(1)
    await screenshot(page, 'headless-connected')
  })

  it('useSwitchNetwork switches the wallet to Base; useDisconnect disconnects', async () => {
    await reads('account-network', 'eip155:1')
    await page.getByRole('button', { name: 'Switch to Base' }).click()
    await reads('switch-status', 'success')
    await reads('account-network', 'eip155:8453')
    expect(wallet.state().chainId).toBe(8453)

    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await reads('disconnect-status', 'success')
    await reads('account-status', 'disconnected')
    await reads('account-address', '—')
  })

  it("never requests the modal's UI code, and mounts no modal", async () => {
    // The build holds the modal's UI (createModal can still open it), so the assertions below could fail.
    expect(modalUiEntry).toBeDefined()
    const paths = requested.map((request) => new URL(request.url()).pathname)
    expect(paths).toContain('/main.js')
    expect(paths).not.toContain(modalUiEntry)
    const uiModulesLoaded = paths.flatMap((path) => uiModulesByScript.get(path) ?? [])
    expect(uiModulesLoaded.filter((module) => !PLUGIN_API_UI.test(module))).toEqual([])
    expect(await page.locator('portico-modal').count()).toBe(0)
  })
})
