/**
 * The bip122 (Bitcoin) chain adapter descriptor. Configuring it costs a few
 * hundred bytes; the adapter loads only when a Bitcoin network is configured,
 * and the sats-connect SDK only when a wallet is first asked something.
 *
 *   createModal({ networks: [mainnet, bitcoin], adapters: [eip155(), bip122()] })
 */
import type { AdapterDescriptor } from '../../kernel/plugin'

export function bip122(): AdapterDescriptor {
  // Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
  return {
    namespace: 'bip122',
    load: () =>
      import('./adapter').then(
        ({ createBip122Adapter }) => ({ create: (kernel) => createBip122Adapter({ networks: kernel.config?.networks }) }),
        // An optional peer the app has not installed: the adapter's own message names it (loaded only then).
        (cause: unknown) =>
          import('./messages').then(({ packageMissing }) => {
            throw packageMissing(cause)
          }),
      ),
  }
}
