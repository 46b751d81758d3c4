/**
 * The test wallet's core with a known address (a dev account): the address answers at once, and the first
 * signature proves it is the key's; an address that is not the key's is refused there, never signed for.
 */
import { describe, expect, it } from 'vitest'
import { recoverMessageAddress } from 'viem'
import { DEV_ACCOUNTS } from '../../../devnet/wallets/dev-accounts'
import { createWalletCore, type WalletCoreOptions } from '../../../devnet/wallets/wallet-core'

const [first, second] = DEV_ACCOUNTS
if (!first || !second) throw new Error('the devnet has at least two dev accounts')

function core(overrides: Partial<WalletCoreOptions> = {}) {
  return createWalletCore({
    privateKey: first.privateKey,
    chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    approve: () => 'approve',
    emit: () => undefined,
    ...overrides,
  })
}

describe('wallet core with a known address', () => {
  it('answers with the given address and signs with its key', async () => {
    const wallet = core({ address: first.address })
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first.address])
    const signature = (await wallet.request({ method: 'personal_sign', params: ['0x6869', first.address] })) as `0x${string}`
    expect(await recoverMessageAddress({ message: { raw: '0x6869' }, signature })).toBe(first.address)
  })

  it('refuses to sign when the given address is not the key’s', async () => {
    const wallet = core({ address: second.address })
    expect(wallet.address).toBe(second.address)
    await wallet.request({ method: 'eth_requestAccounts' })
    await expect(wallet.request({ method: 'personal_sign', params: ['0x6869', second.address] })).rejects.toThrow(
      `The test wallet's address ${second.address} is not its private key's (${first.address})`,
    )
  })

  it('derives the address from the key when none is given', () => {
    expect(core().address).toBe(first.address)
  })
})
