/**
 * The dev wallet page's script (page/wallet.ts with @reown/walletkit and viem). `process` is defined
 * with IS_VITEST 'true': @walletconnect/core then skips its hosted telemetry and verify calls, so the
 * page never leaves 127.0.0.1 (FACTS.md).
 */
import { pageBundle } from '../page-bundle'

export const walletScript = pageBundle('wallet', new URL('./page/wallet.ts', import.meta.url), {
  define: {
    process: JSON.stringify({ env: { IS_VITEST: 'true', NODE_ENV: 'production' } }),
    'process.env.NODE_ENV': '"production"',
    global: 'globalThis',
  },
})
