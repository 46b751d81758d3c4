/**
 * The world most browser tests share: one devnet and the demo the run built once, served against it (its
 * in-page wallet off, so a test installs the wallet it needs). Everything
 * started is stopped by stop(), also when starting fails half-way.
 */
import { inject } from 'vitest'
import { serveDemo, type DemoServer } from '../../../demo/serve'
import { startDevnet, type Devnet } from 'portico-devnet'

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
  const distDir = builtDemo()
  let devnet: Devnet | undefined
  let demo: DemoServer | undefined
  const stop = async () => {
    await demo?.stop()
    await devnet?.stop()
  }
  try {
    devnet = await startDevnet({ quiet: true })
    demo = await serveDemo({ devnet, testWallet: false, distDir, debug: options.debug, solana: options.solana ?? false, bitcoin: options.bitcoin ?? false, polkadot: options.polkadot ?? false })
    return { devnet, demo, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The demo the browser run built once (global-setup.ts): served read-only by every demo server. */
export function builtDemo(): string {
  return inject('demoDist')
}
