import { describe, expect, it } from 'vitest'
import { WALLET_ID_KEY, connectorIdKey, hasStoredSession, storedConnectorIds, storedNamespaces } from '../../../kernel/session-keys'

const local = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null })

describe('kernel/session-keys', () => {
  it("SPEC §3: a session stored under the '@appkit/' names counts too (the runtime moves it to the spec's names)", () => {
    expect(hasStoredSession(local({ '@appkit/eip155:connected_connector_id': 'injected' }))).toBe(true)
    expect(hasStoredSession(local({ '@appkit/wallet_id': 'metamask' }))).toBe(true)
    expect(storedConnectorIds(local({ '@appkit/solana:connected_connector_id': 'phantom', [connectorIdKey('eip155')]: 'ID_AUTH' }))).toEqual(['ID_AUTH', 'phantom'])
  })

  it("SPEC §3: the keys carry '@appkit-wallet/' and the incumbent's names, and mark a stored session", () => {
    expect(WALLET_ID_KEY).toBe('@appkit-wallet/wallet_id')
    expect(connectorIdKey('solana')).toBe('@appkit-wallet/solana:connected_connector_id')
  })

  it('SPEC §4 reconnect: a stored connector id or wallet id counts as a previous session', () => {
    expect(hasStoredSession(local({ [connectorIdKey('bip122')]: 'xverse' }))).toBe(true)
    expect(hasStoredSession(local({ [WALLET_ID_KEY]: 'metamask' }))).toBe(true)
    expect(hasStoredSession(local({ '@appkit-wallet/recent_wallets': '[]' }))).toBe(false)
  })

  it('SPEC §4 reconnect: the namespaces a reload restores are those with a stored connector id, legacy names included', () => {
    expect(storedNamespaces(local({ [connectorIdKey('solana')]: 'phantom', '@appkit/bip122:connected_connector_id': 'xverse', [WALLET_ID_KEY]: 'metamask' }))).toEqual(['solana', 'bip122'])
    expect(storedNamespaces(local({ [WALLET_ID_KEY]: 'metamask' }))).toEqual([])
  })

  it('DESIGN no window at import time: without or with a throwing localStorage there is no session', () => {
    expect(hasStoredSession()).toBe(false) // Node: no localStorage global
    const throwing = { getItem: () => { throw new Error('SecurityError') } }
    expect(hasStoredSession(throwing)).toBe(false)
  })
})
