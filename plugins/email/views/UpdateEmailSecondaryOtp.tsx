/** UpdateEmailSecondaryOtp (SPEC §5 VERIFY_SECONDARY_OTP): the code mailed to the new address; then the new address replaces the old one app-side. */
import type { ReactElement } from 'react'
import { errorMessage } from '../../../kernel/plugin'
import type { ViewProps } from '../../../kernel/plugin'
import { authWallet } from '../auth-wallet'
import { OtpForm } from './forms'

export default function UpdateEmailSecondaryOtp({ kernel, data }: ViewProps): ReactElement {
  const email = typeof data?.email === 'string' ? data.email : 'your new email'
  const submit = async (otp: string): Promise<string | undefined> => {
    try {
      const wallet = authWallet(kernel)
      const { newEmail } = await wallet.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      wallet.emailChanged(newEmail)
      kernel.router.reset('Account')
      return undefined
    } catch (error) {
      return errorMessage(error)
    }
  }
  return <OtpForm onSubmit={submit} submitLabel="Verify" hint={`Enter the code sent to ${email}`} />
}

UpdateEmailSecondaryOtp.title = 'Confirm New Email'
