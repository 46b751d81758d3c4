import { describe, expect, it } from 'vitest'
import type { Connector } from '../../../kernel/types'
import { connectorNamed } from '../../../kernel/wallets/walletList'

const PHANTOM_EVM: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'app.phantom' }, explorerId: 'reg-phantom' }
const PHANTOM_SOL: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const OTHER: Connector = { id: 'other', name: 'Other Wallet', type: 'INJECTED', chain: 'eip155' }

describe('connectorNamed (<WalletButton wallet>)', () => {
  it('finds a wallet by id, rdns, registry id or name, case and spaces aside; nothing for an unknown one', () => {
    const connectors = [PHANTOM_EVM, OTHER]
    for (const name of ['phantom', 'app.phantom', 'reg-phantom', ' PHANTOM ']) expect(connectorNamed(connectors, name, undefined, 'eip155')).toBe(PHANTOM_EVM)
    expect(connectorNamed(connectors, 'other wallet', undefined, 'eip155')).toBe(OTHER)
    expect(connectorNamed(connectors, 'Phan', undefined, 'eip155')).toBeUndefined()
  })

  it('a wallet on several namespaces: the asked one, else the active one, else the first', () => {
    const connectors = [PHANTOM_SOL, PHANTOM_EVM]
    expect(connectorNamed(connectors, 'Phantom', 'eip155', 'solana')).toBe(PHANTOM_EVM)
    expect(connectorNamed(connectors, 'Phantom', undefined, 'eip155')).toBe(PHANTOM_EVM)
    expect(connectorNamed(connectors, 'Phantom', undefined, 'bip122')).toBe(PHANTOM_SOL)
    expect(connectorNamed([PHANTOM_EVM], 'Phantom', 'solana', 'eip155')).toBeUndefined()
  })
})
