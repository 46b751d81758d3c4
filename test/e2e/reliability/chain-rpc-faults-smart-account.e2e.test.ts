/**
 * Issue 25 item 2, chain RPC faults on a smart account: the devnet's ERC-4337 bundler faults one JSON-RPC method
 * (devnet/faults.ts, `rpcMethod`) while the embedded wallet's smart account sends through it. A user operation the
 * bundler refuses gives the app a clear error, moves nothing and leaves the modal usable; once the bundler answers,
 * the same send goes through, exactly once. A user operation whose receipt reads fail (5xx, a JSON-RPC error) is
 * never reported failed while the bundler mined it: the receipt is asked again and the app gets the hash, the value
 * moved once. What the chain holds is read from anvil itself.
 */
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FaultSpec } from 'portico-devnet'
import { recordFigure } from '../../reliability-figures'
import { freshEmail, loginWithEmail, openApp, startEmbeddedEnv, type EmbeddedEnv } from '../embedded/embedded-env'

const WHERE = 'test/e2e/reliability/chain-rpc-faults-smart-account.e2e.test.ts'

describe('chain RPC faults on a smart account: the bundler refuses a user operation, its receipt fails (demo + embedded wallet + devnet bundler)', () => {
  let env: EmbeddedEnv

  beforeAll(async () => {
    env = await startEmbeddedEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('eth_sendUserOperation answered with a JSON-RPC error: the app shows the error, nothing moved, the modal usable; then the send goes through once; its receipt answering 5xx and an error: the hash, never a failure, moved once', async () => {
    const app = await openApp(env, { allowConsoleErrors: [/status of 5\d\d/] })
    const { page, dialog } = app
    await loginWithEmail(env, app, freshEmail('smart-fault'))
    const eoa = await page.getByTestId('address').textContent()
    const chain = createPublicClient({ transport: http(env.devnet.chains[1]?.nodeUrl) })

    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Account type' }).click()
    await dialog.getByRole('button', { name: 'Smart account' }).click()
    await expect.poll(() => page.getByTestId('address').textContent(), { timeout: 30_000 }).not.toBe(eoa)
    const smart = (await page.getByTestId('address').textContent()) as Address
    await page.keyboard.press('Escape')

    const to = privateKeyToAccount(generatePrivateKey()).address
    const refusal: FaultSpec = { rpcMethod: 'eth_sendUserOperation', mode: 'rpc-error', rpcError: { code: -32500, message: 'AA21 did not pay prefund (devnet fault)' }, count: 1 }
    env.devnet.faults.add(refusal)
    const result = page.getByTestId('tx-hash')
    const send = async () => {
      await page.getByRole('textbox', { name: 'To' }).fill(to)
      await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.25')
      await page.getByRole('button', { name: 'Send' }).click()
      await expect.poll(() => dialog.getByTestId('approve-method').textContent()).toBe('eth_sendTransaction')
      await dialog.getByRole('button', { name: 'Approve' }).click()
    }
    await send()
    await expect.poll(() => result.getAttribute('class'), { timeout: 30_000 }).toBe('result error')
    expect(await result.textContent()).toMatch(/AA21 did not pay prefund/)
    expect(env.devnet.faults.list()).toEqual([])
    expect(await chain.getBalance({ address: to })).toBe(0n)
    expect(await chain.getCode({ address: smart })).toBeUndefined()

    // The modal is still usable: Account opens on the smart account.
    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Account')
    await page.keyboard.press('Escape')

    await send()
    await expect.poll(() => result.textContent(), { timeout: 60_000 }).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await chain.getBalance({ address: to })).toBe(parseEther('0.25'))
    expect(await chain.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)

    // The receipt of the next one: four 5xx (the bundler client's 3 retries), then a JSON-RPC error; mined meanwhile.
    const receiptFaults: FaultSpec[] = [
      { rpcMethod: 'eth_getUserOperationReceipt', mode: '500', count: 4 },
      { rpcMethod: 'eth_getUserOperationReceipt', mode: 'rpc-error', rpcError: { code: -32000, message: 'bundler busy (devnet fault)' }, count: 1 },
    ]
    env.devnet.faults.add(...receiptFaults)
    const first = await result.textContent()
    await send()
    await expect.poll(() => result.textContent(), { timeout: 60_000 }).not.toBe(first)
    await expect.poll(() => result.textContent(), { timeout: 60_000 }).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await result.getAttribute('class')).toBe('result')
    expect(env.devnet.faults.list()).toEqual([])
    expect(await chain.getBalance({ address: to })).toBe(parseEther('0.5'))
    recordFigure('faults injected', [refusal, ...receiptFaults].reduce((sum, fault) => sum + (fault.count ?? 1), 0), WHERE)
  })
})
