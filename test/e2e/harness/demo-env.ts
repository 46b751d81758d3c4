/**
 * The world most browser tests share: one devnet and the demo built into a folder of its own (its
 * in-page wallet off, so a test installs the wallet it needs) and served against it. Everything
 * started is stopped by stop(), also when starting fails half-way.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildDemo } from '../../../demo/build.mjs'
import { serveDemo, type DemoServer } from '../../../demo/serve'
import { startDevnet, type Devnet } from '../../../devnet'

export interface DemoEnv {
  devnet: Devnet
  demo: DemoServer
  stop(): Promise<void>
}

/**
 * `debug` makes the demo expose the frame bridge's counters (the embedded-wallet tests read them);
 * `solana` configures the devnet's Solana network in the demo, `bitcoin` Bitcoin Testnet, `polkadot` Polkadot and
 * Westend (all off by default: most suites are EVM-only).
 */
export async function startDemoEnv(options: { debug?: boolean; solana?: boolean; bitcoin?: boolean; polkadot?: boolean } = {}): Promise<DemoEnv> {
  const distDir = `${await mkdtemp(path.join(tmpdir(), 'portico-demo-'))}/`
  let devnet: Devnet | undefined
  let demo: DemoServer | undefined
  const stop = async () => {
    await demo?.stop()
    await devnet?.stop()
    await rm(distDir, { recursive: true, force: true })
  }
  try {
    await buildDemo({ outdir: distDir })
    devnet = await startDevnet({ quiet: true })
    demo = await serveDemo({ devnet, testWallet: false, distDir, debug: options.debug, solana: options.solana ?? false, bitcoin: options.bitcoin ?? false, polkadot: options.polkadot ?? false })
    return { devnet, demo, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
