import type { LocalKey } from 'portico'
import { describe, expect, it } from 'vitest'
import { createStorage } from '../../../../kernel/storage'
import { clearLogin, storeLogin } from '../../../../plugins/embedded-wallet/login-storage'
import { EMBEDDED_WALLET_KEYS } from '../../../../plugins/embedded-wallet/storage-keys'

function memoryLocalStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() { return map.size },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

describe('embedded wallet storage (SPEC §3, §4)', () => {
  it('SPEC §4: login success stores email and the email-login-used flag and clears the last email-login time', () => {
    const storage = createStorage({ localStorage: memoryLocalStorage() })
    storage.set(EMBEDDED_WALLET_KEYS.lastEmailLoginTime, 123)
    storeLogin(storage, { email: 'a@example.com', namespace: 'eip155' })
    expect(storage.get(EMBEDDED_WALLET_KEYS.email)).toBe('a@example.com')
    expect(storage.get(EMBEDDED_WALLET_KEYS.emailLoginUsed)).toBe(true)
    expect(storage.get(EMBEDDED_WALLET_KEYS.lastEmailLoginTime)).toBeUndefined()
    expect(storage.get(EMBEDDED_WALLET_KEYS.lastUsedChain)).toBe('eip155')
  })

  it('SPEC §4: a login without an email (Farcaster) keeps no earlier user\'s email', () => {
    const storage = createStorage({ localStorage: memoryLocalStorage() })
    storeLogin(storage, { email: 'a@example.com', namespace: 'eip155' })
    storeLogin(storage, { email: null, namespace: 'solana' })
    expect(storage.get(EMBEDDED_WALLET_KEYS.email)).toBeUndefined()
    expect(storage.get(EMBEDDED_WALLET_KEYS.lastUsedChain)).toBe('solana')
  })

  it('SPEC §4: sign out clears the login flag, email, last chain and social username', () => {
    const storage = createStorage({ localStorage: memoryLocalStorage() })
    storeLogin(storage, { email: 'a@example.com', namespace: 'eip155' })
    storage.set(EMBEDDED_WALLET_KEYS.socialUsername, 'dev')
    clearLogin(storage)
    for (const name of ['emailLoginUsed', 'email', 'lastUsedChain', 'socialUsername'] as const) expect(storage.get(EMBEDDED_WALLET_KEYS[name] as LocalKey), name).toBeUndefined()
  })
})
