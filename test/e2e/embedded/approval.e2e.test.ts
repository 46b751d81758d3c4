/**
 * SPEC §6 wallet-request approval for the embedded wallet, in Chromium: the
 * demo's sign and send forms wait in the ApproveTransaction view; reject is
 * 4001; an unknown method shows 'Action not allowed' and is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther, verifyMessage, type Address, type Hex } from 'viem'
import { freshEmail, loginWithEmail, openApp, startEmbeddedEnv, type AppPage, type EmbeddedEnv } from './embedded-env'

describe('embedded wallet: request approval (SPEC §6)', () => {
  let env: EmbeddedEnv
  let app: AppPage
  let address: Address

  beforeAll(async () => {
    env = await startEmbeddedEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  async function connected(allowConsoleErrors?: RegExp[]): Promise<AppPage> {
    app = await openApp(env, { allowConsoleErrors })
    await loginWithEmail(env, app, freshEmail('approve'))
    address = (await app.page.getByTestId('address').textContent()) as Address
    return app
  }

  it('SPEC §6 personal_sign waits for approval: reject answers 4001, approve returns a signature that verifies', async () => {
    const { page, dialog } = await connected()
    const message = 'Approve me, Portico'
    await page.getByRole('textbox', { name: 'Message' }).fill(message)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Approve Transaction')
    expect(await dialog.getByTestId('approve-method').textContent()).toBe('personal_sign')
    expect(await dialog.getByText(message).count()).toBe(1)
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => page.getByTestId('signature').textContent()).toMatch(/User rejected/)
    // Closing the modal without a decision rejects too.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await dialog.getByRole('button', { name: 'Approve' }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => page.getByTestId('signature').textContent()).toMatch(/User rejected/)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await dialog.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address, message, signature })).toBe(true)
  })

  it('SPEC §6 eth_sendTransaction after approval is mined on the devnet chain and the balance refreshes', async () => {
    const { page, dialog } = await connected()
    const client = createPublicClient({ transport: http(env.devnet.urls.rpc[1]) })
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
    const before = await client.getBalance({ address: to })
    await page.getByRole('textbox', { name: 'To' }).fill(to)
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.25')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => dialog.getByTestId('approve-method').textContent()).toBe('eth_sendTransaction')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('tx-hash').textContent(), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{64}$/)
    const hash = (await page.getByTestId('tx-hash').textContent()) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 30_000 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.25'))

    const after = Number(await client.getBalance({ address })) / 1e18
    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => dialog.getByRole('region', { name: 'Account' }).getByLabel('Balance').textContent(), { timeout: 15_000 }).toBe(`${after.toFixed(3)} ETH`)
  })

  it("SPEC §6/§8 an unknown method opens the modal, shows 'Action not allowed' and rejects with 'Requested RPC call is not allowed'", async () => {
    const { page, dialog } = await connected()
    const outcome = page.evaluate(async () => {
      const debug = (window as unknown as { __porticoDebug: { eip155Provider: { request(a: unknown): Promise<unknown> } } }).__porticoDebug
      const started = performance.now()
      try {
        await debug.eip155Provider.request({ method: 'eth_sign', params: [] })
        return { rejected: false, message: '', elapsed: performance.now() - started }
      } catch (error) {
        return { rejected: true, message: (error as Error).message, elapsed: performance.now() - started }
      }
    })
    await dialog.waitFor()
    await expect.poll(() => dialog.getByText('Action not allowed').count()).toBe(1)
    const result = await outcome
    expect(result.rejected).toBe(true)
    expect(result.message).toBe('Requested RPC call is not allowed')
    expect(result.elapsed).toBeGreaterThanOrEqual(300)
  })

  it("SPEC §8 the provider's own refusals carry wallet codes: no address for wallet_getCapabilities, a wallet_getCallsStatus the wallet refuses (5000), an unknown chain (32603)", async () => {
    // The secure site's page logs its 400 for the refused calls id (that refusal is what the test asks for).
    const { page, dialog } = await connected([/Failed to load resource: the server responded with a status of 400/])
    const outcomes = await page.evaluate(async () => {
      const debug = (window as unknown as { __porticoDebug: { eip155Provider: { request(a: unknown): Promise<unknown> } } }).__porticoDebug
      const attempt = (method: string, params: unknown) =>
        debug.eip155Provider.request({ method, params }).then(
          (result) => ({ result }),
          (error: { code?: unknown; message?: unknown; cause?: { code?: unknown } }) => ({ code: error.code, message: error.message, cause: error.cause?.code }),
        )
      return {
        capabilities: await attempt('wallet_getCapabilities', []),
        callsStatus: await attempt('wallet_getCallsStatus', ['not-a-calls-id']),
        switchChain: await attempt('wallet_switchEthereumChain', [{ chainId: '0x3e7' }]),
      }
    })
    expect(outcomes.capabilities).toEqual({ code: 5000, message: 'Missing address parameter in `wallet_getCapabilities` request', cause: 'CAPABILITIES_MISSING_ADDRESS' })
    // The secure site refuses a calls id that is no hex: that is the wallet's refusal.
    expect(outcomes.callsStatus).toEqual({ code: 5000, message: 'Fetching call status not approved by the wallet.', cause: 'CALL_STATUS_NOT_APPROVED' })
    expect(outcomes.switchChain).toEqual({ code: 32603, message: 'Unsupported chain', cause: 'UNSUPPORTED_CHAIN' })
    expect(await dialog.isVisible()).toBe(false) // none of them opened the modal
    expect(await page.getByTestId('address').textContent()).toBe(address) // still connected, on the same account
  })
})
