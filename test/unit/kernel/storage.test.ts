import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { KERNEL_CACHES } from '../../../kernel/caches'
import { connectorIdKey, createStorage, KERNEL_KEYS, RECENT_WALLETS_KEPT } from '../../../kernel/storage'
import type { CacheKey, LocalKey } from 'portico'
import { EMBEDDED_WALLET_KEYS } from '../../../plugins/embedded-wallet/storage-keys'

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
    expect(KERNEL_KEYS.walletId.key).toBe('@appkit-wallet/wallet_id')
    expect(KERNEL_KEYS.activeCaipNetworkId.key).toBe('@appkit-wallet/active_caip_network_id')
    expect(KERNEL_KEYS.recentWallets.key).toBe('@appkit-wallet/recent_wallets')
    expect(EMBEDDED_WALLET_KEYS.email.key).toBe('@appkit-wallet/EMAIL')
    expect(EMBEDDED_WALLET_KEYS.emailLoginUsed.key).toBe('@appkit-wallet/EMAIL_LOGIN_USED_KEY')
    expect(EMBEDDED_WALLET_KEYS.lastEmailLoginTime.key).toBe('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')
    expect(EMBEDDED_WALLET_KEYS.lastUsedChain.key).toBe('@appkit-wallet/LAST_USED_CHAIN_KEY')
    expect(EMBEDDED_WALLET_KEYS.socialUsername.key).toBe('@appkit-wallet/SOCIAL_USERNAME')
    expect(connectorIdKey('eip155')).toBe('@appkit-wallet/eip155:connected_connector_id')
    expect(KERNEL_CACHES.identity.key).toBe('@appkit-wallet/identity_cache')
  })

  it('SPEC §3: typed values round-trip in the formats the frame reads', () => {
    const { local, storage } = fresh()
    storage.set(KERNEL_KEYS.walletId, 'metamask')
    storage.set(EMBEDDED_WALLET_KEYS.emailLoginUsed, true)
    storage.set(EMBEDDED_WALLET_KEYS.lastEmailLoginTime, 1700000000000)
    storage.set(KERNEL_KEYS.activeNamespace, 'solana')
    expect(local.getItem('@appkit-wallet/wallet_id')).toBe('metamask')
    expect(local.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBe('true')
    expect(local.getItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')).toBe('1700000000000')
    expect(storage.get(KERNEL_KEYS.walletId)).toBe('metamask')
    expect(storage.get(EMBEDDED_WALLET_KEYS.emailLoginUsed)).toBe(true)
    expect(storage.get(EMBEDDED_WALLET_KEYS.lastEmailLoginTime)).toBe(1700000000000)
    expect(storage.get(KERNEL_KEYS.activeNamespace)).toBe('solana')
    storage.remove(KERNEL_KEYS.walletId)
    expect(storage.get(KERNEL_KEYS.walletId)).toBeUndefined()
  })

  it('DESIGN boundaries: flags, account types and ids keep their rules', () => {
    const { local, storage, onError } = fresh()
    local.setItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY', 'false')
    local.setItem('@appkit-wallet/preferred_account_types', JSON.stringify({ eip155: 'eoa', cosmos: 'eoa' }))
    local.setItem('@appkit-wallet/wallet_id', '')
    expect(storage.get(EMBEDDED_WALLET_KEYS.emailLoginUsed)).toBeUndefined()
    expect(storage.get(KERNEL_KEYS.preferredAccountTypes)).toBeUndefined()
    expect(storage.get(KERNEL_KEYS.walletId)).toBeUndefined()
    expect(onError).toHaveBeenCalledTimes(3)
    storage.set(KERNEL_KEYS.preferredAccountTypes, { eip155: 'smartAccount', solana: 'eoa' })
    expect(storage.getPreferredAccountType('eip155')).toBe('smartAccount')
  })

  it('DESIGN boundaries: a corrupt or foreign value is removed and reported, never thrown', () => {
    const { local, storage, onError } = fresh()
    local.setItem('@appkit-wallet/recent_wallets', '{not json')
    local.setItem('@appkit-wallet/active_namespace', 'cosmos')
    expect(storage.get(KERNEL_KEYS.recentWallets)).toBeUndefined()
    expect(storage.get(KERNEL_KEYS.activeNamespace)).toBeUndefined()
    expect(local.getItem('@appkit-wallet/recent_wallets')).toBeNull()
    expect(local.getItem('@appkit-wallet/active_namespace')).toBeNull()
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('SPEC §5 social providers: a stored connected social outside the list is removed, a listed one is kept', () => {
    const { local, storage } = fresh()
    for (const foreign of ['myspace', '{"provider":"google"}', 'x'.repeat(500_000)]) {
      local.setItem('@appkit-wallet/connected_social', foreign)
      expect(storage.get(EMBEDDED_WALLET_KEYS.connectedSocial)).toBeUndefined()
      expect(local.getItem('@appkit-wallet/connected_social')).toBeNull()
    }
    for (const provider of ['google', 'farcaster', 'telegram'] as const) {
      storage.set(EMBEDDED_WALLET_KEYS.connectedSocial, provider)
      expect(storage.get(EMBEDDED_WALLET_KEYS.connectedSocial)).toBe(provider)
    }
  })

  it('SPEC §2 full-page social login: a remembered provider outside the list is removed, never used to label a return', () => {
    const { local, storage } = fresh()
    for (const foreign of ['myspace', '{"provider":"telegram"}', '', 'Telegram']) {
      local.setItem('@appkit-wallet/social_provider', foreign)
      expect(storage.get(EMBEDDED_WALLET_KEYS.redirectSocial)).toBeUndefined()
      expect(local.getItem('@appkit-wallet/social_provider')).toBeNull()
    }
    storage.set(EMBEDDED_WALLET_KEYS.redirectSocial, 'telegram')
    expect(storage.get(EMBEDDED_WALLET_KEYS.redirectSocial)).toBe('telegram')
  })

  it('SPEC §9: recent wallets kept: 2, most recent first, no duplicates', () => {
    const { storage } = fresh()
    expect(RECENT_WALLETS_KEPT).toBe(2)
    storage.addRecentWallet({ id: 'a', name: 'A' })
    storage.addRecentWallet({ id: 'b', name: 'B' })
    storage.addRecentWallet({ id: 'a', name: 'A' })
    storage.addRecentWallet({ id: 'c', name: 'C' })
    expect(storage.get(KERNEL_KEYS.recentWallets)?.map((wallet) => wallet.id)).toEqual(['c', 'a'])
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
    storage.set(EMBEDDED_WALLET_KEYS.email, 'a@b.co')
    expect(storage.get(EMBEDDED_WALLET_KEYS.email)).toBe('a@b.co')

    const throwing = new MemoryLocalStorage()
    throwing.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const privateMode = fresh(throwing)
    privateMode.storage.set(KERNEL_KEYS.walletName, 'MetaMask')
    expect(privateMode.storage.get(KERNEL_KEYS.walletName)).toBe('MetaMask')
  })

  it("SPEC §3: keys found under '@appkit/' (an earlier Portico, an AppKit site) move to their '@appkit-wallet/' names; a value already there wins", () => {
    const local = new MemoryLocalStorage()
    const token: LocalKey = { key: '@appkit-wallet/my-plugin-token' }
    const foreign: LocalKey = { key: 'my-plugin/setting' }
    for (const [key, value] of Object.entries({
      '@appkit/wallet_id': 'metamask',
      '@appkit/eip155:connected_connector_id': 'injected',
      '@appkit/recent_wallets': '[{"id":"metamask","name":"MetaMask"}]',
      '@appkit/active_caip_network_id': 'eip155:8453',
      '@appkit-wallet/active_caip_network_id': 'eip155:1',
      '@appkit/my-plugin-token': 'secret',
      '@appkit/n/setting': 'not mine',
      '@appkit/something_else': 'untouched',
    })) local.setItem(key, value)
    const storage = createStorage({ localStorage: local, keys: [token, foreign] })
    expect(Object.fromEntries([...Array(local.length).keys()].map((index) => [local.key(index), local.getItem(local.key(index) as string)]))).toEqual({
      '@appkit-wallet/wallet_id': 'metamask',
      '@appkit-wallet/eip155:connected_connector_id': 'injected',
      '@appkit-wallet/recent_wallets': '[{"id":"metamask","name":"MetaMask"}]',
      '@appkit-wallet/active_caip_network_id': 'eip155:1',
      '@appkit-wallet/my-plugin-token': 'secret',
      '@appkit/n/setting': 'not mine',
      '@appkit/something_else': 'untouched',
    })
    expect(storage.getConnectorId('eip155')).toBe('injected')
    expect(storage.get(token)).toBe('secret')
  })

  it("SPEC §4: a disconnect resets the kernel's and the configured plugins' values marked for it, and nothing else", () => {
    const local = new MemoryLocalStorage()
    const token: LocalKey = { key: 'my-plugin/token', resetOnDisconnect: true }
    const setting: LocalKey = { key: 'my-plugin/setting' }
    const storage = createStorage({ localStorage: local, keys: [token, setting] })
    storage.set(KERNEL_KEYS.walletId, 'metamask')
    storage.set(KERNEL_KEYS.walletName, 'MetaMask')
    storage.set(KERNEL_KEYS.activeNamespace, 'eip155')
    storage.set(token, 'secret')
    storage.set(setting, 'kept')
    local.setItem('my-app:settings', '{}')
    storage.resetOnDisconnect()
    expect([...Array(local.length).keys()].map((index) => local.key(index)).sort()).toEqual(['@appkit-wallet/active_namespace', 'my-app:settings', 'my-plugin/setting'])
  })

  it('DESIGN boundaries: a declared value that fails its kind or check is garbage: removed and reported, never returned', () => {
    const { local, storage, onError } = fresh()
    const count = { key: 'my-plugin/count', value: 'number' } as const satisfies LocalKey
    const mode = { key: 'my-plugin/mode', value: ['fast', 'slow'] } as const satisfies LocalKey
    const even = { key: 'my-plugin/even', check: (value: unknown): value is number => typeof value === 'number' && value % 2 === 0, json: true } satisfies LocalKey
    local.setItem(count.key, '"three"')
    local.setItem(mode.key, 'medium')
    local.setItem(even.key, '3')
    expect(storage.get(count)).toBeUndefined()
    expect(storage.get(mode)).toBeUndefined()
    expect(storage.get(even)).toBeUndefined()
    for (const entry of [count, mode, even]) expect(local.getItem(entry.key)).toBeNull()
    expect(onError).toHaveBeenCalledTimes(3)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'INVALID_STORED_VALUE' }))
    storage.set(count, 3)
    storage.set(mode, 'slow')
    storage.set(even, 4)
    expect([local.getItem(count.key), local.getItem(mode.key), local.getItem(even.key)]).toEqual(['3', 'slow', '4'])
    expect([storage.get(count), storage.get(mode), storage.get(even)]).toEqual([3, 'slow', 4])
  })

  it('SPEC §9: IndexedDB caches expire (balance 30 s, identity 5 min) and check their reads', async () => {
    let now = 1_000
    const { storage, onError } = fresh(new MemoryLocalStorage(), vi.fn(), () => now)
    await storage.cache.set(KERNEL_CACHES.identity, '0xabc', { name: 'alice.eth', avatar: null })
    await storage.cache.set(KERNEL_CACHES.balance, '0xabc', { balance: '1', symbol: 'ETH' })
    now += 30_000
    expect(await storage.cache.get(KERNEL_CACHES.balance, '0xabc')).toBeUndefined()
    expect(await storage.cache.get(KERNEL_CACHES.identity, '0xabc')).toEqual({ name: 'alice.eth', avatar: null })
    // The same entry read under a check it fails is removed and reported.
    const other: CacheKey<{ other: string }> = { ...KERNEL_CACHES.identity, check: (value): value is { other: string } => typeof (value as { other?: unknown }).other === 'string' }
    expect(await storage.cache.get(other, '0xabc')).toBeUndefined()
    expect(onError).toHaveBeenCalledTimes(1)
    expect(await storage.cache.get(KERNEL_CACHES.identity, '0xabc')).toBeUndefined()
    now += 5 * 60_000
    await storage.cache.set(KERNEL_CACHES.identity, 'alice', { name: 'alice.eth', avatar: null })
    await storage.cache.delete(KERNEL_CACHES.identity, 'alice')
    expect(await storage.cache.get(KERNEL_CACHES.identity, 'alice')).toBeUndefined()
  })

  it('SSR: caches work in memory when indexedDB is missing', async () => {
    const original = globalThis.indexedDB
    // @ts-expect-error simulate a host without IndexedDB
    delete globalThis.indexedDB
    try {
      const { storage } = fresh()
      const numbers: CacheKey<number[]> = { area: 'indexeddb', key: 'test/numbers', ttlMs: 1_000, check: (value): value is number[] => Array.isArray(value) }
      await storage.cache.set(numbers, 'k', [1])
      expect(await storage.cache.get(numbers, 'k')).toEqual([1])
    } finally {
      globalThis.indexedDB = original
    }
  })
})
