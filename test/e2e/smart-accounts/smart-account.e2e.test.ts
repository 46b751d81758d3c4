/**
 * Smart accounts of the embedded wallet in Chromium (SPEC §6 eoa / smartAccount): after an email login, the
 * Account view's 'Account type' switches to the user's SimpleAccount (a different address, counterfactual until
 * its first user operation); a native send from it is a user operation the devnet bundler mines, which deploys
 * it (code on chain) and moves the value; the shown balance follows the account; switching back shows the EOA.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, formatEther, http, isAddressEqual, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { ResolvedTheme } from 'portico'
import { runAxe, screenshot } from '../harness'
import { freshEmail, loginWithEmail, openApp, startEmbeddedEnv, type AppPage, type EmbeddedEnv } from '../embedded/embedded-env'

async function checkView({ page, dialog }: AppPage, view: string, theme: ResolvedTheme): Promise<void> {
  await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Account type')
  await expect.poll(() => dialog.locator('[aria-busy="true"]').count()).toBe(0)
  expect(await page.locator('portico-modal').locator('.pt-root').getAttribute('data-theme')).toBe(theme)
  await screenshot(page, `${view}-${theme}`)
  expect(await runAxe(page), `${view} (${theme})`).toEqual([])
}

describe('embedded wallet: EOA / smart account on the devnet ERC-4337 stack', () => {
  let env: EmbeddedEnv

  beforeAll(async () => {
    env = await startEmbeddedEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`switch to the smart account, send from it through the bundler, switch back to the EOA (${theme})`, async () => {
      const app = await openApp(env)
      const { page, dialog } = app
      if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
      await loginWithEmail(env, app, freshEmail(`smart-${theme}`))
      const eoa = (await page.getByTestId('address').textContent()) as Address
      const client = createPublicClient({ transport: http(env.devnet.urls.rpc[1]) })

      await page.getByRole('button', { name: /^Account / }).click()
      await dialog.getByRole('button', { name: 'Account type' }).click()
      await dialog.getByRole('group', { name: 'Account type' }).waitFor()
      await checkView(app, 'AccountType', theme)
      expect(await dialog.getByRole('button', { name: 'EOA' }).getAttribute('aria-pressed')).toBe('true')

      await dialog.getByRole('button', { name: 'Smart account' }).click()
      await expect.poll(() => page.getByTestId('address').textContent(), { timeout: 30_000 }).not.toBe(eoa)
      const smart = (await page.getByTestId('address').textContent()) as Address
      expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(await client.getCode({ address: smart })).toBeUndefined() // counterfactual until its first user operation
      await expect.poll(() => dialog.getByRole('button', { name: 'Smart account' }).getAttribute('aria-pressed')).toBe('true')
      await checkView(app, 'AccountType-smart', theme)

      // A native send from it: approved in the modal, sent as a user operation, mined by the bundler.
      await page.keyboard.press('Escape')
      const to = privateKeyToAccount(generatePrivateKey()).address
      await page.getByRole('textbox', { name: 'To' }).fill(to)
      await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.25')
      await page.getByRole('button', { name: 'Send' }).click()
      await expect.poll(() => dialog.getByTestId('approve-method').textContent()).toBe('eth_sendTransaction')
      await dialog.getByRole('button', { name: 'Approve' }).click()
      await expect.poll(() => page.getByTestId('tx-hash').textContent(), { timeout: 60_000 }).toMatch(/^0x[0-9a-f]{64}$/)
      const receipt = await client.getTransactionReceipt({ hash: (await page.getByTestId('tx-hash').textContent()) as Hex })
      expect(isAddressEqual(receipt.to as Address, env.devnet.chains[1]?.aa.entryPoint as Address)).toBe(true) // handleOps
      expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
      expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)

      // The Account view shows the smart account's balance.
      const balance = Number(formatEther(await client.getBalance({ address: smart }))).toFixed(3)
      await page.getByRole('button', { name: /^Account / }).click()
      const account = dialog.getByRole('region', { name: 'Account' })
      await expect.poll(() => account.getByLabel('Balance').textContent(), { timeout: 15_000 }).toBe(`${balance} ETH`)

      // Back to the EOA.
      await dialog.getByRole('button', { name: 'Account type' }).click()
      await dialog.getByRole('button', { name: 'EOA' }).click()
      await expect.poll(() => page.getByTestId('address').textContent(), { timeout: 30_000 }).toBe(eoa)
    })
  }
})
