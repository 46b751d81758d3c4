/**
 * examples/headless as a user gets it (issue 27 item 7): a temporary copy with Portico's packed tarball installed
 * by npm, built by Vite, served on 127.0.0.1 (the devnet's URLs as /devnet.json, the demo's strict CSP) and driven
 * in Chromium with the injected test wallet through the app's own UI, drawn with portico/headless: its wallet
 * lists (installed, featured, a search), a connect whose status goes pending → success, a refusal shown as an
 * error that Dismiss (reset) clears and Try again retries, a switch to Base and a disconnect. The page never
 * requests the modal's UI: neither the chunk that defines its host element nor any view that chunk loads. Its
 * sources type-check against the tarball's types, and its size-limit budgets pass. One install, one build, one
 * browser context.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordFigure } from '../../reliability-figures'
import { guardPage, launchBrowser, screenshot, type BrowserSession } from '../harness'
import { buildViteExample } from './built-example'
import { checkSizes, type ExampleApp, type Outcome } from './example-app'
import { devnetChains, installTestWallet, serveBuild, TEST_WALLET_NAME, type BuildServer, type Devnet, type TestWallet } from './kit'

const FEATURED = ['Trust Wallet', 'MetaMask']
/** The modal's host element (kernel/ui's HOST_TAG): only the modal's UI chunk defines it. */
const MODAL_HOST = 'portico-modal'

let example: ExampleApp
let typecheck: Outcome
let devnet: Devnet
let server: BuildServer
let browser: BrowserSession
let wallet: TestWallet
let page: Page
/** Every request of the browser context, in order. */
const requested: URL[] = []

const status = () => page.getByRole('status')
const alert = () => page.getByRole('alert')
const installed = () => page.getByRole('list', { name: 'Installed wallets' }).getByRole('button', { name: TEST_WALLET_NAME })
const listed = (name: string) => page.getByRole('list', { name }).getByRole('listitem').allTextContents()
const prompts = () => wallet.calls('eth_requestAccounts').length
const walletsSummary = () => page.getByTestId('wallets-summary').textContent()

/** A registry id by wallet name, asked of the devnet's registry as an app's developer would look one up. */
async function registryId(name: string): Promise<string> {
  const url = new URL('getWallets', devnet.urls.registry.replace(/\/?$/, '/'))
  for (const [key, value] of Object.entries({ page: '1', entries: '10', search: name, projectId: 'portico-example-headless' })) url.searchParams.set(key, value)
  const { data } = (await (await fetch(url)).json()) as { data: Array<{ id: string; name: string }> }
  const id = data.find((entry) => entry.name === name)?.id
  if (!id) throw new Error(`the devnet's registry lists no ${name}`)
  return id
}

beforeAll(async () => {
  ;({ example, typecheck, devnet } = await buildViteExample('headless'))
  server = await serveBuild({ devnet, testWallet: false, distDir: join(example.dir, 'dist/') })
  browser = await launchBrowser()
  wallet = await installTestWallet(browser.context, { chains: devnetChains(devnet) })
  browser.context.on('request', (request) => requested.push(new URL(request.url())))
  page = await browser.newPage()
  await guardPage(page)
  const featured = await Promise.all(FEATURED.map(registryId))
  await page.goto(`${server.url}?featured=${featured.join(',')}`)
  await page.getByRole('heading', { name: 'Portico headless' }).waitFor()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await devnet?.stop()
  example?.remove()
}, 120_000)

