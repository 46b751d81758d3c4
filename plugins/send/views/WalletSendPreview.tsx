/**
 * WalletSendPreview: what will be sent, to whom, on which network and at what fee; Send hands the transfer
 * to the wallet and goes to Account (SPEC §4; plugins/send/actions.ts). Opened again while that wallet has
 * not answered, the view says so and offers Cancel (back to the form, the wallet's prompt may still be open).
 */
import { Fragment, useEffect, useRef, type ReactElement } from 'react'
import { Avatar, Button, EmptyState, FORM_CSS, formatUnits, formatUsd, truncateAddress, useStyles, type ViewProps } from '../../../kernel/plugin'
import { FORM_VIEW } from '../actions'
import { SEND_FORM_MESSAGES } from '../messages'
import { decimalsOf } from '../tokens'
import { NetworkFee } from './NetworkFee'
import { useSend } from './useSend'

export default function WalletSendPreview({ kernel }: ViewProps): ReactElement {
  const { state, context, check, actions } = useSend(kernel)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const styles = useStyles<HTMLDivElement>(FORM_CSS)
  const needsGasPrice = state.gasPrice === undefined && state.lastRetry === undefined

  useEffect(() => {
    if (needsGasPrice) void actions?.fetchGasPrice()
  }, [actions, needsGasPrice])

  useEffect(() => {
    if (state.loading) cancelRef.current?.focus()
  }, [state.loading])

  const { token } = state
  if (!token || check.amount === undefined || check.receiver === undefined) {
    return (
      <div className="pt-actions">
        <EmptyState title={SEND_FORM_MESSAGES.NOTHING_TO_SEND} />
        <Button block onClick={() => kernel.router.replace(FORM_VIEW)}>
          Back to the form
        </Button>
      </div>
    )
  }
  const amount = `${formatUnits(check.amount, decimalsOf(token))} ${token.symbol}`
  const amountUsd = Number(formatUnits(check.amount, decimalsOf(token))) * token.price
  const cancel = () => {
    actions?.cancel()
    kernel.router.goBack()
  }

  return (
    <div ref={styles} className="pt-actions">
      <ul className="pt-list" aria-label="Transfer">
        <li className="pt-list-item">
          <Avatar src={token.iconUrl} name={token.symbol} />
          <span className="pt-label">{`Send ${amount}`}</span>
          <span className="pt-hint">{formatUsd(amountUsd)}</span>
        </li>
        <li className="pt-list-item">
          <Avatar src={state.receiverProfileImageUrl} name={state.receiverProfileName ?? check.receiver.replace(/^0x/, '')} />
          <span className="pt-label">{`To ${state.receiverProfileName ?? truncateAddress(check.receiver)}`}</span>
        </li>
      </ul>
      <p className="pt-hint">
        <WrappableAddress address={check.receiver} />
      </p>
      <p className="pt-hint">{`Network: ${context.network?.name ?? ''}`}</p>
      <NetworkFee state={state} fee={check.fee} network={context.network} />
      {/* Always present, so the wait is announced when it starts. */}
      <p className="pt-status" role="status">
        {state.loading ? SEND_FORM_MESSAGES.WAITING_FOR_WALLET : null}
      </p>
      <Button variant="primary" block busy={state.loading} disabled={!check.ready} onClick={() => void actions?.send()}>
        {state.loading ? 'Sending…' : 'Send'}
      </Button>
      {state.loading ? (
        // A plain button for the ref: focus moves here when Send turns busy.
        <button ref={cancelRef} type="button" className="pt-btn" data-block="" onClick={cancel}>
          Cancel
        </button>
      ) : null}
    </div>
  )
}

WalletSendPreview.title = 'Review Send'

/** The whole address, allowed to break every 14 characters so it never widens the modal (copied whole). */
function WrappableAddress({ address }: { address: string }): ReactElement {
  const parts = address.match(/.{1,14}/g) ?? []
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          <wbr />
        </Fragment>
      ))}
    </>
  )
}
