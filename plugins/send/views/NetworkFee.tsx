/**
 * The network fee line of both views: the fee in the native token and in USD; a placeholder of the same
 * height while the gas price loads; 'Network fee unavailable' with a retry when the gas-price route failed,
 * and the adapter's SPEC §8 'Network not supported for Gas Price' (no retry) when it does not price this network.
 */
import type { ReactElement } from 'react'
import { Button, formatUsd, Skeleton, type Network } from '../../../kernel/plugin'
import { SEND_FORM_MESSAGES } from '../messages'
import type { SendState } from '../state'
import { nativeAmount } from './format'

export interface NetworkFeeProps {
  state: Pick<SendState, 'gasPriceInUSD' | 'lastRetry' | 'gasPriceUnsupported'>
  fee: bigint | undefined
  network: Network | undefined
  /** Absent in the preview, which only shows a fee it has. */
  onRetry?: () => void
}

export function NetworkFee({ state, fee, network, onRetry }: NetworkFeeProps): ReactElement {
  if (fee !== undefined && network) {
    const inUsd = state.gasPriceInUSD === undefined ? '' : ` (${formatUsd(state.gasPriceInUSD)})`
    // A row: the term left, the figure right; the colon is for the text read as one line.
    return (
      <p className="pt-fee">
        <span>
          Network fee<span className="pt-sr">: </span>
        </span>
        <span className="pt-num">{`${nativeAmount(fee, network.nativeCurrency.decimals, network.nativeCurrency.symbol)}${inUsd}`}</span>
      </p>
    )
  }
  if (state.lastRetry === undefined) return <Skeleton shape="text" />
  if (state.gasPriceUnsupported) return <p className="pt-hint">{state.gasPriceUnsupported}</p>
  return (
    <div className="pt-address-row">
      <p className="pt-hint">{SEND_FORM_MESSAGES.FEE_UNAVAILABLE}</p>
      {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
    </div>
  )
}
