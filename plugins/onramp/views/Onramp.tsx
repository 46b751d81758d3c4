/**
 * Onramp: what to buy on the active network (a picker), the fiat amount in a card with its payment currency,
 * the payment method (its limits), the quote's rows, the providers as cards with their marks and fee range, and Buy, which opens the provider's
 * page in a popup (opened in the click itself, so no blocker stops it). In a restricted time zone (SPEC §9)
 * it says why it is not offered.
 */
import { useEffect, useId, type FormEvent, type ReactElement } from 'react'
import { AmountCard, AmountInput, Button, EmptyState, FORM_CSS, Picker, Skeleton, useKernelState, usePluginState, useStyles, selectChain, type ViewProps } from '../../../kernel/plugin'
import { ONRAMP_PROVIDERS, PAYMENT_METHOD_LABELS } from '../constants'
import { ONRAMP_MESSAGES } from '../messages'
import { purchaseCurrenciesFor } from '../options'
import { openOnrampPopup } from '../popup'
import { inRestrictedTimezone } from '../restricted'
import { ONRAMP_PLUGIN, onrampActionsOf, type OnrampState } from '../state'
import { ProviderLogo } from './ProviderLogo'
import { QuoteDetails } from './QuoteDetails'

/** The provider cards: a radio group whose radios hide inside their cards. */
const PROVIDERS_CSS = /* css */ `
.pt-providers { display: grid; gap: 8px; }
.pt-provider {
  display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 0 16px 0 12px; cursor: pointer;
  border: 1px solid var(--pt-border); border-radius: calc(var(--pt-r) * 4); background: var(--pt-surface);
}
.pt-provider:has(:checked) { border-color: var(--pt-accent); box-shadow: inset 0 0 0 1px var(--pt-accent); }
.pt-provider:has(:focus-visible) { outline: 2px solid var(--pt-accent); outline-offset: 2px; }
.pt-provider svg { flex: none; }
.pt-provider .pt-label { flex: 1; font-weight: 600; }
`

export default function Onramp({ kernel }: ViewProps): ReactElement {
  const state = usePluginState(kernel, ONRAMP_PLUGIN, (slice: OnrampState) => slice)
  const chainId = useKernelState(kernel, (kernelState) => selectChain(kernelState)?.networkState.caipNetwork?.id ?? 1)
  const actions = onrampActionsOf(kernel)
  const restricted = inRestrictedTimezone()
  const styles = useStyles<HTMLFormElement>(FORM_CSS + PROVIDERS_CSS)
  const id = useId()
  const amountErrorId = `${id}-error`

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

  const purchases = purchaseCurrenciesFor(state.options, chainId)
  const payment = state.options.paymentCurrencies.find((currency) => currency.id === state.paymentCurrency)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Opened here, in the click: a popup opened after an await is blocked.
    void actions?.buy(openOnrampPopup())
  }

  return (
    <form ref={styles} className="pt-form pt-scroll" data-tall="" onSubmit={submit} noValidate aria-label="Buy crypto">
      {state.sampleOptions ? (
        <p className="pt-hint" role="status">
          {ONRAMP_MESSAGES.SAMPLE_OPTIONS}
        </p>
      ) : null}
      <div className="pt-field">
        <span id={`${id}-buy`} className="pt-amount-label">
          Buy
        </span>
        <Picker
          label="Buy"
          labelledBy={`${id}-buy`}
          value={state.purchaseCurrency}
          options={purchases.map((currency) => ({ id: currency.id, label: `${currency.symbol} · ${currency.name}` }))}
          onChange={(currency) => void actions?.setPurchaseCurrency(currency)}
        />
      </div>
      <AmountCard
        label="You pay"
        token={
          <Picker
            label="Pay with"
            pill
            value={state.paymentCurrency}
            options={state.options.paymentCurrencies.map((currency) => ({ id: currency.id, label: currency.id }))}
            onChange={(currency) => void actions?.setPaymentCurrency(currency)}
          />
        }
        error={state.amountError}
        errorId={amountErrorId}
      >
        <AmountInput
          label={`Amount (${state.paymentCurrency ?? ''})`}
          name="amount"
          value={state.amount}
          invalid={state.amountError !== undefined}
          errorId={amountErrorId}
          disabled={state.buying}
          onChange={(event) => void actions?.setAmount(event.target.value)}
        />
      </AmountCard>
      <div className="pt-field">
        <span id={`${id}-method`} className="pt-amount-label">
          Payment method
        </span>
        <Picker
          label="Payment method"
          labelledBy={`${id}-method`}
          value={state.paymentMethod}
          options={(payment?.payment_method_limits ?? []).map((limit) => ({
            id: limit.id,
            label: `${PAYMENT_METHOD_LABELS[limit.id] ?? limit.id} (${limit.min} to ${limit.max} ${payment?.id ?? ''})`,
          }))}
          onChange={(method) => void actions?.setPaymentMethod(method)}
        />
      </div>
      <QuoteDetails quote={state.quote} loading={state.loadingQuote} />
      <div className="pt-providers" role="radiogroup" aria-labelledby={`${id}-provider`}>
        <span id={`${id}-provider`} className="pt-amount-label">
          Provider
        </span>
        {ONRAMP_PROVIDERS.map((provider) => (
          <label key={provider.id} className="pt-provider">
            <input type="radio" className="pt-sr" name="provider" value={provider.id} checked={state.provider === provider.id} onChange={() => actions?.setProvider(provider.id)} />
            <ProviderLogo provider={provider.id} />
            <span className="pt-label">{provider.name}</span>
            <span className="pt-num">{`${provider.feeRange} fee`}</span>
          </label>
        ))}
      </div>
      {state.error ? (
        <p className="pt-field-error" role="alert">
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
