import { defineConfig } from '@playwright/test'

const port = Number(process.env.PORT ?? 4173)

export default defineConfig({
  testDir: 'tests',
  // One worker, so every test shares its devnet (portico-devnet's `devnet` fixture starts one per worker).
  workers: 1,
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // A system Chromium instead of Playwright's own download: CHROMIUM_PATH=/usr/bin/chromium npm test
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || undefined },
    trace: 'retain-on-failure',
  },
  // The production build, as users get it. The devnet is not started here: each worker starts its own.
  webServer: {
    command: `npm run build:devnet && npm run preview -- --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
})
