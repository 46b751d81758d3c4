/**
 * The send plugin in Chromium against the demo and the devnet: Account → Send → Review Send → the wallet.
 * An ERC-20 and a native amount reach a fresh address (checked on chain with viem); the form's inline errors;
 * a wallet that rejects (4001) or never answers; a failing gas-price route; axe and screenshots of both
 * views in both themes. The page guard fails any test with an unhandled rejection or page error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, erc20Abi, formatEther, getAddress, http, parseEther, parseUnits, type Address, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { ResolvedTheme } from 'portico'
import { PHONE_VIEWPORT, pickOption, recordToasts, runAxe, screenshot, sessionToasts, TEST_VIEWPORT } from '../harness'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv, type DemoPage } from '../modal/demo-env'

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

const heading = (demo: DemoPage) => demo.dialog.getByRole('heading').textContent()
const toast = (demo: DemoPage) => demo.page.locator('portico-modal').locator('.pt-toast')
const previewButton = (demo: DemoPage) => demo.dialog.getByRole('button', { name: 'Preview' })
const amountField = (demo: DemoPage) => demo.dialog.getByRole('textbox', { name: /^Amount/ })
const receiverField = (demo: DemoPage) => demo.dialog.getByRole('textbox', { name: 'To' })

/** Account → Send, on a connected demo. */
async function openSend(demo: DemoPage): Promise<void> {
  if (!(await demo.dialog.isVisible()) || (await heading(demo)) !== 'Account') {
    await demo.page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => heading(demo)).toBe('Account')
  }
  await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => heading(demo)).toBe('Send')
  await demo.dialog.getByRole('combobox', { name: 'Token' }).waitFor()
}

/** Choose the token whose option starts with the symbol, then type the amount and the receiver. */
async function fillForm(demo: DemoPage, symbol: string, amount: string, receiver: string): Promise<void> {
  await pickOption(demo.dialog, 'Token', new RegExp(`^${symbol} `))
  await amountField(demo).fill(amount)
  await receiverField(demo).fill(receiver)
}

/** The inline error of the form (one at a time in these cases), and Preview disabled. */
async function expectInlineError(demo: DemoPage, message: string | RegExp): Promise<void> {
  await expect.poll(() => demo.dialog.getByRole('alert').textContent()).toMatch(message)
  expect(await previewButton(demo).isDisabled()).toBe(true)
}

