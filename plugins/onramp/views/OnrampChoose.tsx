/**
 * One of the Buy form's choices as a list (the view data's `field`), as Swap chooses a token: each option a
 * row, the chosen one marked; choosing goes back to the form, which asks for a new quote.
 */
import type { ReactElement } from 'react'
import { ListButton, selectChain, useKernelState, usePluginState, type ViewProps } from '../../../kernel/plugin'
import { ONRAMP_PLUGIN, onrampActionsOf, type OnrampState } from '../state'
import { onrampChoices, type ChoiceField } from './choices'

export default function OnrampChoose({ kernel, data }: ViewProps): ReactElement {
  const state = usePluginState(kernel, ONRAMP_PLUGIN, (slice: OnrampState) => slice)
  const chainId = useKernelState(kernel, (kernelState) => selectChain(kernelState)?.networkState.caipNetwork?.id ?? 1)
  const field = (data?.field ?? 'purchase') as ChoiceField
  const choice = onrampChoices(state, chainId)[field]
  const actions = onrampActionsOf(kernel)
  return (
    <ul className="pt-list pt-scroll" data-tall="" aria-label={choice.label}>
      {choice.options.map((option) => (
        <li key={option.id}>
          <ListButton
            label={option.label}
            // Currencies keep their initial's disc; a payment method reads best as text alone.
            image={field === 'method' ? false : undefined}
            current={option.id === choice.value}
            onClick={() => {
              if (actions && option.id !== choice.value) void choice.choose(actions, option.id)
              kernel.router.goBack()
            }}
          />
        </li>
      ))}
    </ul>
  )
}
