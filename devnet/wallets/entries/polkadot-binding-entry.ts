/**
 * Page script for browser tests (bundled to an IIFE and injected with context.addInitScript): the Polkadot
 * page extension, backed by a Playwright binding that the Node-side Polkadot test extension answers.
 */
import type { BindingEnvelope } from '../binding-envelope'
import { ProviderRpcError } from '../page-provider'
import { injectPolkadotPageExtension, POLKADOT_BINDING_NAME, POLKADOT_PAGE_GLOBAL } from '../polkadot-page-extension'

type BindingWindow = Window & Record<string, unknown>

export function install(): void {
  // Only the top document is a dapp; frames (the embedded wallet) get no extension.
  if (window.top !== window) return
  const page = window as unknown as BindingWindow
  const call = page[POLKADOT_BINDING_NAME] as (args: unknown) => Promise<BindingEnvelope>
  page[POLKADOT_PAGE_GLOBAL] = injectPolkadotPageExtension({
    async request(args) {
      const envelope = await call(args)
      if (!envelope.ok) throw new ProviderRpcError(envelope.error)
      return envelope.result
    },
  })
}
