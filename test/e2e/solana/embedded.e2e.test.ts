/**
 * Solana in the embedded wallet, in Chromium (SPEC §9: the auth connector's
 * chains are eip155 and solana): switch to the devnet's Solana network, log in
 * by email, and the account is the user's Solana key held by the secure site.
 * Solana signing waits for the approval of SPEC §6; the test verifies the
 * ed25519 signature, and a signed-and-sent transaction lands on the devnet. Send
 * moves SOL and an SPL token the solana adapter builds, which the frame signs and
 * sends after approval.
 */
import { base64 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solTransferTransaction } from '../../../adapters/solana/compiler'
import { approveDevice, enterOtp, freshEmail, nextOtp, openApp, REFUSED_STEP_LOG, type AppPage } from '../embedded/embedded-env'
import type { DemoEnv } from '../modal/demo-env'
import { freshSolanaAddress, fundTokens, lamportsOf, sendFromForm, SOLANA_NETWORK_NAME, solanaRpc, solDisplay, startSolanaDemoEnv, tokenUnitsOf, verifySolanaSignature } from './env'

describe('embedded wallet on Solana (email login, SPEC §6 approval)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startSolanaDemoEnv({ debug: true })
  })
  afterAll(async () => {
    await env?.stop()
  })

  /** Networks → Solana (switching namespace: Connect follows) → Email → device approval → code. */
  async function loginOnSolana(): Promise<{ app: AppPage; address: string }> {
    const app = await openApp(env, { allowConsoleErrors: [REFUSED_STEP_LOG] })
    const { page, dialog } = app
    const email = freshEmail('solana')
    await page.getByRole('button', { name: 'Network: Ethereum' }).click()
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: SOLANA_NETWORK_NAME }).click()
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Connect Wallet')
    const known = env.devnet.secureSite.inbox(email).length
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const codeStep = dialog.getByLabel(/Enter the 6-digit code/)
    const deviceStep = dialog.getByText(/Check your inbox to approve this device/)
    await codeStep.or(deviceStep).first().waitFor({ timeout: 60_000 })
    if (await deviceStep.isVisible()) {
      await approveDevice(env, email)
      await codeStep.waitFor({ timeout: 60_000 })
    }
    await enterOtp(app, await nextOtp(env, email, known))
    await expect.poll(() => page.getByTestId('address-solana').textContent(), { timeout: 60_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    return { app, address: (await page.getByTestId('address-solana').textContent()) as string }
  }

  it('SPEC §9 auth chains: an email login on the Solana network connects the user’s Solana account, funded on the devnet', async () => {
    const { app, address } = await loginOnSolana()
    const { page, dialog } = app
    expect(await page.getByTestId('address-eip155').textContent()).toBe('—')
    expect(await page.getByTestId('network').textContent()).toBe(`${SOLANA_NETWORK_NAME} (${env.devnet.solana.caipNetworkId})`)
    const lamports = await lamportsOf(env.devnet, address)
    expect(lamports).toBe(10_000_000_000n)
    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => dialog.getByRole('region', { name: 'Account' }).getByLabel('Balance').textContent()).toBe(solDisplay(lamports))
  })

  it('SPEC §6 solana_signMessage waits for approval: reject answers 4001, approve returns a signature that verifies', async () => {
    const { app, address } = await loginOnSolana()
    const { page, dialog } = app
    const message = 'Approve me on Solana, Portico'
    await page.getByRole('textbox', { name: 'Solana message' }).fill(message)

    await page.getByRole('button', { name: 'Sign on Solana' }).click()
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Approve Transaction')
    expect(await dialog.getByTestId('approve-method').textContent()).toBe('solana_signMessage')
    expect(await dialog.getByText(message).count()).toBe(1)
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => page.getByTestId('solana-signature').textContent()).toMatch(/User rejected/)

    await page.getByRole('button', { name: 'Sign on Solana' }).click()
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('solana-signature').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    const signature = (await page.getByTestId('solana-signature').textContent()) as string
    expect(verifySolanaSignature(address, new TextEncoder().encode(message), signature)).toBe(true)
  })

  it('SPEC §6 solana_signAndSendTransaction after approval lands on the devnet and moves exactly its amount', async () => {
    const { app, address } = await loginOnSolana()
    const { page, dialog } = app
    const to = env.devnet.solana.accounts[3]!.address
    const before = await lamportsOf(env.devnet, to)
    const { value } = await solanaRpc<{ value: { blockhash: string } }>(env.devnet, 'getLatestBlockhash')
    const transaction = base64.encode(solTransferTransaction({ from: address, to, lamports: 123_456_789n, blockhash: value.blockhash }))
    const sending = page.evaluate(async (transaction) => {
      const { modal } = (window as unknown as { __porticoDebug: { modal: { getProvider(ns: string): { request(a: unknown): Promise<unknown> } } } }).__porticoDebug
      return modal.getProvider('solana').request({ method: 'solana_signAndSendTransaction', params: { transaction } })
    }, transaction)
    await expect.poll(() => dialog.getByTestId('approve-method').textContent()).toBe('solana_signAndSendTransaction')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    const { signature } = (await sending) as { signature: string }
    const { value: statuses } = await solanaRpc<{ value: Array<{ err: unknown } | null> }>(env.devnet, 'getSignatureStatuses', [[signature]])
    expect(statuses[0]).toMatchObject({ err: null })
    expect(await lamportsOf(env.devnet, to)).toBe(before + 123_456_789n)
  })

  it('SPEC §4/§6 Send through the embedded wallet: 1.5 SOL and 2 USDC (SPL) the solana adapter builds, each approved, reach a fresh address exactly', async () => {
    const { app, address } = await loginOnSolana()
    const { page, dialog } = app
    const mint = env.devnet.solana.tokens.find((token) => token.symbol === 'USDC')?.mint as string
    await fundTokens(env.devnet, address, mint, 5_000_000n)
    const receiver = freshSolanaAddress()
    const before = await lamportsOf(env.devnet, address)
    const heading = () => dialog.getByRole('heading', { level: 2 }).textContent()
    const toast = page.locator('portico-modal').locator('.pt-toast')
    const approve = async () => {
      await expect.poll(() => dialog.getByTestId('approve-method').textContent()).toBe('solana_signAndSendTransaction')
      await dialog.getByRole('button', { name: 'Approve' }).click()
    }
    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(heading).toBe('Account')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    // The send plugin loads on this first use.
    await expect.poll(heading, { timeout: 10_000 }).toBe('Send')
    await sendFromForm(dialog, 'SOL', '1.5', receiver)
    await approve()
    await expect.poll(() => toast.textContent()).toBe('Transaction started')
    await expect.poll(() => lamportsOf(env.devnet, receiver)).toBe(1_500_000_000n)
    // The sender paid the amount and the network's fee, nothing else.
    expect(before - (await lamportsOf(env.devnet, address)) - 1_500_000_000n).toBeLessThan(100_000n)

    // Approving closed the modal. The send dropped the balance caches: the tokens the account got meanwhile are listed.
    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(heading).toBe('Account')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await sendFromForm(dialog, 'USDC', '2', receiver)
    await approve()
    await expect.poll(() => tokenUnitsOf(env.devnet, receiver, mint)).toBe(2_000_000n)
    expect(await tokenUnitsOf(env.devnet, address, mint)).toBe(3_000_000n)
  })
})
