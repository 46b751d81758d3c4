/**
 * ApproveTransaction (SPEC §2, §6): a not-safe request of the embedded
 * wallet waits here for the user. Approve lets it reach the frame; Reject
 * (or closing the modal) answers the app with a 4001 rejection.
 */
import type { ReactElement } from 'react'
import { CONNECTING_CSS, useStyles, type ViewProps } from '../../../kernel/plugin'
import { EMBEDDED_WALLET_PLUGIN, type EmbeddedWalletHandle } from '../state'
import { describeRequest } from './describeRequest'

export default function ApproveTransaction({ kernel, data }: ViewProps): ReactElement {
  const connectingStyles = useStyles<HTMLElement>(CONNECTING_CSS)
  const approvals = kernel.plugin<EmbeddedWalletHandle>(EMBEDDED_WALLET_PLUGIN)?.api.approvals
  const requestId = typeof data?.requestId === 'string' ? data.requestId : ''
  const request = approvals?.get(requestId)
  const decide = (approved: boolean) => {
    approvals?.settle(requestId, approved)
    kernel.router.close()
  }
  if (!request) {
    return (
      <div className="pt-connecting" ref={connectingStyles}>
        <p className="pt-empty">This request is no longer waiting.</p>
      </div>
    )
  }
  const details = describeRequest(request.method, request.params)
  return (
    <div className="pt-connecting" ref={connectingStyles} aria-label="Approve request">
      <p className="pt-status">{details.title}</p>
      <p className="pt-hint" data-testid="approve-method">{request.method}</p>
      {details.lines.map((line) => (
        <p className="pt-hint" key={line}>
          {line}
        </p>
      ))}
      <div className="pt-actions">
        <button type="button" className="pt-btn" onClick={() => decide(false)}>
          Reject
        </button>
        <button type="button" className="pt-btn" data-variant="primary" onClick={() => decide(true)}>
          Approve
        </button>
      </div>
    </div>
  )
}

ApproveTransaction.title = 'Approve Transaction'
