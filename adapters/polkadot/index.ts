/**
 * The polkadot chain adapter descriptor. Configuring it costs a few hundred
 * bytes; @polkadot/extension-dapp and the wallet logic load on first use, and
 * only when a Polkadot network is configured.
 *
 *   createModal({ networks: [mainnet, polkadot], adapters: [eip155(), polkadot()] })
 */
import type { AdapterDescriptor } from '../../kernel/plugin'

export interface PolkadotOptions {
  /** The name extensions show when they ask to allow this site (web3Enable). Default: `metadata.name`, else the page's host. */
  appName?: string
}

export function polkadot(options: PolkadotOptions = {}): AdapterDescriptor {
  // Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
  return {
    namespace: 'polkadot',
    load: () =>
      import('./adapter').then(
        ({ createPolkadotAdapter }) => ({
          create: (kernel) =>
            createPolkadotAdapter({ appName: options.appName || kernel.config?.metadata?.name || globalThis.location?.host || 'Portico' }, { networks: kernel.config?.networks }),
        }),
        // An optional peer the app has not installed: the adapter's own message names it (loaded only then).
        (cause: unknown) =>
          import('./messages').then(({ packageMissing }) => {
            throw packageMissing(cause)
          }),
      ),
  }
}
