/**
 * Swap: the source token and amount, the target token and its quote (6 decimals, SPEC §9), the price impact,
 * provider fee, slippage and network fee, and Swap (which sends the approval first when one is needed).
 * Initializes on show; on a network without swaps it says so (SPEC §8).
 */
import { useEffect, type FormEvent, type ReactElement } from 'react'
import { ArrowIcon, Button, EmptyState, formatTokenValue, formatUnits, messageIn, Skeleton, TextField, type ViewProps } from '../../../kernel/plugin'
import { SELECT_TOKEN_VIEW } from '../actions'
import { TARGET_DECIMALS } from '../constants'
import { formatAmount } from '../math'
import { SWAP_FORM_MESSAGES, SWAP_MESSAGES } from '../messages'
import type { TokenSide } from '../state'
import { canSwap } from '../validation'
import { TokenAmount } from './TokenAmount'
import { useSwap } from './useSwap'

export default function Swap({ kernel }: ViewProps): ReactElement {
  const { state, context, actions } = useSwap(kernel)
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
  const quoted = state.toTokenAmount !== '' && toToken !== undefined

  return (
    <form className="pt-actions pt-scroll" data-tall="" onSubmit={submit} noValidate aria-label="Swap">
      <TokenAmount label="From" token={sourceToken} value={sourceValue} onPick={() => pick('source')}>
        <TextField
          label={`Amount${sourceToken ? ` (${sourceToken.symbol})` : ''}`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={state.sourceTokenAmount}
          error={state.inputError}
          disabled={state.loadingTransaction}
          onChange={(event) => void actions?.setSourceAmount(event.target.value)}
        />
      </TokenAmount>
      <Button onClick={() => void actions?.switchTokens()} disabled={!toToken || state.loadingTransaction} aria-label="Switch tokens">
        <ArrowIcon />
      </Button>
      <TokenAmount label="To" token={toToken} value={targetValue} onPick={() => pick('target')}>
        <p className="pt-amount" role="status" aria-live="polite" aria-label="You receive">
          {state.loadingQuote ? '…' : quoted ? `${formatAmount(state.toTokenAmount, TARGET_DECIMALS)} ${toToken.symbol}` : '0.000000'}
        </p>
      </TokenAmount>
      {quoted ? (
        <dl className="pt-hint" aria-label="Swap details">
          <dt>Price impact</dt>
          <dd>{`${(state.priceImpact ?? 0).toFixed(2)} %`}</dd>
          <dt>Provider fee</dt>
          <dd>{`${formatAmount(state.providerFee ?? 0, TARGET_DECIMALS)} ${sourceToken?.symbol ?? ''}`}</dd>
          <dt>Max. slippage</dt>
          <dd>{`${state.slippage} % (${formatAmount(formatUnits(state.maxSlippage ?? 0n, toToken.decimals), TARGET_DECIMALS)} ${toToken.symbol})`}</dd>
          <dt>Network fee</dt>
          <dd>{`≈ $${formatTokenValue(state.gasPriceInUSD)}`}</dd>
        </dl>
      ) : null}
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
