/**
 * WalletSend: the form, in the Swap view's card language. The amount card with its token picker (the account's
 * balances with their logos, native first) and Max, the receiver card (with its identity name and avatar when
 * the identity route has one), the network fee, and Preview, enabled once everything is valid. Errors show
 * inline as the person types; nothing typed is ever cleared here.
 */
import { useEffect, useId, type FormEvent, type ReactElement } from 'react'
import {
  AmountCard,
  AmountInput,
  Avatar,
  Button,
  EmptyState,
  FORM_CSS,
  formatSignificant,
  formatUsd,
  Picker,
  Skeleton,
  useKernelState,
  useStyles,
  selectActiveAccount,
  type ViewProps,
} from '../../../kernel/plugin'
import { PREVIEW_VIEW } from '../actions'
import { missingInputMessage, SEND_FORM_MESSAGES } from '../messages'
import { tokenKey } from '../tokens'
import { NetworkFee } from './NetworkFee'
import { useSend } from './useSend'

/**
 * The receiver's field inside its card (an address or a name: left to right in any dialog; its placeholder, an
 * address's start, too, at the field's right in a right-to-left one), and the name it resolves to.
 */
const RECEIVER_CSS = /* css */ `
.pt-recipient {
  width: 100%; min-width: 0; height: 32px; padding: 0; border: 0; outline: none; background: transparent; color: var(--pt-text);
  font-size: calc(var(--pt-fs) * 1.3); font-variant-numeric: tabular-nums; text-overflow: ellipsis; unicode-bidi: plaintext;
}
.pt-recipient::placeholder { color: var(--pt-muted); }
.pt-recipient:placeholder-shown:dir(rtl) { direction: ltr; text-align: right; }
.pt-recipient-name { display: flex; align-items: center; gap: 8px; margin: 0; font-weight: 600; }
`

export default function WalletSend({ kernel }: ViewProps): ReactElement {
  const { state, context, transfers, check, actions } = useSend(kernel)
  const balanceLoading = useKernelState(kernel, (kernelState) => selectActiveAccount(kernelState)?.balanceLoading ?? false)
  const styles = useStyles<HTMLFormElement>(FORM_CSS + RECEIVER_CSS)
  const amountErrorId = useId()
  const receiverId = useId()
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
  const amountValue = Number(state.sendTokenAmount) * token.price
  const tokenPicker = (
    <Picker
      label="Token"
      pill
      images
      value={tokenKey(token)}
      options={state.tokenBalances.map((option) => ({ id: tokenKey(option), label: option.symbol, hint: formatSignificant(option.quantity.numeric), imageUrl: option.iconUrl }))}
      onChange={(key) => actions?.setToken(key)}
    />
  )

  return (
    <form ref={styles} className="pt-form" onSubmit={preview} noValidate aria-label="Send">
      <AmountCard
        label="Amount"
        token={tokenPicker}
        value={amountValue > 0 ? formatUsd(amountValue) : undefined}
        balance={token.quantity.numeric}
        symbol={token.symbol}
        onMax={() => actions?.setMax()}
        error={check.amountError}
        errorId={amountErrorId}
      >
        <AmountInput
          label={`Amount (${token.symbol})`}
          name="amount"
          value={state.sendTokenAmount ?? ''}
          invalid={check.amountError !== undefined}
          errorId={amountErrorId}
          onChange={(event) => actions?.setAmount(event.target.value)}
        />
      </AmountCard>
      <div className="pt-amount-card">
        <label className="pt-amount-label" htmlFor={receiverId}>
          To
        </label>
        <input
          id={receiverId}
          className="pt-recipient"
          name="receiver"
          autoComplete="off"
          spellCheck={false}
          placeholder={transfers.addressPlaceholder}
          value={state.receiverAddress ?? ''}
          aria-invalid={check.receiverError ? 'true' : undefined}
          aria-describedby={check.receiverError ? `${receiverId}-error` : undefined}
          onChange={(event) => actions?.setReceiver(event.target.value)}
        />
        {state.receiverProfileName ? (
          <p className="pt-recipient-name" role="status">
            <Avatar src={state.receiverProfileImageUrl} name={state.receiverProfileName} size="sm" />
            <span className="pt-label">{state.receiverProfileName}</span>
          </p>
        ) : null}
        {check.receiverError ? (
          <p id={`${receiverId}-error`} className="pt-field-error" role="alert">
            {check.receiverError}
          </p>
        ) : null}
      </div>
      <NetworkFee state={state} fee={check.fee} network={context.network} onRetry={() => void actions?.fetchGasPrice()} />
      {feeNeeded ? <p className="pt-hint">{SEND_FORM_MESSAGES.FEE_NEEDED(token.symbol)}</p> : null}
      <Button type="submit" variant="primary" block disabled={!check.ready && !missingInput}>
        Preview
      </Button>
    </form>
  )
}

WalletSend.title = 'Send'
