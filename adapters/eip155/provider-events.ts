/**
 * Maps a wallet's EIP-1193 events to the kernel's AdapterEvent.
 * An empty accountsChanged means the wallet disconnected this site (EIP-1193),
 * so it becomes a `disconnect` event.
 */
import type { AdapterEvent } from '../../kernel/plugin'
import type { Eip1193Provider } from './eip1193'
import { accountsSchema, parseChainId } from './wallet-responses'

/** EIP-1193 1013: the wallet lost its own chain connection, not the site's. */
const CHAIN_DISCONNECTED = 1013

export function watchProviderEvents(provider: Eip1193Provider, emit: (event: AdapterEvent) => void): () => void {
  const onAccountsChanged = (accounts: unknown) => {
    const parsed = accountsSchema.safeParse(accounts)
    if (!parsed.success) return
    emit(parsed.data.length === 0 ? { type: 'disconnect' } : { type: 'accountsChanged', accounts: parsed.data })
  }
  const onChainChanged = (chainId: unknown) => {
    try {
      emit({ type: 'chainChanged', chainId: parseChainId(chainId, 'chainChanged') })
    } catch {
      // A malformed chain id from the wallet is ignored rather than propagated as state.
    }
  }
  const onDisconnect = (error: unknown) => {
    if ((error as { code?: unknown } | undefined)?.code === CHAIN_DISCONNECTED) return
    emit({ type: 'disconnect' })
  }

  const handlers: Array<[string, (value: unknown) => void]> = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', onDisconnect],
  ]
  for (const [event, handler] of handlers) provider.on?.(event, handler)
  return () => {
    for (const [event, handler] of handlers) provider.removeListener?.(event, handler)
  }
}
