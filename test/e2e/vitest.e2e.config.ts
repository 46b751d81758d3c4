/**
 * Browser tests: Playwright (playwright-core) driving Debian's chromium.
 *   npx vitest run --config test/e2e/vitest.e2e.config.ts
 * One file at a time: each launches a browser and often a devnet.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['test/devnet-contracts.setup.ts', 'test/e2e/harness/global-setup.ts'],
    // WalletConnect core skips hosted telemetry/verify only under this flag (FACTS.md).
    env: { IS_VITEST: 'true' },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
})
