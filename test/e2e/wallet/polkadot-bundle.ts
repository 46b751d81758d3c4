/** Bundles the Polkadot test extension's page script with esbuild (Node only), like solana-bundle.ts does for its wallet. */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

let pending: Promise<string> | undefined

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./entries/polkadot-binding-entry.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'PorticoPolkadotBindingExtension',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild produced no output for the Polkadot extension script')
  return output.text
}

/** The IIFE source of the Polkadot page extension (cached per process); `PorticoPolkadotBindingExtension.install()`. */
export function polkadotExtensionScript(): Promise<string> {
  pending ??= bundle()
  return pending
}
