/** UpdateEmailWallet (SPEC §5 email update): the new address; a code to the current one comes next. */
import type { ReactElement } from 'react'
import { errorMessage } from '../../../kernel/plugin'
import type { ViewProps } from '../../../kernel/plugin'
import { authWallet } from '../auth-wallet'
import { EmailForm } from './forms'

export default function UpdateEmailWallet({ kernel }: ViewProps): ReactElement {
  const submit = async (email: string): Promise<string | undefined> => {
    try {
      const { action } = await authWallet(kernel).request('UPDATE_EMAIL', { email })
      kernel.router.push(action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', { email })
      return undefined
    } catch (error) {
      return errorMessage(error)
    }
  }
  return <EmailForm onSubmit={submit} submitLabel="Continue" hint="New email" />
}

UpdateEmailWallet.title = 'Edit Email'
