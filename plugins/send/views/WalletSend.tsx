/**
 * WalletSend: the form. A token from the account's balances (native first), an amount with Max, a receiver
 * (with its identity name and avatar when the identity route has one), the network fee, and Preview, enabled
 * once everything is valid. Errors show inline as the person types; nothing typed is ever cleared here.
 */
import { useEffect, useId, type FormEvent, type ReactElement } from 'react'
import { Avatar, Button, EmptyState, formatBalance, Skeleton, TextField, useKernelState, selectActiveAccount, type ViewProps } from '../../../kernel/plugin'
import { PREVIEW_VIEW } from '../actions'
import { missingInputMessage, SEND_FORM_MESSAGES } from '../messages'
import { tokenKey } from '../tokens'
import { NetworkFee } from './NetworkFee'
import { useSend } from './useSend'

export default function WalletSend({ kernel }: ViewProps): ReactElement {
  const { state, context, transfers, check, actions } = useSend(kernel)
  const balanceLoading = useKernelState(kernel, (kernelState) => selectActiveAccount(kernelState)?.balanceLoading ?? false)
  const tokenId = useId()
  const caipNetworkId = context.network?.caipNetworkId

  // A fresh gas price each time the form shows, and for each network.
  useEffect(() => {
    if (caipNetworkId) void actions?.fetchGasPrice()
  }, [actions, caipNetworkId])

  if (transfers === null) return <EmptyState title={SEND_FORM_MESSAGES.NAMESPACE_UNSUPPORTED} />
  const { token } = state
  // The adapter's transfer rules (asked for as the namespace became active) or the balances are on their way.
  if (!transfers || (!token && balanceLoading)) return <Skeleton shape="row" count={3} />
  if (!token) return <EmptyState title={SEND_FORM_MESSAGES.NO_TOKENS} />
  const missingInput = missingInputMessage(context.namespace)

  const preview = (event: FormEvent) => {
    event.preventDefault()
    if (check.ready) kernel.router.push(PREVIEW_VIEW)
    // Where the spec words one message for a missing amount or receiver (Solana), Preview says it.
    else if (missingInput) kernel.toast.showToast(missingInput, 'error')
  }
  const feeNeeded = check.fee === undefined && state.lastRetry !== undefined && transfers.needsGasPrice(token.address)

  return (
    <form className="pt-actions" onSubmit={preview} noValidate aria-label="Send">
      <label className="pt-hint" htmlFor={tokenId}>
        Token
      </label>
      <select id={tokenId} className="pt-search" value={tokenKey(token)} onChange={(event) => actions?.setToken(event.target.value)}>
        {state.tokenBalances.map((option) => (
          <option key={tokenKey(option)} value={tokenKey(option)}>
            {`${option.symbol} (${formatBalance(option.quantity.numeric)})`}
          </option>
        ))}
      </select>
      <TextField
        label={`Amount (${token.symbol})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        value={state.sendTokenAmount ?? ''}
        error={check.amountError}
        onChange={(event) => actions?.setAmount(event.target.value)}
      />
      <div className="pt-address-row">
        <span className="pt-hint">{`Balance: ${formatBalance(token.quantity.numeric)} ${token.symbol}`}</span>
        <Button onClick={() => actions?.setMax()}>Max</Button>
      </div>
      <TextField
        label="To"
        name="receiver"
        autoComplete="off"
        spellCheck={false}
        placeholder={transfers.addressPlaceholder}
        value={state.receiverAddress ?? ''}
        error={check.receiverError}
        onChange={(event) => actions?.setReceiver(event.target.value)}
      />
      {state.receiverProfileName ? (
        <p className="pt-address-row" role="status">
          <Avatar src={state.receiverProfileImageUrl} name={state.receiverProfileName} size="sm" />
          <span>{state.receiverProfileName}</span>
        </p>
      ) : null}
      <NetworkFee state={state} fee={check.fee} network={context.network} onRetry={() => void actions?.fetchGasPrice()} />
      {feeNeeded ? <p className="pt-hint">{SEND_FORM_MESSAGES.FEE_NEEDED(token.symbol)}</p> : null}
      <Button type="submit" variant="primary" block disabled={!check.ready && !missingInput}>
        Preview
      </Button>
    </form>
  )
}

WalletSend.title = 'Send'
