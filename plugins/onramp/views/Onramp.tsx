/**
 * Onramp: what to buy on the active network, the payment currency and method (their limits), the fiat
 * amount, the quote with its fees, the providers with their fee range, and Buy, which opens the provider's
 * page in a popup (opened in the click itself, so no blocker stops it). In a restricted time zone (SPEC §9)
 * it says why it is not offered.
 */
import { useEffect, useId, type FormEvent, type ReactElement } from 'react'
import { Button, ChevronIcon, EmptyState, Skeleton, TextField, useKernelState, usePluginState, useStyles, selectChain, type ViewProps } from '../../../kernel/plugin'
import { ONRAMP_PROVIDERS } from '../constants'
import { ONRAMP_MESSAGES } from '../messages'
import { openOnrampPopup } from '../popup'
import { inRestrictedTimezone } from '../restricted'
import { ONRAMP_PLUGIN, onrampActionsOf, type OnrampState } from '../state'
import { CHOOSE_VIEW, onrampChoices, type Choice, type ChoiceField } from './choices'
import { QuoteDetails } from './QuoteDetails'
import { ONRAMP_CSS } from './styles'

/** A choice as a row of the choices card: its label, the chosen option and a chevron; it opens the choice's list. */
function ChoiceRow({ choice, onOpen }: { choice: Choice; onOpen(): void }): ReactElement {
  // The space names it "Buy ETH · Ether" (the flex row drops it from the layout, not from the name).
  return (
    <button type="button" onClick={onOpen}>
      <span className="pt-hint">{choice.label}</span> <span className="pt-label">{choice.options.find((option) => option.id === choice.value)?.label}</span>
      <ChevronIcon />
    </button>
  )
}

export default function Onramp({ kernel }: ViewProps): ReactElement {
  const state = usePluginState(kernel, ONRAMP_PLUGIN, (slice: OnrampState) => slice)
  const chainId = useKernelState(kernel, (kernelState) => selectChain(kernelState)?.networkState.caipNetwork?.id ?? 1)
  const actions = onrampActionsOf(kernel)
  const restricted = inRestrictedTimezone()
  const styles = useStyles<HTMLFormElement>(ONRAMP_CSS)
  const providersId = useId()

  useEffect(() => {
    if (!restricted) void actions?.initialize()
  }, [actions, restricted])

  if (restricted) return <EmptyState title={ONRAMP_MESSAGES.RESTRICTED} hint={ONRAMP_MESSAGES.RESTRICTED_HINT} />
  if (!state.options) {
    return state.error ? (
      <div className="pt-actions">
        <EmptyState title={state.error} />
        <Button onClick={() => void actions?.initialize()}>Retry</Button>
      </div>
    ) : (
      <Skeleton shape="row" count={4} />
    )
  }

  const choices = onrampChoices(state, chainId)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Opened here, in the click: a popup opened after an await is blocked.
    void actions?.buy(openOnrampPopup())
  }

  return (
    <form ref={styles} className="pt-actions pt-scroll" data-tall="" onSubmit={submit} noValidate aria-label="Buy crypto">
      {state.sampleOptions ? (
        <p className="pt-hint" role="status">
          {ONRAMP_MESSAGES.SAMPLE_OPTIONS}
        </p>
      ) : null}
      <div className="pt-choices">
        {(Object.keys(choices) as ChoiceField[]).map((field) => (
          <ChoiceRow key={field} choice={choices[field]} onOpen={() => kernel.router.push(CHOOSE_VIEW, { field, title: choices[field].label })} />
        ))}
      </div>
      <TextField
        label={`Amount (${state.paymentCurrency ?? ''})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={state.amount}
        error={state.amountError}
        disabled={state.buying}
        onChange={(event) => void actions?.setAmount(event.target.value)}
      />
      <QuoteDetails quote={state.quote} loading={state.loadingQuote} />
      <div className="pt-providers" role="radiogroup" aria-labelledby={providersId}>
        <span className="pt-hint" id={providersId}>
          Provider
        </span>
        {ONRAMP_PROVIDERS.map((provider) => (
          <label key={provider.id} className="pt-list-item">
            <input type="radio" name="provider" value={provider.id} checked={state.provider === provider.id} onChange={() => actions?.setProvider(provider.id)} />
            <span className="pt-label">{provider.name}</span>
            <span className="pt-hint">{`${provider.feeRange} fee`}</span>
          </label>
        ))}
      </div>
      {state.error ? (
        <p className="pt-status" data-state="error" role="alert">
          {state.error}
        </p>
      ) : null}
      {state.buying ? (
        <p className="pt-hint" role="status">
          {ONRAMP_MESSAGES.POPUP_OPEN}
        </p>
      ) : null}
      <Button type="submit" variant="primary" block busy={state.buying} disabled={state.amountError !== undefined || !state.purchaseCurrency}>
        Buy
      </Button>
    </form>
  )
}

Onramp.title = 'Buy crypto'
