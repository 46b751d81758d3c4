/** EmailVerifyOtp (SPEC §5 VERIFY_OTP): the 6-digit code from the inbox, then the auth connector connects. */
import type { ReactElement } from 'react'
import { errorMessage } from '../../../kernel/plugin'
import type { ViewProps } from '../../../kernel/plugin'
import { authWallet } from '../auth-wallet'
import { OtpForm } from './forms'

export default function EmailVerifyOtp({ kernel, data }: ViewProps): ReactElement {
  const email = typeof data?.email === 'string' ? data.email : 'your email'
  const submit = async (otp: string): Promise<string | undefined> => {
    const wallet = authWallet(kernel)
    try {
      await wallet.request('CONNECT_OTP', { otp })
      await wallet.finishLogin()
      kernel.router.close()
      return undefined
    } catch (error) {
      return errorMessage(error)
    }
  }
  return <OtpForm onSubmit={submit} submitLabel="Verify" hint={`Enter the 6-digit code sent to ${email}`} />
}

EmailVerifyOtp.title = 'Confirm Email'
