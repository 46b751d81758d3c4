import { describe, expect, it } from 'vitest'
import { initialAccountState } from '../../../../kernel/store'
import type { AccountState } from '../../../../kernel/types'
import { canUpdateEmail } from '../../../../plugins/email/update-email-visibility'
import { email } from '../../../../plugins/email'

const account = (patch: Partial<AccountState>): AccountState => ({
  ...initialAccountState(),
  status: 'connected',
  connectorId: 'ID_AUTH',
  user: { email: 'a@example.com' },
  ...patch,
})

describe('email plugin: the Update email account action (SPEC §3, §7)', () => {
  it('SPEC §7: offered for an email login of the embedded wallet', () => {
    expect(canUpdateEmail(account({}))).toBe(true)
    const entry = email().slots?.find((slot) => slot.slot === 'account-action')
    expect(entry).toMatchObject({ id: 'update-email', label: 'Update email', view: 'UpdateEmailWallet' })
    expect(entry?.visible?.(account({}))).toBe(true)
  })

  it('SPEC §3: not offered without an email, for a social login, another connector, or a disconnected account', () => {
    expect(canUpdateEmail(account({ user: { email: null, username: 'dev-farcaster' } }))).toBe(false)
    expect(canUpdateEmail(account({ socialProvider: 'google' }))).toBe(false)
    expect(canUpdateEmail(account({ connectorId: 'io.metamask' }))).toBe(false)
    expect(canUpdateEmail(account({ status: 'disconnected' }))).toBe(false)
  })
})
