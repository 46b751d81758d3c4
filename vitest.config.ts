import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/devnet-contracts.setup.ts'],
    // WalletConnect core skips hosted telemetry/verify only under this flag (FACTS.md).
    env: { IS_VITEST: 'true' },
    testTimeout: 20000,
    hookTimeout: 30000,
  },
})