describe('send plugin: WalletSend and WalletSendPreview against the devnet', () => {
  let env: DemoEnv
  let client: PublicClient
  let usdc: Address

  beforeAll(async () => {
    env = await startDemoEnv()
    client = createPublicClient({ transport: http(env.devnet.urls.rpc[1]) })
    usdc = env.devnet.chains[1]?.tokens.USDC as Address
  })
  afterAll(async () => {
    await env?.stop()
  })

  const usdcOf = (owner: Address) => client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

  it("SPEC §4/§8: 12.5 USDC then 0.25 ETH reach a fresh address exactly; to Account while the wallet confirms, then 'Transaction started', the form reset", async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const sender = demo.wallet.address as Address
    const receiver = freshAddress()
    const senderUsdcBefore = await usdcOf(sender)

    await openSend(demo)
    await fillForm(demo, 'USDC', '12.5', receiver)
    await demo.dialog.getByText(/^Network fee: /).waitFor()
    await expect.poll(() => previewButton(demo).isEnabled()).toBe(true)
    await previewButton(demo).click()
    await expect.poll(() => heading(demo)).toBe('Review Send')
    const transfer = demo.dialog.getByRole('list', { name: 'Transfer' })
    expect(await transfer.textContent()).toContain('Send 12.5 USDC')
    expect(await demo.dialog.textContent()).toContain(receiver)

    // SPEC §4: Account first, while the wallet is asked (it holds the request until released).
    demo.wallet.mode('hang', { method: 'eth_sendTransaction' })
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => heading(demo)).toBe('Account')
    await expect.poll(() => toast(demo).textContent()).toBe('Confirm the transfer in your wallet')
    expect(await usdcOf(receiver)).toBe(0n)
    await screenshot(demo.page, 'send-waiting-on-account-1280')
    await demo.page.setViewportSize(PHONE_VIEWPORT)
    await screenshot(demo.page, 'send-waiting-on-account-360')
    await demo.page.setViewportSize(TEST_VIEWPORT)
    demo.wallet.mode('approve', { method: 'eth_sendTransaction' })
    expect(demo.wallet.release('approve')).toBe(1)
    await expect.poll(() => toast(demo).textContent()).toBe('Transaction started')
    expect(await heading(demo)).toBe('Account')
    await expect.poll(() => usdcOf(receiver)).toBe(parseUnits('12.5', 6))
    expect(senderUsdcBefore - (await usdcOf(sender))).toBe(parseUnits('12.5', 6))
    expect(demo.wallet.calls('eth_sendTransaction').at(-1)?.outcome).toBe('ok')

    // The send state reset after the success: the form opens empty.
    await openSend(demo)
    expect(await amountField(demo).inputValue()).toBe('')
    expect(await receiverField(demo).inputValue()).toBe('')
    await fillForm(demo, 'ETH', '0.25', receiver)
    await expect.poll(() => previewButton(demo).isEnabled()).toBe(true)
    await previewButton(demo).click()
    expect(await demo.dialog.getByRole('list', { name: 'Transfer' }).textContent()).toContain('Send 0.25 ETH')
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => toast(demo).textContent()).toBe('Transaction started')
    await expect.poll(() => heading(demo)).toBe('Account')
    await expect.poll(() => client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    expect(await usdcOf(receiver)).toBe(parseUnits('12.5', 6))
  })

  it('SPEC §5/§6 inline errors: not an address, too many decimals, negative, above balance, amount plus gas; Max leaves the fee', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    await openSend(demo)
    await fillForm(demo, 'USDC', '1', 'not-an-address')
    await expectInlineError(demo, 'Enter a valid address: 0x followed by 40 hex digits')
    // SPEC §5: 40 hex digits, the 0x optional.
    await receiverField(demo).fill(freshAddress().slice(2))
    await expect.poll(() => demo.dialog.getByRole('alert').count()).toBe(0)
    await expect.poll(() => previewButton(demo).isEnabled()).toBe(true)

    await amountField(demo).fill('1.1234567')
    await expectInlineError(demo, 'USDC allows at most 6 decimals')
    // The native token too, typed key by key: one decimal more than ETH's 18 is named.
    await pickOption(demo.dialog, 'Token', /^ETH /)
    await amountField(demo).fill('')
    await amountField(demo).pressSequentially('0.0000000000000000001')
    await expectInlineError(demo, 'ETH allows at most 18 decimals')
    await pickOption(demo.dialog, 'Token', /^USDC /)
    await amountField(demo).fill('-1')
    await expectInlineError(demo, 'Enter a positive number')
    await amountField(demo).fill('0')
    await expectInlineError(demo, 'Enter a positive number')
    await amountField(demo).fill('100000000')
    await expectInlineError(demo, /^Above your balance of [\d.]+ USDC$/)

    // The whole ETH balance leaves nothing for gas: the spec's 'Insufficient balance'.
    const eth = await client.getBalance({ address: demo.wallet.address as Address })
    await fillForm(demo, 'ETH', formatEther(eth), freshAddress())
    await demo.dialog.getByText(/^Network fee: /).waitFor()
    await expectInlineError(demo, 'Insufficient balance')
    // Max is the balance minus the fee: valid.
    await demo.dialog.getByRole('button', { name: 'Max' }).click()
    await expect.poll(() => demo.dialog.getByRole('alert').count()).toBe(0)
    const max = parseEther(await amountField(demo).inputValue())
    expect(max).toBeLessThan(eth)
    expect(max).toBeGreaterThan(eth - parseEther('0.01'))
    expect(await previewButton(demo).isEnabled()).toBe(true)
  })

  it('EIP-55: a checksummed address with one digit wrong is refused and nothing reaches the wallet; the same in lower case sends, reviewed checksummed', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    // bob's checksummed address ends …79C8; this one ends …78C8, its checksum no longer holds.
    const typo = '0x70997970C51812dc3A010C7d01b50e0d17dc78C8'
    expect(typo.slice(0, -4)).toBe((env.devnet.accounts[1]?.address as string).slice(0, -4))
    const typoBefore = await client.getBalance({ address: typo as Address })
    const sentBefore = demo.wallet.calls('eth_sendTransaction').length

    await openSend(demo)
    await fillForm(demo, 'ETH', '0.25', typo)
    await demo.dialog.getByText(/^Network fee: /).waitFor()
    await expectInlineError(demo, 'Enter a valid address: its mixed case fails the checksum, so a character is likely mistyped')
    // Submitting the form (Enter) does not get past it either.
    await receiverField(demo).press('Enter')
    expect(await heading(demo)).toBe('Send')
    expect(demo.wallet.calls('eth_sendTransaction').length).toBe(sentBefore)

    // All lower case carries no checksum: it is the person's call, and the review shows the checksummed form.
    await receiverField(demo).fill(typo.toLowerCase())
    await expect.poll(() => demo.dialog.getByRole('alert').count()).toBe(0)
    await expect.poll(() => previewButton(demo).isEnabled()).toBe(true)
    await previewButton(demo).click()
    await expect.poll(() => heading(demo)).toBe('Review Send')
    const checksummed = getAddress(typo.toLowerCase())
    expect(checksummed).not.toBe(typo)
    expect(await demo.dialog.textContent()).toContain(checksummed)
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => toast(demo).textContent()).toBe('Transaction started')
    await expect.poll(() => client.getBalance({ address: checksummed })).toBe(typoBefore + parseEther('0.25'))
    expect(demo.wallet.calls('eth_sendTransaction').length).toBe(sentBefore + 1)
  })

  it("SPEC §4/§8 a wallet rejection (4001): on Account, 'Something went wrong'; Send opens again with the receiver and amount kept, nothing sent", async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const receiver = freshAddress()
    demo.wallet.mode('reject', { method: 'eth_sendTransaction', once: true })
    const toasts = await recordToasts(demo.page)
    await openSend(demo)
    await fillForm(demo, 'USDC', '3', receiver)
    await expect.poll(() => previewButton(demo).isEnabled()).toBe(true)
    await previewButton(demo).click()
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => toast(demo).textContent()).toBe('Something went wrong')
    expect(await heading(demo)).toBe('Account')
    expect(demo.wallet.calls('eth_sendTransaction').at(-1)?.outcome).toBe(4001)
    expect(await usdcOf(receiver)).toBe(0n)
    expect(await toasts()).toEqual(['Confirm the transfer in your wallet', 'Something went wrong'])
    // What was typed is kept: Send opens with it, and sends it as it is once the wallet approves.
    await openSend(demo)
    expect(await amountField(demo).inputValue()).toBe('3')
    expect(await receiverField(demo).inputValue()).toBe(receiver)
    await expect.poll(() => previewButton(demo).isEnabled()).toBe(true)
    await previewButton(demo).click()
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => toast(demo).textContent()).toBe('Transaction started')
    await expect.poll(() => usdcOf(receiver)).toBe(parseUnits('3', 6))
  })

  it('a wallet that never answers: Send opened again shows it pending, with Cancel back to the form; a late rejection is silent, a late approval says so once', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const receiver = freshAddress()
    demo.wallet.mode('hang', { method: 'eth_sendTransaction' })
    const toasts = await recordToasts(demo.page)
    await openSend(demo)
    await fillForm(demo, 'USDC', '2', receiver)
    await expect.poll(() => previewButton(demo).isEnabled()).toBe(true)
    await previewButton(demo).click()
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => heading(demo)).toBe('Account')
    await expect.poll(() => toast(demo).textContent()).toBe('Confirm the transfer in your wallet')
    // Send again while the wallet has not answered: the draft, and the preview says it waits.
    await openSend(demo)
    expect(await amountField(demo).inputValue()).toBe('2')
    await previewButton(demo).click()
    // The preview's own status line (the toast says it too).
    await demo.dialog.locator('p.pt-status', { hasText: 'Confirm the transfer in your wallet' }).waitFor()
    expect(await demo.dialog.getByRole('button', { name: 'Sending…' }).isDisabled()).toBe(true)
    await demo.dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => heading(demo)).toBe('Send')
    expect(await amountField(demo).inputValue()).toBe('2')
    expect(await receiverField(demo).inputValue()).toBe(receiver)
    await expect.poll(() => toast(demo).isVisible()).toBe(false)

    // The prompt was still open: its late rejection changes nothing on screen.
    expect(demo.wallet.release('reject')).toBe(1)
    await expect.poll(() => demo.wallet.calls('eth_sendTransaction').at(-1)?.outcome).toBe(4001)
    await demo.page.waitForTimeout(500)
    expect(await toasts()).toEqual(['Confirm the transfer in your wallet'])
    expect(await heading(demo)).toBe('Send')

    // Again, and this time the wallet approves after Cancel: the transfer did go out, so it is announced once.
    await previewButton(demo).click()
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => heading(demo)).toBe('Account')
    await openSend(demo)
    await previewButton(demo).click()
    await demo.dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => heading(demo)).toBe('Send')
    demo.wallet.mode('approve', { method: 'eth_sendTransaction' })
    expect(demo.wallet.release('approve')).toBe(1)
    await expect.poll(() => toast(demo).textContent()).toBe('Transaction started')
    await expect.poll(() => heading(demo)).toBe('Account')
    await expect.poll(() => usdcOf(receiver)).toBe(parseUnits('2', 6))
    await demo.page.waitForTimeout(500)
    expect(await toasts()).toEqual(['Confirm the transfer in your wallet', 'Confirm the transfer in your wallet', 'Transaction started'])
  })

  it('a failing gas-price route: the fee shows as unavailable, an ERC-20 transfer still goes, a native one waits for Retry', async () => {
    // 500 on the first call and its 3 retries (SPEC §9).
    const gasPriceDown = () => env.devnet.faults.add({ pattern: '/gas-price', mode: '500', count: 4 })
    gasPriceDown()
    try {
      const demo = await openDemo(env, { allowConsoleErrors: [/status of 500/], clock: true })
      await connectWithTestWallet(demo)
      const receiver = freshAddress()
      await openSend(demo)
      // The retries' backoff passes on the session clock (portico-devnet/playwright, clock.ts).
      const feeUnavailable = () => demo.clock.skipAheadDuring(demo.dialog.getByText('Network fee unavailable').waitFor({ timeout: 20_000 }))
      await feeUnavailable()
      // SPEC §5: a native transfer needs the gas price.
      await fillForm(demo, 'ETH', '0.1', receiver)
      await demo.dialog.getByText('Sending ETH needs the network fee').waitFor()
      expect(await previewButton(demo).isDisabled()).toBe(true)

      await fillForm(demo, 'USDC', '4', receiver)
      await expect.poll(() => previewButton(demo).isEnabled()).toBe(true)
      await previewButton(demo).click()
      await expect.poll(() => heading(demo)).toBe('Review Send')
      await expect.poll(() => demo.dialog.textContent()).toContain('Network fee unavailable')
      await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect.poll(() => sessionToasts(demo.page)).toContain('Transaction started')
      await expect.poll(() => usdcOf(receiver)).toBe(parseUnits('4', 6))

      // Down again when the form opens; back up before Retry: the fee shows and ETH can be previewed.
      gasPriceDown()
      await openSend(demo)
      await feeUnavailable()
      env.devnet.faults.clear()
      await demo.dialog.getByRole('button', { name: 'Retry' }).click()
      await demo.dialog.getByText(/^Network fee: /).waitFor()
      await fillForm(demo, 'ETH', '0.1', receiver)
      await expect.poll(() => previewButton(demo).isEnabled()).toBe(true)
    } finally {
      env.devnet.faults.clear()
    }
  })

  it("SPEC §8 'Network not supported for Gas Price': on a chain the Blockchain API does not serve, Send says so (no Retry) and Swap goes back with it", async () => {
    const demo = await openDemo(env)
    // An API whose supported chains leave Ethereum (the demo's active network) out.
    await demo.page.route(/\/v1\/supported-chains/, (route) => route.fulfill({ json: { http: ['eip155:8453'], ws: [] } }))
    await connectWithTestWallet(demo)
    await openSend(demo)
    await demo.dialog.getByText('Network not supported for Gas Price').waitFor()
    expect(await demo.dialog.getByRole('button', { name: 'Retry' }).count()).toBe(0)
    expect(await demo.dialog.getByText('Network fee unavailable').count()).toBe(0)

    await demo.dialog.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => heading(demo)).toBe('Account')
    const toasts = await recordToasts(demo.page)
    await demo.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.poll(() => toasts(), { timeout: 20_000 }).toContain('Network not supported for Gas Price')
    await expect.poll(() => heading(demo)).toBe('Account')
  })

  for (const theme of ['light', 'dark'] as ResolvedTheme[]) {
    it(`${theme} theme: WalletSend (with the receiver's identity name) and WalletSendPreview pass axe`, async () => {
      const demo = await openDemo(env, { colorScheme: theme })
      if (theme === 'dark') await demo.page.getByRole('button', { name: 'Dark theme' }).click()
      await connectWithTestWallet(demo)
      await openSend(demo)
      // The devnet's identity route names dev account #1 bob.eth.
      const bob = env.devnet.accounts[1]?.address as Address
      await fillForm(demo, 'USDC', '12.5', bob)
      await demo.dialog.getByText('bob.eth').waitFor()
      await demo.dialog.getByText(/^Network fee: /).waitFor()
      expect(await demo.page.locator('portico-modal').locator('.pt-root').getAttribute('data-theme')).toBe(theme)
      await screenshot(demo.page, `WalletSend-${theme}`)
      expect(await runAxe(demo.page), `WalletSend (${theme})`).toEqual([])

      await previewButton(demo).click()
      await expect.poll(() => heading(demo)).toBe('Review Send')
      expect(await demo.dialog.getByRole('list', { name: 'Transfer' }).textContent()).toContain('To bob.eth')
      await screenshot(demo.page, `WalletSendPreview-${theme}`)
      expect(await runAxe(demo.page), `WalletSendPreview (${theme})`).toEqual([])
    })
  }
})
