/**
 * Type check only (tsc): the kit's fixtures extend Playwright Test's `test` as the package README shows, and
 * the fixtures reach a test typed. Portico's own suite runs on vitest, so nothing here runs.
 */
import { test as base, expect } from '@playwright/test'
import { fixtures, modalOf, pickWallet, TEST_WALLET_NAMES } from 'portico-devnet/playwright'

const test = base.extend(fixtures)
test.use({ walletOptions: { namespaces: ['eip155'] } })

export const readmeExample = () =>
  test('a rejected connect shows the modal’s message', async ({ page, wallets, devnet }) => {
    wallets.eip155?.mode('reject')
    await page.goto(devnet.urls.api)
    await pickWallet(page, TEST_WALLET_NAMES.eip155)
    await expect(modalOf(page).getByRole('alert')).toHaveText('Connection declined')
  })
