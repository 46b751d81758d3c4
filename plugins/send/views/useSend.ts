/** What both send views read: the slice, the kernel context it applies to, the adapter's transfer rules, the form's check, and the actions. */
import { useSyncExternalStore } from 'react'
import { useKernelState, usePluginState, type Kernel, type Transfers } from '../../../kernel/plugin'
import { sendContext, type SendContext } from '../context'
import { SEND_PLUGIN, sendActionsOf, type SendActions, type SendState } from '../state'
import { transfersOf } from '../transfers'
import { checkSend, type SendCheck } from '../validation'

export interface SendView {
  state: SendState
  context: SendContext
  /** The active namespace's transfer capability: undefined while its adapter is asked, null where it has none. */
  transfers: Transfers | null | undefined
  check: SendCheck
  actions: SendActions | undefined
}

export function useSend(kernel: Kernel): SendView {
  const state = usePluginState(kernel, SEND_PLUGIN, (slice: SendState) => slice)
  const context = useKernelState(kernel, sendContext)
  const cache = transfersOf(kernel)
  const transfers = useSyncExternalStore(cache.subscribe, () => cache.of(context.namespace))
  return { state, context, transfers, check: checkSend(state, { transfers, smartAccount: context.smartAccount }), actions: sendActionsOf(kernel) }
}
