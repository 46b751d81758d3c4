import { describe, expect, it } from 'vitest'
import { initialKernelState } from '../../../../kernel/store'
import type { AccountState, KernelState } from 'portico'
import { canUpdateEmail } from '../../../../plugins/email/update-email-visibility'
import { email } from 'portico/plugins/email'
import type { EmbeddedWalletState } from '../../../../plugins/embedded-wallet/state'
import { testConfig } from '../../kernel/helpers'

/** An active eip155 account signed in through the embedded wallet by email, and the embedded wallet's slice. */
function state(patch: { account?: Partial<AccountState>; wallet?: Partial<EmbeddedWalletState> } = {}): KernelState {
  const kernelState = initialKernelState(testConfig())
  Object.assign(kernelState.chains.eip155!.accountState, {
    status: 'connected',
    connectorId: 'ID_AUTH',
    address: '0x0000000000000000000000000000000000000001',
    connectedWalletInfo: { name: 'Email', type: 'AUTH' },
    ...patch.account,
  } satisfies Partial<AccountState>)
  const wallet: EmbeddedWalletState = { users: { eip155: { email: 'a@example.com', username: null } }, ...patch.wallet }
  kernelState.plugins['embedded-wallet'] = wallet
  return kernelState
}

describe('email plugin: the Update email account action (SPEC §3, §7)', () => {
  it('SPEC §7: offered for an email login of the embedded wallet', () => {
    expect(state().activeNamespace).toBe('eip155')
    expect(canUpdateEmail(state())).toBe(true)
    const entry = email().slots?.find((slot) => slot.slot === 'account-action')
    expect(entry).toMatchObject({ id: 'update-email', label: 'Update email', view: 'UpdateEmailWallet' })
    expect(entry?.visible?.(state(), {})).toBe(true)
  })

  it('SPEC §3: not offered without an email, for a social login, another connector, or a disconnected account', () => {
    expect(canUpdateEmail(state({ wallet: { users: { eip155: { email: null, username: 'dev-farcaster' } } } }))).toBe(false)
    expect(canUpdateEmail(state({ wallet: { socialProvider: 'google' } }))).toBe(false)
    expect(canUpdateEmail(state({ account: { connectorId: 'io.metamask', connectedWalletInfo: { name: 'MetaMask', type: 'ANNOUNCED' } } }))).toBe(false)
    expect(canUpdateEmail(state({ account: { status: 'disconnected' } }))).toBe(false)
    const entry = email().slots?.find((slot) => slot.slot === 'account-action')
    expect(entry?.visible?.(state({ wallet: { socialProvider: 'google' } }), {})).toBe(false)
  })

  it("SPEC §3: the email must belong to the active namespace's account, and the embedded wallet must be there", () => {
    // The embedded wallet knows a user for another namespace only.
    expect(canUpdateEmail(state({ wallet: { users: { solana: { email: 'a@example.com', username: null } } } }))).toBe(false)
    // The embedded wallet's slice is absent (the plugin is not loaded).
    const withoutWallet = state()
    delete withoutWallet.plugins['embedded-wallet']
    expect(canUpdateEmail(withoutWallet)).toBe(false)
  })
})
