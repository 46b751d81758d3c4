/**
 * The wallets' page scripts as IIFE source, for `addInitScript` or a <script> tag. The published package ships
 * them prebuilt (dist/wallet-scripts/, written by devnet/build.mjs from WALLET_SCRIPTS); run from source, they
 * are bundled here with esbuild on first use (once per process), so the TypeScript stays the single truth.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

export const WALLET_SCRIPTS = {
  /** The EIP-6963 page provider answered through a Playwright binding. Global `PorticoBindingWallet`. */
  binding: { file: 'binding-entry.ts', globalName: 'PorticoBindingWallet' },
  /** The Wallet Standard Solana page wallet answered through a binding. Global `PorticoSolanaBindingWallet`. */
  'solana-binding': { file: 'solana-binding-entry.ts', globalName: 'PorticoSolanaBindingWallet' },
  /** The Polkadot page extension answered through a binding. Global `PorticoPolkadotBindingExtension`. */
  'polkadot-binding': { file: 'polkadot-binding-entry.ts', globalName: 'PorticoPolkadotBindingExtension' },
  /** The sats-connect Bitcoin provider answered through a binding. Global `PorticoBitcoinBindingWallet`. */
  'bitcoin-binding': { file: 'bitcoin-binding-entry.ts', globalName: 'PorticoBitcoinBindingWallet' },
  /** The four wallets living wholly in the page (any runner, a plain <script>). Global `PorticoTestWallets`. */
  'in-page': { file: 'in-page-entry.ts', globalName: 'PorticoTestWallets' },
  /** The EIP-6963 wallet alone, living wholly in the page. Global `PorticoTestWallet`. */
  'in-page-eip155': { file: 'in-page-eip155-entry.ts', globalName: 'PorticoTestWallet' },
} as const

export type WalletScript = keyof typeof WALLET_SCRIPTS

const cache = new Map<WalletScript, Promise<string>>()

/** The prebuilt script beside the built module (dist/wallet-scripts/), if this is the built package. */
async function prebuilt(script: WalletScript): Promise<string | undefined> {
  try {
    return await readFile(new URL(`./wallet-scripts/${script}.js`, import.meta.url), 'utf8')
  } catch {
    return undefined
  }
}

/** esbuild options of a wallet script: shared with the package build. */
export function walletScriptBuildOptions(script: WalletScript) {
  const entry = WALLET_SCRIPTS[script]
  return {
    entryPoints: [fileURLToPath(new URL(`./entries/${entry.file}`, import.meta.url))],
    bundle: true,
    format: 'iife' as const,
    globalName: entry.globalName,
    platform: 'browser' as const,
    target: 'es2022',
    minify: script === 'in-page' || script === 'in-page-eip155',
    logLevel: 'silent' as const,
  }
}

async function bundle(script: WalletScript): Promise<string> {
  const ready = await prebuilt(script)
  if (ready !== undefined) return ready
  // Only when run from source: the published package never loads esbuild.
  const { build } = await import('esbuild')
  const result = await build({ ...walletScriptBuildOptions(script), write: false })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`esbuild produced no output for the ${script} wallet script`)
  return output.text
}

/** The IIFE source of a wallet page script (cached per process). */
export function walletScript(script: WalletScript): Promise<string> {
  let pending = cache.get(script)
  if (!pending) {
    pending = bundle(script)
    pending.catch(() => cache.delete(script))
    cache.set(script, pending)
  }
  return pending
}
