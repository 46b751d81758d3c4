/**
 * Finds browser wallets: EIP-6963 announcements plus the legacy `window.ethereum`.
 * One entry per wallet: announcements are keyed by rdns (by name when a wallet
 * omits rdns), and the legacy provider is dropped when a wallet already announced it.
 */
import * as z from 'zod/mini'
import { waitUntilFound, type Connector } from '../../kernel/plugin'
import { isEip1193Provider, type Eip1193Provider } from './eip1193'

export interface DiscoveredWallet {
  connector: Connector
  provider: Eip1193Provider
}

/** The part of `window` discovery needs; a plain EventTarget in tests. */
export interface DiscoveryTarget extends EventTarget {
  ethereum?: unknown
}

export interface WalletDiscovery {
  wallets(): DiscoveredWallet[]
  find(connectorId: string): DiscoveredWallet | undefined
  /** Resolve once the wallet is known, or undefined after `timeoutMs` (wallets may announce late). */
  waitFor(connectorId: string, timeoutMs: number): Promise<DiscoveredWallet | undefined>
  subscribe(listener: (wallets: DiscoveredWallet[]) => void): () => void
  stop(): void
}

export const LEGACY_INJECTED_ID = 'injected'
const LEGACY_INJECTED_NAME = 'Browser Wallet'

const announcementSchema = z.object({
  info: z.object({
    uuid: z.string(),
    name: z.string().check(z.minLength(1)),
    icon: z.string(),
    rdns: z.optional(z.string().check(z.minLength(1))),
  }),
  provider: z.custom<Eip1193Provider>(isEip1193Provider),
})

/** EIP-6963 icons are data URIs; anything else (a remote URL) is dropped rather than fetched. */
function safeIcon(icon: string): string | undefined {
  return icon.startsWith('data:image/') ? icon : undefined
}

function announcedWallet(detail: unknown): DiscoveredWallet | undefined {
  const parsed = announcementSchema.safeParse(detail)
  if (!parsed.success) return undefined
  const { info, provider } = parsed.data
  const imageUrl = safeIcon(info.icon)
  const connector: Connector = {
    id: info.rdns ?? info.name,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    ...(imageUrl ? { imageUrl } : {}),
    ...(info.rdns ? { info: { rdns: info.rdns } } : {}),
  }
  return { connector, provider }
}

export function startWalletDiscovery(target: DiscoveryTarget, options: { legacyInjected: boolean }): WalletDiscovery {
  const announced = new Map<string, DiscoveredWallet>()
  const listeners = new Set<(wallets: DiscoveredWallet[]) => void>()
  const legacy = options.legacyInjected && isEip1193Provider(target.ethereum) ? target.ethereum : undefined

  function wallets(): DiscoveredWallet[] {
    const list = [...announced.values()]
    if (legacy && !list.some((wallet) => wallet.provider === legacy)) {
      list.push({ connector: { id: LEGACY_INJECTED_ID, name: LEGACY_INJECTED_NAME, type: 'INJECTED', chain: 'eip155' }, provider: legacy })
    }
    return list
  }

  function onAnnounce(event: Event): void {
    const wallet = announcedWallet((event as CustomEvent<unknown>).detail)
    if (!wallet) return
    // A re-announcement replaces the entry in place, keeping the list order stable.
    announced.set(wallet.connector.id, wallet)
    const current = wallets()
    for (const listener of listeners) listener(current)
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))

  const find = (connectorId: string) => wallets().find((wallet) => wallet.connector.id === connectorId)

  function subscribe(listener: (wallets: DiscoveredWallet[]) => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  return {
    wallets,
    find,
    waitFor: (connectorId, timeoutMs) => waitUntilFound(() => find(connectorId), subscribe, timeoutMs),
    subscribe,
    stop() {
      target.removeEventListener('eip6963:announceProvider', onAnnounce)
      listeners.clear()
    },
  }
}
