import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { CACHES, RECENT_WALLETS_KEPT, STORAGE_ENTRIES, connectorIdKey, createStorage } from '../../../kernel/storage'

/** A Web Storage double with the real interface (happy-dom's is not loaded in node tests). */
class MemoryLocalStorage implements Storage {
  private map = new Map<string, string>()
  get length() { return this.map.size }
  clear() { this.map.clear() }
  getItem(key: string) { return this.map.get(key) ?? null }
  key(index: number) { return [...this.map.keys()][index] ?? null }
  removeItem(key: string) { this.map.delete(key) }
  setItem(key: string, value: string) { this.map.set(key, String(value)) }
}

let db = 0
const fresh = (local: Storage | undefined = new MemoryLocalStorage(), onError = vi.fn(), now?: () => number) =>
  ({ local, onError, storage: createStorage({ localStorage: local, onError, dbName: `portico-test-${db++}`, now }) })

describe('kernel/storage', () => {
  it("SPEC §3: key names follow the incumbent, embedded-wallet keys carry '@appkit-wallet/'", () => {
    expect(STORAGE_ENTRIES.walletId.key).toBe('@appkit/wallet_id')
    expect(STORAGE_ENTRIES.activeCaipNetworkId.key).toBe('@appkit/active_caip_network_id')
    expect(STORAGE_ENTRIES.recentWallets.key).toBe('@appkit/recent_wallets')
    expect(STORAGE_ENTRIES.email.key).toBe('@appkit-wallet/EMAIL')
    expect(STORAGE_ENTRIES.emailLoginUsed.key).toBe('@appkit-wallet/EMAIL_LOGIN_USED_KEY')
    expect(STORAGE_ENTRIES.lastEmailLoginTime.key).toBe('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')
    expect(STORAGE_ENTRIES.lastUsedChain.key).toBe('@appkit-wallet/LAST_USED_CHAIN_KEY')
    expect(STORAGE_ENTRIES.socialUsername.key).toBe('@appkit-wallet/SOCIAL_USERNAME')
    expect(connectorIdKey('eip155')).toBe('@appkit/eip155:connected_connector_id')
    expect(CACHES.identity.key).toBe('@appkit/identity_cache')
  })

  it('SPEC §3: typed values round-trip in the formats the frame reads', () => {
    const { local, storage } = fresh()
    storage.set('walletId', 'metamask')
    storage.set('emailLoginUsed', true)
    storage.set('lastEmailLoginTime', 1700000000000)
    storage.set('activeNamespace', 'solana')
    expect(local.getItem('@appkit/wallet_id')).toBe('metamask')
    expect(local.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBe('true')
    expect(local.getItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')).toBe('1700000000000')
    expect(storage.get('walletId')).toBe('metamask')
    expect(storage.get('emailLoginUsed')).toBe(true)
    expect(storage.get('lastEmailLoginTime')).toBe(1700000000000)
    expect(storage.get('activeNamespace')).toBe('solana')
    storage.remove('walletId')
    expect(storage.get('walletId')).toBeUndefined()
  })

  it('DESIGN boundaries: flags, account types and ids keep their rules', () => {
    const { local, storage, onError } = fresh()
    local.setItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY', 'false')
    local.setItem('@appkit/preferred_account_types', JSON.stringify({ eip155: 'eoa', cosmos: 'eoa' }))
    local.setItem('@appkit/wallet_id', '')
    expect(storage.get('emailLoginUsed')).toBeUndefined()
    expect(storage.get('preferredAccountTypes')).toBeUndefined()
    expect(storage.get('walletId')).toBeUndefined()
    expect(onError).toHaveBeenCalledTimes(3)
    storage.set('preferredAccountTypes', { eip155: 'smartAccount', solana: 'eoa' })
    expect(storage.getPreferredAccountType('eip155')).toBe('smartAccount')
  })

  it('DESIGN boundaries: a corrupt or foreign value is removed and reported, never thrown', () => {
    const { local, storage, onError } = fresh()
    local.setItem('@appkit/recent_wallets', '{not json')
    local.setItem('@appkit/active_namespace', 'cosmos')
    expect(storage.get('recentWallets')).toBeUndefined()
    expect(storage.get('activeNamespace')).toBeUndefined()
    expect(local.getItem('@appkit/recent_wallets')).toBeNull()
    expect(local.getItem('@appkit/active_namespace')).toBeNull()
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('SPEC §5 social providers: a stored connected social outside the list is removed, a listed one is kept', () => {
    const { local, storage } = fresh()
    for (const foreign of ['myspace', '{"provider":"google"}', 'x'.repeat(500_000)]) {
      local.setItem('@appkit/connected_social', foreign)
      expect(storage.get('connectedSocial')).toBeUndefined()
      expect(local.getItem('@appkit/connected_social')).toBeNull()
    }
    for (const provider of ['google', 'farcaster', 'telegram']) {
      storage.set('connectedSocial', provider)
      expect(storage.get('connectedSocial')).toBe(provider)
    }
  })

  it('SPEC §9: recent wallets kept: 2, most recent first, no duplicates', () => {
    const { storage } = fresh()
    expect(RECENT_WALLETS_KEPT).toBe(2)
    storage.addRecentWallet({ id: 'a', name: 'A' })
    storage.addRecentWallet({ id: 'b', name: 'B' })
    storage.addRecentWallet({ id: 'a', name: 'A' })
    storage.addRecentWallet({ id: 'c', name: 'C' })
    expect(storage.get('recentWallets')?.map((wallet) => wallet.id)).toEqual(['c', 'a'])
  })

  it('SPEC §4: connector ids per namespace', () => {
    const { storage } = fresh()
    storage.setConnectorId('solana', 'phantom')
    storage.setConnectorId('eip155', 'injected')
    expect(storage.connectedNamespaces()).toEqual(['eip155', 'solana'])
    storage.removeConnectorId('solana')
    expect(storage.getConnectorId('solana')).toBeUndefined()
  })

  it('SSR/private mode: no localStorage or a throwing setItem falls back to memory', () => {
    const { storage } = fresh(undefined)
    storage.set('email', 'a@b.co')
    expect(storage.get('email')).toBe('a@b.co')

    const throwing = new MemoryLocalStorage()
    throwing.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const privateMode = fresh(throwing)
    privateMode.storage.set('walletName', 'MetaMask')
    expect(privateMode.storage.get('walletName')).toBe('MetaMask')
  })

  it('SPEC §9: IndexedDB caches expire (balance 30 s, identity 5 min) and validate reads', async () => {
    let now = 1_000
    const { storage, onError } = fresh(new MemoryLocalStorage(), vi.fn(), () => now)
    const identity = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })
    await storage.cache.set('identity', '0xabc', { name: 'alice.eth', avatar: null })
    await storage.cache.set('balance', '0xabc', { balance: '1' })
    now += 30_000
    expect(await storage.cache.get('balance', '0xabc', z.object({ balance: z.string() }))).toBeUndefined()
    expect(await storage.cache.get('identity', '0xabc', identity)).toEqual({ name: 'alice.eth', avatar: null })
    expect(await storage.cache.get('identity', '0xabc', z.object({ other: z.string() }))).toBeUndefined()
    expect(onError).toHaveBeenCalledTimes(1)
    now += 5 * 60_000
    await storage.cache.set('ens', 'alice', 'x')
    await storage.cache.delete('ens', 'alice')
    expect(await storage.cache.get('ens', 'alice', z.string())).toBeUndefined()
  })

  it('SSR: caches work in memory when indexedDB is missing', async () => {
    const original = globalThis.indexedDB
    // @ts-expect-error simulate a host without IndexedDB
    delete globalThis.indexedDB
    try {
      const { storage } = fresh()
      await storage.cache.set('portfolio', 'k', [1])
      expect(await storage.cache.get('portfolio', 'k', z.array(z.number()))).toEqual([1])
    } finally {
      globalThis.indexedDB = original
    }
  })
})
