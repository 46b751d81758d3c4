/**
 * Page script for browser tests (bundled to an IIFE and injected with
 * context.addInitScript): the shared page provider, backed by a Playwright
 * binding that the Node-side test wallet answers.
 */
import { BINDING_NAME, PAGE_PROVIDER_GLOBAL, type BindingEnvelope } from '../binding-envelope'
import { announceProvider, createPageProvider, ProviderRpcError, TEST_WALLET_INFO } from '../page-provider'

export interface BindingWalletPageConfig {
  uuid: string
  legacyInjected: boolean
}

type BindingWindow = Window & Record<string, unknown>

export function install(config: BindingWalletPageConfig): void {
  const page = window as unknown as BindingWindow
  // Only the top document is a dapp; frames (the embedded wallet) get no wallet.
  if (window.top !== window) return
  const call = page[BINDING_NAME] as (args: unknown) => Promise<BindingEnvelope>
  const provider = createPageProvider({
    async request(args) {
      const envelope = await call(args)
      if (!envelope.ok) throw new ProviderRpcError(envelope.error)
      return envelope.result
    },
  })
  page[PAGE_PROVIDER_GLOBAL] = provider
  if (config.legacyInjected) page.ethereum = provider
  announceProvider(window, { uuid: config.uuid, ...TEST_WALLET_INFO }, provider)
}
