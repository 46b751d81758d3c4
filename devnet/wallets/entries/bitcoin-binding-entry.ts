/**
 * Page script for browser tests (bundled to an IIFE and injected with context.addInitScript): the Bitcoin
 * page provider, backed by a Playwright binding that the Node-side Bitcoin test wallet answers.
 */
import type { BindingEnvelope } from '../binding-envelope'
import { BITCOIN_BINDING_NAME, BITCOIN_PAGE_GLOBAL, createBitcoinPageWallet } from '../bitcoin-page-provider'

type BindingWindow = Window & Record<string, unknown>

export function install(): void {
  // Only the top document is a dapp; frames (the embedded wallet) get no wallet.
  if (window.top !== window) return
  const page = window as unknown as BindingWindow
  const call = page[BITCOIN_BINDING_NAME] as (args: unknown) => Promise<BindingEnvelope>
  page[BITCOIN_PAGE_GLOBAL] = createBitcoinPageWallet({
    async request(args) {
      const envelope = await call(args)
      if (!envelope.ok) throw envelope.error
      return envelope.result
    },
  })
}
