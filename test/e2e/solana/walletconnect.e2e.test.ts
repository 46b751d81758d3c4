/**
 * Solana over WalletConnect in Chromium: the demo (Solana network configured)
 * in one tab, the devnet's dev wallet page (Solana dev keypair #1) in another,
 * paired through the devnet relay with a session on the `solana` namespace.
 * Reached by switching namespace from the Networks view. The wallet signs a
 * message and a transaction; the test verifies both ed25519 signatures. Send
 * moves SOL and an SPL token the solana adapter builds, which the wallet signs
 * and sends; the chain shows exactly the amounts typed.
 */
import { base64 } from '@scure/base'
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solTransferMessage, solTransferTransaction } from '../../../adapters/solana/compiler'
import { launchBrowser, type BrowserSession } from '../harness'
import type { DemoEnv } from '../modal/demo-env'
import { openTab, type GuardedPage } from '../walletconnect/env'
import { freshSolanaAddress, lamportsOf, sendFromForm, SOLANA_NETWORK_NAME, solanaRpc, startSolanaDemoEnv, tokenUnitsOf, verifySolanaSignature } from './env'

let env: DemoEnv
let browser: BrowserSession
let demo: GuardedPage
let wallet: GuardedPage
let dialog: Locator
let solanaAddress: string

async function answer(method: string, approve: boolean): Promise<void> {
  await wallet.page.getByRole('button', { name: `${approve ? 'Approve' : 'Reject'} ${method}` }).click()
}

async function signOnSolana(message: string): Promise<Locator> {
  await demo.page.getByRole('textbox', { name: 'Solana message' }).fill(message)
  await demo.page.getByRole('button', { name: 'Sign on Solana' }).click()
  return demo.page.getByTestId('solana-signature')
}

