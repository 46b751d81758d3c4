/**
 * examples/vite-wagmi as a user gets it (issue 27 items 7 and 9): a temporary copy with Portico's packed tarball
 * installed by npm, built by Vite, served on 127.0.0.1 (the devnet's URLs as the runtime config /devnet.json, the
 * demo's strict CSP) and driven in Chromium with the injected test wallet: connect through Portico's modal, then
 * an ERC-20 transfer through wagmi's useWriteContract, read back from the devnet node. The example's own
 * size-limit budgets (the app's first chunk, each Portico plugin chunk it enables) pass on that build, and its
 * sources type-check against the types the tarball ships.
 * One install, one build, one browser context.
 */
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatUnits, getAddress, http, parseUnits, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardPage, launchBrowser, type BrowserSession } from '../harness'
import { buildViteExample } from './built-example'
import { checkSizes, type ExampleApp, type Outcome } from './example-app'
import { devnetChains, installTestWallet, serveBuild, TEST_WALLET_NAME, type BuildServer, type Devnet, type TestWallet } from './kit'

/** An address no dev account uses: its balance moves only by what the test sends. */
const RECIPIENT: Address = '0x000000000000000000000000000000000000e3a1'
const AMOUNT = '2.5'
/** USDC on the devnet: a DevToken with 6 decimals. */
const DECIMALS = 6

let example: ExampleApp
let typecheck: Outcome
let devnet: Devnet
let server: BuildServer
let browser: BrowserSession
let wallet: TestWallet
let page: Page
let token: Address

const balanceOf = (address: Address) =>
  createPublicClient({ transport: http(devnet.chains[1]!.nodeUrl) }).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const form = () => page.getByRole('form', { name: 'Transfer tokens' })
const sends = () => wallet.calls('eth_sendTransaction').length

beforeAll(async () => {
  ;({ example, typecheck, devnet } = await buildViteExample('vite-wagmi'))
  token = devnet.chains[1]!.tokens.USDC
  server = await serveBuild({ devnet, testWallet: false, distDir: join(example.dir, 'dist/') })
  browser = await launchBrowser()
  wallet = await installTestWallet(browser.context, { chains: devnetChains(devnet) })
  page = await browser.newPage()
  await guardPage(page)
  await page.goto(`${server.url}?token=${token}`)
  await page.getByRole('heading', { name: 'Portico + wagmi' }).waitFor()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await devnet?.stop()
  example?.remove()
}, 120_000)

describe('examples/vite-wagmi, built from the packed tarball, in chromium against the devnet', () => {
  it("connects through Portico's modal; wagmi's account reads the token balance the devnet holds", async () => {
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: TEST_WALLET_NAME }).click()
    await form().waitFor()
    const balance = formatUnits(await balanceOf(wallet.address), DECIMALS)
    await expect.poll(() => form().getByTestId('balance').textContent()).toBe(balance)
    expect(wallet.calls('eth_requestAccounts')).toHaveLength(1)
  })

  it('refuses a bad recipient or amount before anything reaches the wallet', async () => {
    const alert = form().getByRole('alert')
    const attempt = async (recipient: string, amount: string) => {
      await form().getByLabel('Recipient').fill(recipient)
      await form().getByLabel('Amount').fill(amount)
      await form().getByRole('button', { name: 'Transfer' }).click()
    }
    await attempt('0x1234', '1')
    await expect.poll(() => alert.textContent()).toBe('Enter the recipient as a 0x address.')
    await attempt(RECIPIENT, '1e3')
    await expect.poll(() => alert.textContent()).toBe('Enter the amount as a number, e.g. 1.5.')
    await attempt(RECIPIENT, '0.0000001')
    await expect.poll(() => alert.textContent()).toBe('The token has 6 decimals: use at most 6 after the point.')
    await attempt(RECIPIENT, '0')
    await expect.poll(() => alert.textContent()).toBe('Enter an amount greater than 0.')
    expect(sends()).toBe(0)
  })

  it(`useWriteContract transfers ${AMOUNT} USDC: the devnet's balances moved by exactly that, and the page shows the new balance`, async () => {
    const [senderBefore, recipientBefore] = await Promise.all([balanceOf(wallet.address), balanceOf(RECIPIENT)])
    await form().getByLabel('Recipient').fill(RECIPIENT)
    await form().getByLabel('Amount').fill(AMOUNT)
    await form().getByRole('button', { name: 'Transfer' }).click()
    await expect.poll(() => form().getByRole('status').textContent()).toMatch(/confirmed in block \d+$/)
    expect(await form().getByRole('alert').textContent()).toBe('')
    const hash = (await form().getByTestId('transaction').textContent()) as Hex
    const receipt = await createPublicClient({ transport: http(devnet.chains[1]!.nodeUrl) }).getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(getAddress(receipt.from)).toBe(getAddress(wallet.address))
    expect(getAddress(receipt.to!)).toBe(token)
    const amount = parseUnits(AMOUNT, DECIMALS)
    expect((await balanceOf(RECIPIENT)) - recipientBefore).toBe(amount)
    expect(senderBefore - (await balanceOf(wallet.address))).toBe(amount)
    expect(sends()).toBe(1)
    await expect.poll(() => form().getByTestId('balance').textContent()).toBe(formatUnits(senderBefore - amount, DECIMALS))
  })

  it("type-checks against the tarball's types (tsc --noEmit): 0 errors", () => {
    expect(typecheck.output).toBe('')
    expect(typecheck.status).toBe(0)
  })

  it("the example's size-limit budgets pass on this build: its first chunk and each Portico plugin chunk it enables", async () => {
    const { budgets, initialScripts: initial } = await checkSizes(example)
    // The budget of the first chunk covers every script the built page loads at start.
    const firstChunk = new RegExp(`^${budgets[0]!.path.replace(/^dist\//, '').replace(/[.]/g, '\\.').replace('*', '[^/]+')}$`)
    expect(initial.filter((file) => !firstChunk.test(file))).toEqual([])
    // And a budget for each Portico plugin the app enables.
    for (const plugin of ['email', 'embedded-wallet']) expect(budgets.map((budget) => budget.path)).toContain(`dist/assets/plugin-${plugin}-*.js`)
  })
})
