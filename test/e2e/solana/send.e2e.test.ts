/**
 * The send plugin on Solana in Chromium: Account → Send → Review Send → the Wallet Standard test wallet, against
 * the devnet's Solana RPC. SOL and the SPL token reach a fresh address (its token account created on the way)
 * by exactly the amounts typed; the sender's token balance falls by exactly that; Activity shows both. The
 * Solana messages of SPEC §5/§8: a missing amount or receiver, and a wallet that rejects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoEnv } from '../modal/demo-env'
import { freshSolanaAddress, lamportsOf, openSolanaDemo, sendFromForm, SOLANA_TEST_WALLET_NAME, startSolanaDemoEnv, tokenUnitsOf, type SolanaDemoPage } from './env'

const heading = (demo: SolanaDemoPage) => demo.dialog.getByRole('heading', { level: 2 }).textContent()
const toast = (demo: SolanaDemoPage) => demo.page.locator('portico-modal').locator('.pt-toast')
const previewButton = (demo: SolanaDemoPage) => demo.dialog.getByRole('button', { name: 'Preview' })

async function connectAndOpenSend(demo: SolanaDemoPage): Promise<void> {
  const { page, dialog } = demo
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
  await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(demo.solanaWallet.address)
  await page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => heading(demo)).toBe('Account')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(() => heading(demo)).toBe('Send')
}

/** Choose the token, type the amount and the receiver, Preview, Send; the wallet signs and sends. */
const send = (demo: SolanaDemoPage, symbol: string, amount: string, receiver: string) => sendFromForm(demo.dialog, symbol, amount, receiver)

describe('send on Solana in chromium (demo + devnet Solana RPC + Wallet Standard test wallet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startSolanaDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §4: 1.25 SOL and 4 USDC (SPL) reach a fresh address exactly; the sender holds exactly 4 USDC less; Activity shows both', async () => {
    const demo = await openSolanaDemo(env)
    const mint = env.devnet.solana.tokens.find((token) => token.symbol === 'USDC')?.mint as string
    const sender = demo.solanaWallet.address
    const receiver = freshSolanaAddress()
    const senderTokensBefore = await tokenUnitsOf(env.devnet, sender, mint)
    await connectAndOpenSend(demo)

    await send(demo, 'SOL', '1.25', receiver)
    await expect.poll(() => toast(demo).textContent()).toBe('Transaction started')
    await expect.poll(() => heading(demo)).toBe('Account')
    await expect.poll(() => lamportsOf(env.devnet, receiver)).toBe(1_250_000_000n)

    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await send(demo, 'USDC', '4', receiver)
    await expect.poll(() => toast(demo).textContent()).toBe('Transaction started')
    await expect.poll(() => tokenUnitsOf(env.devnet, receiver, mint)).toBe(4_000_000n)
    expect(senderTokensBefore - (await tokenUnitsOf(env.devnet, sender, mint))).toBe(4_000_000n)
    expect(demo.solanaWallet.calls('signAndSendTransaction').map((call) => call.outcome)).toEqual(['ok', 'ok'])

    await expect.poll(() => heading(demo)).toBe('Account')
    await demo.dialog.getByRole('tab', { name: 'Activity' }).click()
    const rows = demo.dialog.getByRole('region', { name: 'Transactions' }).locator('li.pt-list-item')
    await expect.poll(async () => (await rows.allTextContents()).slice(0, 2), { timeout: 20_000 }).toEqual([
      expect.stringMatching(/^Sent USDC.*−4 USDC$/),
      expect.stringMatching(/^Sent SOL.*−1\.25 SOL$/),
    ])
  })

  it("SPEC §5/§8: Preview without a receiver says 'Please enter a valid amount and receiver address'; a rejected transfer says 'Failed to send transaction. Please try again.' on Account and keeps the form", async () => {
    const demo = await openSolanaDemo(env)
    const receiver = freshSolanaAddress()
    await connectAndOpenSend(demo)
    await demo.dialog.getByRole('textbox', { name: /^Amount/ }).fill('0.5')
    await previewButton(demo).click()
    await expect.poll(() => toast(demo).textContent()).toBe('Please enter a valid amount and receiver address')
    expect(await heading(demo)).toBe('Send')

    demo.solanaWallet.mode('reject', { method: 'signAndSendTransaction', once: true })
    await send(demo, 'SOL', '0.5', receiver)
    await expect.poll(() => toast(demo).textContent()).toBe('Failed to send transaction. Please try again.')
    expect(await heading(demo)).toBe('Account')
    // SPEC §4 leaves the form for Account; what was typed is kept for the next Send.
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => heading(demo)).toBe('Send')
    expect(await demo.dialog.getByRole('textbox', { name: 'To' }).inputValue()).toBe(receiver)
    expect(await lamportsOf(env.devnet, receiver)).toBe(0n)
    expect(demo.solanaWallet.calls('signAndSendTransaction').map((call) => call.outcome)).toEqual([4001])
  })
})
