import { describe, expect, it } from 'vitest'
import type { WalletUser } from '../../../../kernel/frame/messages'
import { createStorage } from '../../../../kernel/storage'
import { createStore, initialKernelState, updateAccount } from '../../../../kernel/store'
import type { Namespace } from '../../../../kernel/types'
import { applyEmailChange } from '../../../../plugins/embedded-wallet/email-change'
import { testConfig } from '../../kernel/helpers'

const OLD = 'old@example.com'
const NEW = 'new@example.com'
const user: WalletUser = { email: OLD, address: '0x0000000000000000000000000000000000000001', chainId: 1 }

function connectedKernel(connectorId: string) {
  const store = createStore(initialKernelState(testConfig()))
  updateAccount(store, 'eip155', { status: 'connected', connectorId, address: user.address, user: { email: OLD, username: null } })
  const storage = createStorage({})
  storage.set('email', OLD)
  return { store, storage }
}

describe('embedded wallet: email change (SPEC §3, §4, §7)', () => {
  it('SPEC §3/§7: a confirmed update replaces the stored email, the account user and the wallet copy of the user', () => {
    const kernel = connectedKernel('ID_AUTH')
    const users = new Map<Namespace, WalletUser>([['eip155', user]])
    applyEmailChange(kernel, users, NEW)
    expect(kernel.storage.get('email')).toBe(NEW)
    expect(kernel.store.getState().chains.eip155?.accountState.user).toEqual({ email: NEW, username: null })
    expect(users.get('eip155')).toEqual({ ...user, email: NEW })
  })

  it('SPEC §3: accounts not connected through the auth connector keep their user', () => {
    const kernel = connectedKernel('io.metamask')
    applyEmailChange(kernel, new Map(), NEW)
    expect(kernel.store.getState().chains.eip155?.accountState.user).toEqual({ email: OLD, username: null })
    expect(kernel.store.getState().chains.solana?.accountState.user).toBeUndefined()
  })
})
