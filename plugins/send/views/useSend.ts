/** What both send views read: the slice, the kernel context it applies to, the form's check, and the actions. */
import { useKernelState, usePluginState, type Kernel } from '../../../kernel/plugin'
import { sendContext, type SendContext } from '../context'
import { SEND_PLUGIN, sendActionsOf, type SendActions, type SendState } from '../state'
import { checkSend, type SendCheck } from '../validation'

export interface SendView {
  state: SendState
  context: SendContext
  check: SendCheck
  actions: SendActions | undefined
}

export function useSend(kernel: Kernel): SendView {
  const state = usePluginState(kernel, SEND_PLUGIN, (slice: SendState) => slice)
  const context = useKernelState(kernel, sendContext)
  return { state, context, check: checkSend(state, context), actions: sendActionsOf(kernel) }
}
