/** UpdateEmailPrimaryOtp (SPEC §5 VERIFY_PRIMARY_OTP): the code mailed to the current address. */
import type { ReactElement } from 'react'
import { errorMessage } from '../../../kernel/plugin'
import type { ViewProps } from '../../../kernel/plugin'
import { authWallet } from '../auth-wallet'
import { OtpForm } from './forms'

export default function UpdateEmailPrimaryOtp({ kernel, data }: ViewProps): ReactElement {
  const submit = async (otp: string): Promise<string | undefined> => {
    try {
      await authWallet(kernel).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
      kernel.router.replace('UpdateEmailSecondaryOtp', data)
      return undefined
    } catch (error) {
      return errorMessage(error)
    }
  }
  return <OtpForm onSubmit={submit} submitLabel="Verify" hint="Enter the code sent to your current email" />
}

UpdateEmailPrimaryOtp.title = 'Confirm Current Email'
