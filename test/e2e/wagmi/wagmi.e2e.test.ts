/**
 * portico/wagmi in a real browser: a wagmi app (test/e2e/pages/wagmi) over the Portico modal, the EIP-6963
 * test wallet and the devnet. wagmi's connect opens Portico's modal; useAccount, useBalance, useSignMessage,
 * useSendTransaction, useWriteContract and useSwitchChain work through the wallet picked there (what moved
 * is read back from the devnet node); a switch or a disconnect on either side shows on both; a reload
 * restores both without a prompt. The same through an email login (the embedded wallet).
 */
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, getAddress, http, parseEther, parseUnits, verifyMessage, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDemo, type DemoServer } from '../../../demo/serve'
import { startDevnet, type Devnet } from 'portico-devnet'
import { guardPage, launchBrowser, screenshot, type BrowserSession } from '../harness'
import { continueWithEmail, enterOtp, freshEmail, nextOtp, REFUSED_STEP_LOG } from '../embedded/embedded-env'
import { devnetChains, TEST_WALLET_NAME } from '../modal/demo-env'
import { buildTestPage } from '../pages/build'
import { RECIPIENT, SEND_ETH, SEND_TOKEN, TOKEN_DECIMALS } from '../pages/wagmi/constants'
import { installTestWallet, type TestWallet } from 'portico-devnet/playwright'

let devnet: Devnet
let server: DemoServer
let browser: BrowserSession
let wallet: TestWallet
let page: Page
let pageUrl: string

const field = (name: string): Locator => page.getByTestId(name)
const text = async (name: string) => (await field(name).textContent())?.trim() ?? ''
/** Until the field reads `value` (wagmi and Portico update on their own schedule). */
const reads = (name: string, value: string | RegExp) => expect.poll(() => text(name)).toMatch(typeof value === 'string' ? new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : value)

const node = () => createPublicClient({ transport: http(devnet.urls.rpc[1] as string) })
const prompts = () => wallet.calls('eth_requestAccounts').length

beforeAll(async () => {
  devnet = await startDevnet({ quiet: true })
  const { outdir: distDir } = await buildTestPage('wagmi', join(process.cwd(), 'node_modules', '.cache', `wagmi-page-${process.pid}`) + '/')
  server = await serveDemo({ devnet, testWallet: false, distDir })
  pageUrl = `${server.url}?token=${devnet.chains[1]!.tokens.USDC}`
  browser = await launchBrowser()
  wallet = await installTestWallet(browser.context, { chains: devnetChains(devnet) })
  page = await browser.newPage()
  await guardPage(page)
  await page.goto(pageUrl)
  await page.getByRole('heading', { name: 'Portico with wagmi' }).waitFor()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await devnet?.stop()
})

