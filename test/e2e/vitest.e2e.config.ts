/**
 * Browser tests: Playwright (playwright-core) driving Debian's chromium.
 *   npx vitest run --config test/e2e/vitest.e2e.config.ts
 * One file per core at a time (two here): each file starts its own devnet and demo server on free loopback
 * ports, and every session is a browser context of its own on the run's one chromium (harness/browser.ts).
 */
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { sourceAliases } from '../../scripts/source-aliases.mjs'

export default defineConfig({
  // `portico/*` and `portico-devnet/*` resolve to source, as tsconfig.json's paths say.
  resolve: { alias: sourceAliases() },
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: availableParallelism(),
    // A worker's files share its module graph: the devnet, viem and the page bundles each worker builds once
    // (devnet/page-bundle.ts, test/e2e/wallet/bundle.ts) load and bundle once per worker instead of once per file.
    // No file keeps state in a shared module that another could see (each starts its own devnet and contexts).
    isolate: false,
    globalSetup: ['test/devnet-contracts.setup.ts', 'test/e2e/harness/global-setup.ts'],
    setupFiles: ['test/e2e/harness/setup.ts'],
    // WalletConnect core skips hosted telemetry/verify only under this flag (FACTS.md).
    env: { IS_VITEST: 'true' },
    // expect.poll's default of 1 s is no test's claim (a bound a test makes it sets itself, e.g. "within a
    // second" across tabs): with two files at once on two cores, a lazy chunk and a render can take longer.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
})
