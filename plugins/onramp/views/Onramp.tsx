/**
 * Onramp: what to buy on the active network, the payment currency and method (their limits), the fiat
 * amount, the quote with its fees, the providers with their fee range, and Buy, which opens the provider's
 * page in a popup (opened in the click itself, so no blocker stops it). In a restricted time zone (SPEC §9)
 * it says why it is not offered.
 */
import { useEffect, useId, type FormEvent, type ReactElement } from 'react'
import { Button, EmptyState, Skeleton, TextField, useKernelState, usePluginState, useStyles, selectChain, type ViewProps } from '../../../kernel/plugin'
import { ONRAMP_PROVIDERS, PAYMENT_METHOD_LABELS } from '../constants'
import { ONRAMP_MESSAGES } from '../messages'
import { purchaseCurrenciesFor } from '../options'
import { openOnrampPopup } from '../popup'
import { inRestrictedTimezone } from '../restricted'
import { ONRAMP_PLUGIN, onrampActionsOf, type OnrampState } from '../state'
import { QuoteDetails } from './QuoteDetails'
import { ONRAMP_CSS } from './styles'

function Select({ label, value, options, onChange }: { label: string; value?: string; options: { id: string; label: string }[]; onChange(id: string): void }): ReactElement {
  const id = useId()
  return (
    <>
      <label className="pt-hint" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="pt-search" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  )
}

export default function Onramp({ kernel }: ViewProps): ReactElement {
  const state = usePluginState(kernel, ONRAMP_PLUGIN, (slice: OnrampState) => slice)
  const chainId = useKernelState(kernel, (kernelState) => selectChain(kernelState)?.networkState.caipNetwork?.id ?? 1)
  const actions = onrampActionsOf(kernel)
  const restricted = inRestrictedTimezone()
  const styles = useStyles<HTMLFormElement>(ONRAMP_CSS)

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
    <form ref={styles} className="pt-actions pt-scroll" data-tall="" onSubmit={submit} noValidate aria-label="Buy crypto">
      {state.sampleOptions ? (
        <p className="pt-hint" role="status">
          {ONRAMP_MESSAGES.SAMPLE_OPTIONS}
        </p>
      ) : null}
      <Select
        label="Buy"
        value={state.purchaseCurrency}
        options={purchases.map((currency) => ({ id: currency.id, label: `${currency.symbol} · ${currency.name}` }))}
        onChange={(id) => void actions?.setPurchaseCurrency(id)}
      />
      <Select
        label="Pay with"
        value={state.paymentCurrency}
        options={state.options.paymentCurrencies.map((currency) => ({ id: currency.id, label: currency.id }))}
        onChange={(id) => void actions?.setPaymentCurrency(id)}
      />
      <Select
        label="Payment method"
        value={state.paymentMethod}
        options={(payment?.payment_method_limits ?? []).map((limit) => ({
          id: limit.id,
          label: `${PAYMENT_METHOD_LABELS[limit.id] ?? limit.id} (${limit.min} to ${limit.max} ${payment?.id ?? ''})`,
        }))}
        onChange={(id) => void actions?.setPaymentMethod(id)}
      />
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
      <fieldset className="pt-providers">
        <legend className="pt-hint">Provider</legend>
        {ONRAMP_PROVIDERS.map((provider) => (
          <label key={provider.id} className="pt-list-item">
            <input type="radio" name="provider" value={provider.id} checked={state.provider === provider.id} onChange={() => actions?.setProvider(provider.id)} />
            <span className="pt-label">{provider.name}</span>
            <span className="pt-hint">{`${provider.feeRange} fee`}</span>
          </label>
        ))}
      </fieldset>
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
