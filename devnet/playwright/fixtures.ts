/**
 * Fixtures for Playwright Test (`@playwright/test`, an optional peer: imported here for its types only):
 *
 *   import { test as base } from '@playwright/test'
 *   import { fixtures } from 'portico-devnet/playwright'
 *   export const test = base.extend(fixtures)
 *
 * `devnet` is one devnet per worker (started before the worker's first test, stopped after its last);
 * `wallets` installs the four test wallets on each test's browser context before its page loads.
 */
import type { Fixtures, PlaywrightTestArgs, PlaywrightWorkerArgs } from '@playwright/test'
import { startDevnet, type Devnet, type DevnetOptions } from 'portico-devnet'
import { installWallets, type InstallWalletsOptions, type TestWallets } from './wallets'

export interface DevnetWorkerFixtures {
  /** Options of the worker's devnet (`test.use({ devnetOptions: { walletCount: 20 } })`). */
  devnetOptions: DevnetOptions
  devnet: Devnet
}

export interface WalletTestFixtures {
  /** Which wallets and how (`test.use({ walletOptions: { namespaces: ['eip155'] } })`). */
  walletOptions: InstallWalletsOptions
  wallets: Partial<TestWallets>
}

export const fixtures: Fixtures<WalletTestFixtures, DevnetWorkerFixtures, PlaywrightTestArgs, PlaywrightWorkerArgs> = {
  devnetOptions: [{}, { scope: 'worker', option: true }],
  devnet: [
    async ({ devnetOptions }, use) => {
      const devnet = await startDevnet({ quiet: true, ...devnetOptions })
      try {
        await use(devnet)
      } finally {
        await devnet.stop()
      }
    },
    { scope: 'worker' },
  ],
  walletOptions: [{}, { option: true }],
  wallets: async ({ context, devnet, walletOptions }, use) => {
    await use(await installWallets(context, devnet, walletOptions))
  },
}
