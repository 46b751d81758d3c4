/**
 * The eip155 (EVM) chain adapter descriptor. Configuring it costs a few hundred
 * bytes; discovery, viem helpers and the wallet logic load on first use.
 *
 *   createModal({ adapters: [eip155()] })
 */
import type { AdapterDescriptor } from '../../kernel/plugin'

export interface Eip155Options {
  /** Offer the legacy `window.ethereum` provider as an INJECTED connector when no wallet announced it. Default true. */
  legacyInjected?: boolean
  /** How long connect/reconnect wait for a wallet that has not announced itself yet, in ms. Default 500. */
  announceWaitMs?: number
}

export function eip155(options: Eip155Options = {}): AdapterDescriptor {
  // Type imports only from kernel/plugin: a descriptor's runtime imports would join the page's first chunk.
  return {
    namespace: 'eip155',
    capabilities: ['transfers', 'calls'],
    load: () =>
      import('./adapter').then(({ createEip155Adapter, kernelEnvironment }) => ({
        create: (kernel) => createEip155Adapter(options, kernelEnvironment(kernel)),
      })),
  }
}