describe('Solana over WalletConnect in chromium (demo + dev wallet page + devnet relay)', () => {
  beforeAll(async () => {
    env = await startSolanaDemoEnv({ debug: true })
    browser = await launchBrowser()
    const tabs = { ...env, browser }
    solanaAddress = env.devnet.solana.accounts[1]!.address
    demo = await openTab(tabs, env.demo.url)
    dialog = demo.page.getByRole('dialog')
    await demo.page.getByRole('heading', { name: 'Account' }).waitFor()
    wallet = await openTab(tabs, env.devnet.urls.walletPage)
    await wallet.page.getByTestId('wallet-solana-address').waitFor()
  })

  afterAll(async () => {
    await browser?.close()
    await env?.stop()
  })

  it('SPEC §4 + §7: Networks → Solana → Connect → WalletConnect; the wallet approves the solana namespace only', async () => {
    expect(await wallet.page.getByTestId('wallet-solana-address').textContent()).toBe(solanaAddress)
    await demo.page.getByRole('button', { name: 'Network: Ethereum' }).click()
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: SOLANA_NETWORK_NAME }).click()
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Connect Wallet')
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    const uri = (await dialog.getByRole('link', { name: /^Open in / }).getAttribute('href')) ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    await wallet.page.goto(`${env.devnet.urls.walletPage}?uri=${encodeURIComponent(uri)}`)
    await wallet.page.getByRole('button', { name: 'Approve session' }).waitFor()
    await wallet.page.getByRole('checkbox', { name: /Ethereum/ }).setChecked(false)
    await wallet.page.getByRole('checkbox', { name: /Base/ }).setChecked(false)
    expect(await wallet.page.getByRole('checkbox', { name: new RegExp(env.devnet.solana.caipNetworkId) }).isChecked()).toBe(true)
    await wallet.page.getByRole('button', { name: 'Approve session' }).click()

    await expect.poll(() => demo.page.getByTestId('address-solana').textContent()).toBe(solanaAddress)
    expect(await demo.page.getByTestId('address-eip155').textContent()).toBe('—')
    expect(await demo.page.getByTestId('network').textContent()).toBe(`${SOLANA_NETWORK_NAME} (${env.devnet.solana.caipNetworkId})`)
    expect(await wallet.page.getByRole('list', { name: 'Active sessions' }).textContent()).toContain(env.devnet.solana.caipNetworkId)
  })

  it('solana_signMessage over the relay: the dev wallet signs; the ed25519 signature verifies', async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click()
    const result = await signOnSolana('gm over the relay')
    await answer('solana_signMessage', true)
    await expect.poll(() => result.textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(verifySolanaSignature(solanaAddress, new TextEncoder().encode('gm over the relay'), (await result.textContent()) as string)).toBe(true)
  })

  it('SPEC §8 user rejected: a rejected Solana signature shows the wallet’s error; the next one succeeds', async () => {
    const result = await signOnSolana('no thanks')
    await answer('solana_signMessage', false)
    await expect.poll(() => result.textContent()).toMatch(/reject/i)
    await signOnSolana('yes please')
    await answer('solana_signMessage', true)
    await expect.poll(() => result.textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(verifySolanaSignature(solanaAddress, new TextEncoder().encode('yes please'), (await result.textContent()) as string)).toBe(true)
  })

  it('solana_signTransaction over the relay: the signed transaction carries a signature that verifies over its message', async () => {
    const { value } = await solanaRpc<{ value: { blockhash: string } }>(env.devnet, 'getLatestBlockhash')
    const transfer = { from: solanaAddress, to: env.devnet.solana.accounts[2]!.address, lamports: 1_000n, blockhash: value.blockhash }
    const message = solTransferMessage(transfer)
    const signing = demo.page.evaluate(async (transaction) => {
      const { modal } = (window as unknown as { __porticoDebug: { modal: { getProvider(ns: string): { request(a: unknown): Promise<unknown> } } } }).__porticoDebug
      return modal.getProvider('solana').request({ method: 'solana_signTransaction', params: { transaction } })
    }, base64.encode(solTransferTransaction(transfer)))
    await answer('solana_signTransaction', true)
    const { signature, transaction } = (await signing) as { signature: string; transaction: string }
    expect(verifySolanaSignature(solanaAddress, message, signature)).toBe(true)
    expect(base64.decode(transaction).subarray(65)).toEqual(message)
    // The demo runs in debug mode (the test reaches the provider through it), where the WalletConnect SDK logs at
    // 'error' level the rejection of the earlier test and, once in a while, its own race at the session's settle
    // ('Pending session not found for topic …': the wallet's settle request processed before the proposal's answer,
    // WalletConnect/walletconnect-monorepo#7066, open; the session connects all the same, as the first test
    // checks). Anything else is a problem.
    const sdkLogs = /User rejected|Pending session not found for topic/
    expect(demo.guard.problems.filter((problem) => !(problem.kind === 'console.error' && sdkLogs.test(problem.detail)))).toEqual([])
    expect(demo.guard.blockedUrls()).toEqual([])
    wallet.guard.assertClean()
  })

  it('SPEC §4 Send over WalletConnect: 0.75 SOL and 2 USDC (SPL) that the solana adapter builds reach a fresh address exactly; the wallet signs and sends each; the sender holds exactly 2 USDC less', async () => {
    const mint = env.devnet.solana.tokens.find((token) => token.symbol === 'USDC')?.mint as string
    const receiver = freshSolanaAddress()
    const tokensBefore = await tokenUnitsOf(env.devnet, solanaAddress, mint)
    const heading = () => dialog.getByRole('heading', { level: 2 }).textContent()
    const toast = demo.page.locator('portico-modal').locator('.pt-toast')
    await demo.page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(heading).toBe('Account')

    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(heading).toBe('Send')
    await sendFromForm(dialog, 'SOL', '0.75', receiver)
    await answer('solana_signAndSendTransaction', true)
    await expect.poll(() => toast.textContent()).toBe('Transaction started')
    await expect.poll(() => lamportsOf(env.devnet, receiver)).toBe(750_000_000n)
    await expect.poll(heading).toBe('Account')

    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await sendFromForm(dialog, 'USDC', '2', receiver)
    await answer('solana_signAndSendTransaction', true)
    await expect.poll(() => tokenUnitsOf(env.devnet, receiver, mint)).toBe(2_000_000n)
    expect(tokensBefore - (await tokenUnitsOf(env.devnet, solanaAddress, mint))).toBe(2_000_000n)
    expect(await lamportsOf(env.devnet, receiver)).toBe(750_000_000n)
    await expect.poll(heading).toBe('Account')
    wallet.guard.assertClean()
  })
})