describe('portico/wagmi with the test wallet in chromium', () => {
  it("wagmi's connect opens Portico's modal; the wallet picked there is wagmi's useAccount and Portico's account", async () => {
    await reads('wagmi-status', 'disconnected')
    await page.getByRole('button', { name: 'Connect with wagmi', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await reads('wagmi-status', 'connected')
    await reads('wagmi-address', getAddress(wallet.address))
    await reads('wagmi-chain', '1')
    await reads('portico-status', 'connected')
    await reads('portico-address', new RegExp(`^${wallet.address}$`, 'i'))
    expect(prompts()).toBe(1)
  })

  it("useBalance equals the devnet node's balance of the account", async () => {
    const balance = await node().getBalance({ address: wallet.address })
    await reads('wagmi-balance', balance.toString())
  })

  it('useSignMessage signs through the wallet Portico connected', async () => {
    await page.getByRole('button', { name: 'Sign with wagmi', exact: true }).click()
    await reads('wagmi-signature', /^0x[0-9a-f]{130}$/)
    const signature = (await text('wagmi-signature')) as Hex
    expect(await verifyMessage({ address: wallet.address, message: 'Portico with wagmi', signature })).toBe(true)
  })

  it(`useSendTransaction sends ${SEND_ETH} ETH: the devnet shows exactly that amount arrived`, async () => {
    const before = await node().getBalance({ address: RECIPIENT })
    await page.getByRole('button', { name: `Send ${SEND_ETH} ETH with wagmi` }).click()
    await reads('wagmi-sent', /^0x[0-9a-f]{64}$/)
    const receipt = await node().waitForTransactionReceipt({ hash: (await text('wagmi-sent')) as Hex })
    expect(receipt.status).toBe('success')
    expect(getAddress(receipt.from)).toBe(getAddress(wallet.address))
    expect((await node().getBalance({ address: RECIPIENT })) - before).toBe(parseEther(SEND_ETH))
  })

  it(`useWriteContract transfers ${SEND_TOKEN} USDC: balanceOf on the devnet moved by exactly that`, async () => {
    const token = devnet.chains[1]!.tokens.USDC
    const balanceOf = (address: Address) => node().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const [recipientBefore, senderBefore] = await Promise.all([balanceOf(RECIPIENT), balanceOf(wallet.address)])
    await page.getByRole('button', { name: `Transfer ${SEND_TOKEN} tokens with wagmi` }).click()
    await reads('wagmi-written', /^0x[0-9a-f]{64}$/)
    const receipt = await node().waitForTransactionReceipt({ hash: (await text('wagmi-written')) as Hex })
    expect(receipt.status).toBe('success')
    const amount = parseUnits(SEND_TOKEN, TOKEN_DECIMALS)
    expect((await balanceOf(RECIPIENT)) - recipientBefore).toBe(amount)
    expect(senderBefore - (await balanceOf(wallet.address))).toBe(amount)
  })

  it("useSwitchChain switches Portico's network and the wallet; a switch in the wallet or in Portico's modal reaches wagmi", async () => {
    await page.getByRole('button', { name: 'Switch chain with wagmi', exact: true }).click()
    await reads('wagmi-chain', '8453')
    await reads('portico-network', 'eip155:8453')
    expect(wallet.state().chainId).toBe(8453)

    await wallet.switchChain(1)
    await reads('portico-network', 'eip155:1')
    await reads('wagmi-chain', '1')
    await reads('wagmi-status', 'connected')

    // Portico's own network list: wagmi follows; then wagmi's switch back.
    await page.getByRole('button', { name: 'Network: Ethereum', exact: true }).click()
    await page.getByRole('dialog').getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Base' }).click()
    await reads('portico-network', 'eip155:8453')
    await reads('wagmi-chain', '8453')
    expect(wallet.state().chainId).toBe(8453)
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Switch chain with wagmi', exact: true }).click()
    await reads('wagmi-chain', '1')
    await reads('portico-network', 'eip155:1')
  })

  it('a reload restores both without a prompt', async () => {
    const before = prompts()
    await page.reload()
    await reads('portico-status', 'connected')
    await reads('wagmi-status', 'connected')
    await reads('wagmi-address', getAddress(wallet.address))
    await reads('wagmi-chain', '1')
    await reads('wagmi-balance', (await node().getBalance({ address: wallet.address })).toString())
    expect(prompts()).toBe(before)
    expect(await page.getByRole('dialog').isVisible()).toBe(false)
    await screenshot(page, 'wagmi-page-restored')
  })

  it("wagmi's useDisconnect disconnects Portico; a reload then restores neither", async () => {
    await page.getByRole('button', { name: 'Disconnect with wagmi', exact: true }).click()
    await reads('wagmi-status', 'disconnected')
    await reads('portico-status', 'disconnected')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()

    const before = prompts()
    await page.reload()
    await page.getByRole('heading', { name: 'Portico with wagmi' }).waitFor()
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    await reads('wagmi-status', 'disconnected')
    await reads('portico-status', 'disconnected')
    expect(prompts()).toBe(before)
  })

  it("a connect in Portico's own modal shows in wagmi; Portico's disconnect disconnects wagmi", async () => {
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: TEST_WALLET_NAME }).click()
    await reads('portico-status', 'connected')
    await reads('wagmi-status', 'connected')
    await reads('wagmi-address', getAddress(wallet.address))

    await page.getByRole('button', { name: 'Disconnect with Portico', exact: true }).click()
    await reads('portico-status', 'disconnected')
    await reads('wagmi-status', 'disconnected')
    await reads('wagmi-address', '—')
  })
})

describe('portico/wagmi with an email login (the embedded wallet) in chromium', () => {
  let session: BrowserSession
  let app: Page
  const env = () => ({ devnet, demo: server, stop: async () => undefined })

  beforeAll(async () => {
    session = await launchBrowser()
    app = await session.newPage()
    await guardPage(app, { allowConsoleErrors: [REFUSED_STEP_LOG] })
    await app.goto(pageUrl)
    await app.getByRole('heading', { name: 'Portico with wagmi' }).waitFor()
  })
  afterAll(async () => {
    await session?.close()
  })

  const appText = async (name: string) => (await app.getByTestId(name).textContent())?.trim() ?? ''

  it("wagmi's connect through Portico's email login: wagmi's account is the embedded wallet's, its signature verifies", async () => {
    const address = freshEmail('wagmi')
    const known = devnet.secureSite.inbox(address).length
    await app.getByRole('button', { name: 'Connect with wagmi', exact: true }).click()
    const dialog = app.getByRole('dialog')
    await continueWithEmail(env(), dialog, address)
    await enterOtp({ dialog }, await nextOtp(env(), address, known))

    await expect.poll(() => appText('wagmi-status'), { timeout: 60_000 }).toBe('connected')
    await expect.poll(() => appText('portico-status')).toBe('connected')
    const account = await appText('wagmi-address')
    expect(account.toLowerCase()).toBe((await appText('portico-address')).toLowerCase())
    expect(account).toBe(getAddress(account))

    // SPEC §6: the embedded wallet asks in the modal before it signs.
    await app.getByRole('button', { name: 'Sign with wagmi', exact: true }).click()
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => appText('wagmi-signature')).toMatch(/^0x[0-9a-f]+$/)
    const signature = (await appText('wagmi-signature')) as Hex
    expect(await node().verifyMessage({ address: account as Address, message: 'Portico with wagmi', signature })).toBe(true)

    // A reload restores both from the stored login: no new code is mailed.
    const codes = devnet.secureSite.inbox(address).length
    await app.reload()
    await expect.poll(() => appText('wagmi-status'), { timeout: 60_000 }).toBe('connected')
    await expect.poll(() => appText('wagmi-address')).toBe(account)
    await expect.poll(() => appText('portico-status')).toBe('connected')
    expect(devnet.secureSite.inbox(address).length).toBe(codes)

    await app.getByRole('button', { name: 'Disconnect with wagmi', exact: true }).click()
    await expect.poll(() => appText('portico-status')).toBe('disconnected')
    await expect.poll(() => appText('wagmi-status')).toBe('disconnected')
  })
})
