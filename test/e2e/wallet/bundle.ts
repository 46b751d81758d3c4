/**
 * Bundles the page scripts of the test wallet with esbuild (Node only), so the
 * TypeScript sources are the single truth for both tests and the demo.
 */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const ENTRIES = {
  /** Tests: page provider answered through a Playwright binding. Global `PorticoBindingWallet`. */
  binding: { file: './entries/binding-entry.ts', globalName: 'PorticoBindingWallet' },
  /** Demo: the whole wallet in the page. Global `PorticoTestWallet`. */
  'in-page': { file: './entries/in-page-entry.ts', globalName: 'PorticoTestWallet' },
  /** Tests: the sats-connect Bitcoin provider answered through a Playwright binding. Global `PorticoBitcoinBindingWallet`. */
  'bitcoin-binding': { file: './entries/bitcoin-binding-entry.ts', globalName: 'PorticoBitcoinBindingWallet' },
} as const

export type WalletScript = keyof typeof ENTRIES

const cache = new Map<WalletScript, Promise<string>>()

async function bundle(script: WalletScript): Promise<string> {
  const entry = ENTRIES[script]
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry.file, import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: entry.globalName,
    platform: 'browser',
    target: 'es2022',
    minify: script === 'in-page',
    write: false,
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`esbuild produced no output for the ${script} wallet script`)
  return output.text
}

/** The IIFE source of a wallet page script (cached per process). */
export function walletScript(script: WalletScript): Promise<string> {
  let pending = cache.get(script)
  if (!pending) {
    pending = bundle(script)
    cache.set(script, pending)
  }
  return pending
}
