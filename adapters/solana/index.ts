/**
 * The solana chain adapter descriptor. Configuring it costs a few hundred
 * bytes; Wallet Standard discovery and the wallet logic load on first use,
 * and only when a Solana network is configured.
 *
 *   createModal({ networks: [mainnet, solana], adapters: [eip155(), solana()] })
 */
import type { AdapterDescriptor } from '../../kernel/plugin'

export interface SolanaOptions {
  /** How long connect/reconnect wait for a wallet that has not registered yet, in ms. Default 500. */
  registerWaitMs?: number
}

export function solana(options: SolanaOptions = {}): AdapterDescriptor {
  // Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
  return {
    namespace: 'solana',
    capabilities: ['transfers'],
    load: () =>
      import('./adapter').then(
        ({ createSolanaAdapter }) => ({ create: (kernel) => createSolanaAdapter(options, { networks: kernel.config?.networks }) }),
        // An optional peer the app has not installed: the adapter's own message names it (loaded only then).
        (cause: unknown) =>
          import('./messages').then(({ packageMissing }) => {
            throw packageMissing(cause)
          }),
      ),
  }
}
