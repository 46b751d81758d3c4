/** Bundles the Solana test wallet's page script with esbuild (Node only), like bundle.ts does for the EIP-6963 wallet. */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

let pending: Promise<string> | undefined

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./entries/solana-binding-entry.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'PorticoSolanaBindingWallet',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild produced no output for the Solana wallet script')
  return output.text
}

/** The IIFE source of the Solana page wallet (cached per process); `PorticoSolanaBindingWallet.install(config)`. */
export function solanaWalletScript(): Promise<string> {
  pending ??= bundle()
  return pending
}
