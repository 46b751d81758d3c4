/**
 * The quoted swap in one line (the rate and the network cost, each shown once) that opens its details: price
 * impact, the provider's fee and the most the slippage can take. Collapsed by default, as people know it.
 */
import { useId, useState, type ReactElement } from 'react'
import { ChevronIcon, formatSignificant, formatUnits, formatUsd } from '../../../kernel/plugin'
import type { SwapState } from '../state'
import type { SwapTokenInfo } from '../tokens'

export interface QuoteSummaryProps {
  state: SwapState
  source: SwapTokenInfo
  target: SwapTokenInfo
}

export function QuoteSummary({ state, source, target }: QuoteSummaryProps): ReactElement {
  const [open, setOpen] = useState(false)
  const id = useId()
  const rate = Number(state.toTokenAmount) / Number(state.sourceTokenAmount)
  const networkCost = formatUsd(state.gasPriceInUSD)
  const slippage = formatSignificant(formatUnits(state.maxSlippage ?? 0n, target.decimals))
  return (
    <div className="pt-summary">
      <button type="button" className="pt-summary-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span>{`1 ${source.symbol} = ${formatSignificant(rate)} ${target.symbol}`}</span>
        <span>{networkCost}</span>
        <ChevronIcon />
      </button>
      {open ? (
        <dl id={id} className="pt-rows" aria-label="Swap details">
          <div>
            <dt>Price impact</dt>
            <dd>{`${(state.priceImpact ?? 0).toFixed(2)} %`}</dd>
          </div>
          <div>
            <dt>Provider fee</dt>
            <dd>{`${formatSignificant(state.providerFee ?? 0)} ${source.symbol}`}</dd>
          </div>
          <div>
            <dt>Max. slippage</dt>
            <dd>{`${state.slippage} % (${slippage} ${target.symbol})`}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  )
}
