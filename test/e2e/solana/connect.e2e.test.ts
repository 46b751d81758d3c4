/**
 * Solana in the demo dapp, driven as a person clicks: connect the Wallet
 * Standard test wallet, the devnet SOL balance on Account (SPEC §9: 9 decimals
 * shown with 3), sign a message and verify the ed25519 signature here, a
 * silent reconnect after a reload, and a wallet that rejects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoEnv } from '../modal/demo-env'
import {
  lamportsOf,
  openSolanaDemo,
  shortSolanaAddress,
  solDisplay,
  SOLANA_NETWORK_NAME,
  SOLANA_TEST_WALLET_NAME,
  startSolanaDemoEnv,
  verifySolanaSignature,
  type SolanaDemoPage,
} from './env'

const heading = (demo: SolanaDemoPage) => demo.dialog.getByRole('heading').textContent()

async function connectSolana(demo: SolanaDemoPage): Promise<void> {
  const { page, dialog } = demo
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
  await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(demo.solanaWallet.address)
}

describe('Solana wallets in chromium (demo + devnet Solana RPC + Wallet Standard test wallet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startSolanaDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §2 Connect → Account: the Solana wallet connects; Account shows its address and the devnet SOL balance (3 decimals)', async () => {
    const demo = await openSolanaDemo(env)
    const { page, dialog, solanaWallet } = demo
    await connectSolana(demo)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('network').textContent()).toBe(`${SOLANA_NETWORK_NAME} (${env.devnet.solana.caipNetworkId})`)
    expect(solanaWallet.calls().map((call) => [call.method, call.outcome])).toEqual([['connect', 'ok']])

    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => heading(demo)).toBe('Account')
    const account = dialog.getByRole('region', { name: 'Account' })
    await expect.poll(() => account.textContent()).toContain(shortSolanaAddress(solanaWallet.address))
    const lamports = await lamportsOf(env.devnet, solanaWallet.address)
    // Keypair #0 starts with 1000 SOL and paid the seeded transfers.
    expect(lamports).toBeGreaterThan(900n * 10n ** 9n)
    await expect.poll(() => account.getByLabel('Balance').textContent()).toBe(solDisplay(lamports))
    await dialog.getByRole('button', { name: SOLANA_NETWORK_NAME }).waitFor()
  })

  it('solana_signMessage: the demo signs through the Solana provider; the ed25519 signature verifies for the address', async () => {
    const demo = await openSolanaDemo(env)
    await connectSolana(demo)
    const { page, solanaWallet } = demo
    const message = 'Sign in to Portico on Solana ✓'
    await page.getByRole('textbox', { name: 'Solana message' }).fill(message)
    await page.getByRole('button', { name: 'Sign on Solana' }).click()
    await expect.poll(() => page.getByTestId('solana-signature').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    const signature = (await page.getByTestId('solana-signature').textContent()) as string
    expect(verifySolanaSignature(solanaWallet.address, new TextEncoder().encode(message), signature)).toBe(true)
    expect(verifySolanaSignature(solanaWallet.address, new TextEncoder().encode(`${message}!`), signature)).toBe(false)
    expect(solanaWallet.calls('signMessage').map((call) => call.outcome)).toEqual(['ok'])
  })

  it('SPEC §8 wallet error 4001: a rejected signature shows the wallet’s reason; the next one goes through', async () => {
    const demo = await openSolanaDemo(env)
    await connectSolana(demo)
    const { page, solanaWallet } = demo
    solanaWallet.mode('reject', { method: 'signMessage', once: true })
    await page.getByRole('button', { name: 'Sign on Solana' }).click()
    await expect.poll(() => page.getByTestId('solana-signature').textContent()).toBe('User rejected the request.')
    expect(await page.getByRole('button', { name: 'Sign on Solana' }).isEnabled()).toBe(true)
    await page.getByRole('button', { name: 'Sign on Solana' }).click()
    await expect.poll(() => page.getByTestId('solana-signature').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(solanaWallet.calls('signMessage').map((call) => call.outcome)).toEqual([4001, 'ok'])
  })

  it('SPEC §8: a rejected connect shows "Connection declined"; Try again connects', async () => {
    const demo = await openSolanaDemo(env)
    const { page, dialog, solanaWallet } = demo
    solanaWallet.mode('reject', { method: 'connect', once: true })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Connection declined')
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(solanaWallet.address)
    expect(solanaWallet.calls('connect').map((call) => call.outcome)).toEqual([4001, 'ok'])
  })

  it('SPEC §4 reconnect: after a reload the Solana account is restored by a silent connect, no prompt', async () => {
    const demo = await openSolanaDemo(env)
    await connectSolana(demo)
    const { page, solanaWallet } = demo
    solanaWallet.mode('reject') // a prompt now would fail the restore
    await page.reload()
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(solanaWallet.address)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(solanaWallet.calls('connect').map((call) => [call.params, call.outcome])).toEqual([
      [{ silent: false }, 'ok'],
      [{ silent: true }, 'ok'],
    ])
  })

  it('the wallet revoking the site (standard:events change, no accounts) disconnects the Solana account', async () => {
    const demo = await openSolanaDemo(env)
    await connectSolana(demo)
    const { page, solanaWallet } = demo
    await solanaWallet.revoke()
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe('—')
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  })
})
