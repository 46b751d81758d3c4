/**
 * Swap: two token cards (what is paid, what is received: its quote with 6 decimals, SPEC §9) around a round
 * flip button, the quote's summary (rate, price impact, network cost, provider fee, slippage) and Swap (which
 * sends the approval first when one is needed). Initializes on show; on a network without swaps it says so (SPEC §8).
 */
import { useEffect, useId, type FormEvent, type ReactElement } from 'react'
import { AmountInput, Button, EmptyState, FORM_CSS, messageIn, Skeleton, useStyles, type ViewProps } from '../../../kernel/plugin'
import { SELECT_TOKEN_VIEW } from '../actions'
import { TARGET_DECIMALS } from '../constants'
import { formatAmount, maxAmount } from '../math'
import { SWAP_FORM_MESSAGES, SWAP_MESSAGES } from '../messages'
import type { TokenSide } from '../state'
import { isNativeToken } from '../tokens'
import { canSwap } from '../validation'
import { FlipIcon } from './FlipIcon'
import { QuoteSummary } from './QuoteSummary'
import { TokenAmount } from './TokenAmount'
import { useSwap } from './useSwap'

/** The two cards around the round flip, and the quote's one-line toggle. */
const SWAP_CSS = /* css */ `
.pt-swap { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; }
.pt-flip {
  position: relative; z-index: 1; justify-self: center; display: grid; place-items: center; width: 40px; height: 40px; margin: -18px 0;
  padding: 0; border: 4px solid var(--pt-bg); border-radius: 999px; background: var(--pt-surface); color: var(--pt-text);
}
.pt-flip:hover:not(:disabled) { background: var(--pt-surface-hover); }
.pt-flip svg { width: 16px; height: 16px; }
.pt-summary-toggle { display: flex; align-items: center; gap: 8px; width: 100%; min-height: 44px; padding: 0 16px; border: 0; background: transparent; text-align: start; font-variant-numeric: tabular-nums; }
/* The rate and the cost read left to right; under rtl the rate still starts at the start (right) side. */
.pt-summary-toggle > span { unicode-bidi: plaintext; }
.pt-summary-toggle > :dir(rtl) { text-align: right; }
.pt-summary-toggle > :first-child { flex: 1; color: var(--pt-text); font-weight: 500; }
`

export default function Swap({ kernel }: ViewProps): ReactElement {
  const { state, context, actions } = useSwap(kernel)
  const styles = useStyles<HTMLFormElement>(FORM_CSS + SWAP_CSS)
  const errorId = useId()
  const caipNetworkId = context.network?.caipNetworkId

  useEffect(() => {
    if (caipNetworkId) void actions?.initialize()
  }, [actions, caipNetworkId])

  if (!context.supported) return <EmptyState title={messageIn(SWAP_MESSAGES, 'SWAP_NETWORK_NOT_SUPPORTED')} />
  if (!state.initialized) return <Skeleton shape="row" count={4} />

  const { sourceToken, toToken } = state
  const pick = (side: TokenSide) => kernel.router.push(SELECT_TOKEN_VIEW, { side })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void actions?.swap()
  }
  const sourceValue = Number(state.sourceTokenAmount) * state.sourceTokenPriceInUSD
  const targetValue = Number(state.toTokenAmount) * state.toTokenPriceInUSD
  const quoted = state.toTokenAmount !== '' && toToken !== undefined && sourceToken !== undefined
  const received = quoted ? formatAmount(state.toTokenAmount, TARGET_DECIMALS) : '0'

  return (
    <form ref={styles} className="pt-form pt-scroll" data-tall="" onSubmit={submit} noValidate aria-label="Swap">
      <div className="pt-swap">
        <TokenAmount
          label="From"
          token={sourceToken}
          value={sourceValue}
          onPick={() => pick('source')}
          onMax={() => {
            if (sourceToken?.quantity) void actions?.setSourceAmount(maxAmount(sourceToken.quantity.numeric, sourceToken.decimals, isNativeToken(sourceToken) ? state.gasFee : undefined))
          }}
          error={state.inputError}
          errorId={errorId}
        >
          <AmountInput
            label={`Amount${sourceToken ? ` (${sourceToken.symbol})` : ''}`}
            name="amount"
            value={state.sourceTokenAmount}
            invalid={state.inputError !== undefined}
            errorId={errorId}
            disabled={state.loadingTransaction}
            onChange={(event) => void actions?.setSourceAmount(event.target.value)}
          />
        </TokenAmount>
        <button type="button" className="pt-flip" onClick={() => void actions?.switchTokens()} disabled={!toToken || state.loadingTransaction} aria-label="Switch tokens">
          <FlipIcon />
        </button>
        <TokenAmount label="To" token={toToken} value={targetValue} onPick={() => pick('target')}>
          {/* The unit shows once, on the token pill; a screen reader hears it with the figure. */}
          <p className="pt-amount-value" role="status" aria-live="polite" aria-label="You receive" data-empty={quoted ? undefined : ''} data-long={received.length > 9 ? '' : undefined}>
            {state.loadingQuote ? '…' : received}
            {quoted && !state.loadingQuote ? <span className="pt-sr">{` ${toToken.symbol}`}</span> : null}
          </p>
        </TokenAmount>
      </div>
      {quoted ? <QuoteSummary state={state} source={sourceToken} target={toToken} /> : null}
      {state.loadingTransaction ? (
        <p className="pt-hint" role="status">
          {SWAP_FORM_MESSAGES.WAITING_FOR_WALLET}
        </p>
      ) : null}
      <Button type="submit" variant="primary" block busy={state.loadingTransaction} disabled={!canSwap(state, context) || state.loadingQuote}>
        {toToken ? 'Swap' : SWAP_FORM_MESSAGES.SELECT_TOKEN}
      </Button>
    </form>
  )
}

Swap.title = 'Swap'
