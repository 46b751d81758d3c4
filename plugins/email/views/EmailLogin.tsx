/**
 * EmailLogin: the address, the SPEC §5 checks (valid e-mail, 30 s cooldown),
 * then CONNECT_EMAIL; the frame answers which step follows (device
 * verification, a one-time code, or a direct connect). With data `inline` it is Connect's inline field
 * (the slot entry's `inline`): the same submit, a one-row form.
 */
import type { ReactElement } from 'react'
import { errorMessage } from '../../../kernel/plugin'
import type { ViewProps } from '../../../kernel/plugin'
import { authWallet } from '../auth-wallet'
import { EmailForm, InlineEmailForm } from './forms'

export default function EmailLogin({ kernel, data }: ViewProps): ReactElement {
  const submit = async (email: string): Promise<string | undefined> => {
    const wallet = authWallet(kernel)
    const trigger = wallet.triggerEmailLogin()
    if (!trigger.allowed) return trigger.message
    try {
      const { action } = await wallet.request('CONNECT_EMAIL', { email })
      if (action === 'VERIFY_DEVICE') kernel.router.push('EmailVerifyDevice', { email })
      else if (action === 'VERIFY_OTP') kernel.router.push('EmailVerifyOtp', { email })
      else {
        await wallet.finishLogin()
        kernel.router.close()
      }
      return undefined
    } catch (error) {
      return errorMessage(error)
    }
  }
  if (data?.inline) return <InlineEmailForm onSubmit={submit} />
  return <EmailForm onSubmit={submit} submitLabel="Continue" hint="Continue with your email" />
}

EmailLogin.title = 'Email'