describe('examples/headless, built from the packed tarball, in chromium against the devnet', () => {
  it("lists the wallets in its own UI: the injected one as installed, the featured ones in the configured order, a search, the registry's next page", async () => {
    await expect.poll(() => listed('Installed wallets')).toEqual([TEST_WALLET_NAME])
    await expect.poll(() => listed('Featured wallets')).toEqual(FEATURED.map((name) => `${name} (not installed)`))
    await expect.poll(walletsSummary).toMatch(/^[1-9]\d* of \d+$/)
    const [shown, count] = (await walletsSummary())!.split(' of ').map(Number) as [number, number]
    expect(count).toBeGreaterThan(shown)
    const all = await listed('All wallets')
    expect(all.slice(0, 3)).toEqual([TEST_WALLET_NAME, ...FEATURED.map((name) => `${name} (not installed)`)])

    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('  Trust ')
    await expect.poll(() => listed('All wallets')).toEqual(['Trust Wallet (not installed)'])
    expect(await walletsSummary()).toBe('1 found')
    const searches = requested.filter((url) => url.pathname.endsWith('/getWallets') && url.searchParams.has('search'))
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['Trust'])
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('')
    await expect.poll(walletsSummary).toBe(`${shown} of ${count}`)

    await page.getByRole('button', { name: 'More wallets' }).click()
    await expect.poll(async () => Number((await walletsSummary())!.split(' of ')[0])).toBeGreaterThan(shown)
    const pages = requested.filter((url) => url.pathname.endsWith('/getWallets') && url.searchParams.get('entries') === '40')
    expect(pages.map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
  })

  it('shows a refused connect as an error; Dismiss (reset) clears it and nothing is connected', async () => {
    wallet.mode('reject', { method: 'eth_requestAccounts', once: true })
    await installed().click()
    await expect.poll(() => alert().locator('p').textContent()).toBe('Could not connect: You declined the request in your wallet.')
    expect(await status().getAttribute('data-status')).toBe('error')
    expect(await status().textContent()).toBe('Not connected.')
    await alert().getByRole('button', { name: 'Dismiss' }).click()
    await expect.poll(() => status().getAttribute('data-status')).toBe('idle')
    expect(await alert().count()).toBe(0)
    expect(await installed().isEnabled()).toBe(true)
    expect(prompts()).toBe(1)
  })

  it("connects through its own UI: after another refusal, Try again is pending while the wallet asks, then success with the wallet's address", async () => {
    wallet.mode('reject', { method: 'eth_requestAccounts', once: true })
    await installed().click()
    await expect.poll(() => status().getAttribute('data-status')).toBe('error')
    wallet.mode('hang', { method: 'eth_requestAccounts', once: true })
    await alert().getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => status().getAttribute('data-status')).toBe('pending')
    expect(await status().textContent()).toBe(`Confirm in ${TEST_WALLET_NAME}…`)
    expect(await alert().count()).toBe(0)
    expect(await installed().isDisabled()).toBe(true)
    await expect.poll(() => wallet.release('approve')).toBe(1)
    await expect.poll(() => status().getAttribute('data-status')).toBe('success')
    expect(await status().textContent()).toBe(`Connected with ${TEST_WALLET_NAME}.`)
    expect((await page.getByTestId('address').textContent())?.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await page.getByTestId('network').textContent()).toBe('Ethereum')
    expect(prompts()).toBe(3)
    await screenshot(page, 'example-headless-connected')
  })

  it('switches the wallet to Base from its own button', async () => {
    await page.getByRole('button', { name: 'Switch to Base' }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Base')
    expect(wallet.state().chainId).toBe(8453)
    expect(wallet.calls('wallet_switchEthereumChain').map((call) => call.params)).toEqual([[{ chainId: '0x2105' }]])
    await expect.poll(() => page.getByRole('button', { name: 'Switch to Ethereum' }).count()).toBe(1)
    expect(await alert().count()).toBe(0)
  })

  it('disconnects: the wallet list is back, the wallet marked as last used, the status idle', async () => {
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => status().textContent()).toBe('Not connected.')
    expect(await status().getAttribute('data-status')).toBe('idle')
    expect(await page.getByTestId('address').count()).toBe(0)
    await expect.poll(() => listed('Installed wallets')).toEqual([`${TEST_WALLET_NAME} (last used)`])
    expect(await alert().count()).toBe(0)
    recordFigure('wallet misbehaviours', 2, 'test/e2e/examples/headless.e2e.test.ts (connect rejected: Dismiss, then Try again)')
  })

  it("never requested the modal's UI: not the chunk that defines its host element, nor any view that chunk loads", async () => {
    const assets = join(example.dir, 'dist/assets')
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
    const source = (file: string) => readFileSync(join(assets, file), 'utf8')
    // The build holds the modal's UI as lazy chunks (createModal could open it): the check below can fail.
    const shells = scripts.filter((file) => source(file).includes(`"${MODAL_HOST}"`))
    expect(shells).toHaveLength(1)
    const views = [...source(shells[0]!).matchAll(/import\("\.\/([^"]+\.js)"\)/g)].map(([, file]) => file!)
    for (const view of ['Connect', 'AllWallets', 'ConnectingExternal', 'Account', 'Networks']) expect(views.some((file) => file.startsWith(`${view}-`)), view).toBe(true)
    const modalUi = new Set([...shells, ...views])

    const loaded = requested.filter((url) => url.origin === new URL(server.url).origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')).map((url) => url.pathname.slice('/assets/'.length))
    // What the page did load: its first chunk, Portico's runtime and the eip155 adapter.
    for (const chunk of [/^app-/, /^runtime-/, /^adapter-eip155-/]) expect(loaded.some((file) => chunk.test(file)), String(chunk)).toBe(true)
    expect(loaded.filter((file) => modalUi.has(file))).toEqual([])
    expect(loaded.filter((file) => source(file).includes(`"${MODAL_HOST}"`))).toEqual([])
    expect(await page.locator(`${MODAL_HOST}, dialog`).count()).toBe(0)
  })

  it("type-checks against the tarball's types (tsc --noEmit): 0 errors", () => {
    expect(typecheck.output).toBe('')
    expect(typecheck.status).toBe(0)
  })

  it("the example's size-limit budgets pass on this build: its first chunk (every script the page starts with), Portico's runtime and the eip155 adapter", async () => {
    const { initialScripts: initial } = await checkSizes(example)
    expect(initial.filter((file) => !/^assets\/app-[^/]+\.js$/.test(file))).toEqual([])
  })
})
