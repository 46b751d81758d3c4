import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { sourceAliases } from './scripts/source-aliases.mjs'

export default defineConfig({
  // `portico/*` and `portico-devnet/*` resolve to source, as tsconfig.json's paths say.
  resolve: { alias: sourceAliases() },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/integration/**/*.test.ts'],
    environment: 'node',
    // One worker per core: vitest's default leaves one core free, which on this 2-core machine ran the files
    // one at a time (about 105 s; 65 to 72 s with two workers).
    maxWorkers: availableParallelism(),
    // A worker's files share the libraries they import (viem, React, the WalletConnect client): loaded once per
    // worker instead of once per file, which was over half the run. Our own modules and every vi.mock are
    // still fresh per file (vitest resets them between files), so no test sees another's state.
    isolate: false,
    globalSetup: ['test/devnet-contracts.setup.ts'],
    setupFiles: ['test/unit-setup.ts'],
    // As vi.waitFor's (test/unit-setup.ts): expect.poll's default of 1 s is no test's claim.
    expect: { poll: { timeout: 10_000 } },
    // WalletConnect core skips hosted telemetry/verify only under this flag (FACTS.md).
    env: { IS_VITEST: 'true' },
    testTimeout: 20000,
    hookTimeout: 30000,
  },
})
