/**
 * Bundles the dev wallet page's script (page/wallet.ts with @reown/walletkit
 * and viem) with esbuild, once per process. `process` is defined with
 * IS_VITEST 'true': @walletconnect/core then skips its hosted telemetry and
 * verify calls, so the page never leaves 127.0.0.1 (FACTS.md).
 */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

let bundle: Promise<string> | undefined

export function walletScript(): Promise<string> {
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./page/wallet.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: {
      process: JSON.stringify({ env: { IS_VITEST: 'true', NODE_ENV: 'production' } }),
      'process.env.NODE_ENV': '"production"',
      global: 'globalThis',
    },
    logLevel: 'error',
  }).then((result) => result.outputFiles[0]?.text ?? '')
  bundle.catch(() => (bundle = undefined))
  return bundle
}
