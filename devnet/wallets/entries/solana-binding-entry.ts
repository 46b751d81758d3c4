/**
 * Page script for browser tests (bundled to an IIFE and injected with context.addInitScript): the Solana
 * page wallet, backed by a Playwright binding that the Node-side Solana test wallet answers.
 */
import type { BindingEnvelope } from '../binding-envelope'
import { ProviderRpcError } from '../page-provider'
import { createSolanaPageWallet, SOLANA_BINDING_NAME, SOLANA_PAGE_GLOBAL, type SolanaPageWalletConfig } from '../solana-page-wallet'

type BindingWindow = Window & Record<string, unknown>

export function install(config: SolanaPageWalletConfig): void {
  // Only the top document is a dapp; frames (the embedded wallet) get no wallet.
  if (window.top !== window) return
  const page = window as unknown as BindingWindow
  const call = page[SOLANA_BINDING_NAME] as (args: unknown) => Promise<BindingEnvelope>
  page[SOLANA_PAGE_GLOBAL] = createSolanaPageWallet(
    {
      async request(args) {
        const envelope = await call(args)
        if (!envelope.ok) throw new ProviderRpcError(envelope.error)
        return envelope.result
      },
    },
    config,
  )
}
