import { base58 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { createAuthDriver } from '../../../../plugins/embedded-wallet/driver'
import { describeRequest } from '../../../../plugins/embedded-wallet/views/describeRequest'

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const frame = async () => ({ request: vi.fn() as never })

describe('embedded wallet on Solana (SPEC §7 solana sign message)', () => {
  it('signMessage sends the message bytes in base58 with the account (WalletConnect’s shape) and answers the base58 signature', async () => {
    const provider = { request: vi.fn(async () => ({ signature: '5sig' })) }
    const driver = createAuthDriver({ namespace: 'solana', frame, provider, onUser: vi.fn(), onSignedOut: vi.fn(), hasLogin: () => true, networks: () => [] })
    await expect(driver.signMessage({ message: 'Hello ✓', address: SOLANA_ADDRESS })).resolves.toBe('5sig')
    expect(provider.request).toHaveBeenCalledWith({
      method: 'solana_signMessage',
      params: { message: base58.encode(new TextEncoder().encode('Hello ✓')), pubkey: SOLANA_ADDRESS },
    })
  })

  it('DESIGN every boundary validates: a frame answer without a signature is refused', async () => {
    const provider = { request: vi.fn(async () => '0xnot-an-object') }
    const driver = createAuthDriver({ namespace: 'solana', frame, provider, onUser: vi.fn(), onSignedOut: vi.fn(), hasLogin: () => true, networks: () => [] })
    await expect(driver.signMessage({ message: 'x', address: SOLANA_ADDRESS })).rejects.toThrow()
  })

  it('SPEC §6 approval: the Solana requests are described to the user; a message is shown as text', () => {
    const message = base58.encode(new TextEncoder().encode('Sign in to Portico'))
    expect(describeRequest('solana_signMessage', { message, pubkey: SOLANA_ADDRESS })).toEqual({ title: 'Sign this message?', lines: ['Sign in to Portico'] })
    expect(describeRequest('solana_signMessage', { message: 'not base58 0OIl' })).toEqual({ title: 'Sign this message?', lines: ['not base58 0OIl'] })
    expect(describeRequest('solana_signTransaction', { transaction: 'AQ==' }).title).toBe('Sign this Solana transaction?')
    expect(describeRequest('solana_signAllTransactions', { transactions: [] }).title).toBe('Sign this Solana transaction?')
    expect(describeRequest('solana_signAndSendTransaction', { transaction: 'AQ==' }).title).toBe('Send this Solana transaction?')
  })
})
