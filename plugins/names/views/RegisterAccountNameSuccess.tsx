/**
 * RegisterAccountNameSuccess (SPEC §2, §4): while the registration runs (the wallet signs, the API registers),
 * says so; once registered, the name, the account's names from the reverse lookup, and back to the account.
 */
import { useEffect, type ReactElement } from 'react'
import { Button, Skeleton, usePluginState, CONNECTING_CSS, useStyles, type ViewProps } from '../../../kernel/plugin'
import { NAMES_PLUGIN, type NamesHandle, type NamesState } from '../state'

export default function RegisterAccountNameSuccess({ kernel }: ViewProps): ReactElement {
  const connectingStyles = useStyles<HTMLElement>(CONNECTING_CSS)
  const { loading, registered, addressNames } = usePluginState(kernel, NAMES_PLUGIN, (slice: NamesState) => slice)
  const actions = kernel.plugin<NamesHandle>(NAMES_PLUGIN)?.actions

  useEffect(() => {
    if (registered) void actions?.lookupAddressNames()
  }, [actions, registered])

  if (loading || !registered) {
    return (
      <div className="pt-connecting" ref={connectingStyles} aria-busy="true">
        <p className="pt-status" role="status">
          Registering your name
        </p>
        <p className="pt-hint">Approve the signature in your wallet.</p>
        <Skeleton shape="row" count={1} />
      </div>
    )
  }
  return (
    <div className="pt-connecting" ref={connectingStyles}>
      <p className="pt-status" role="status">{`${registered} is yours`}</p>
      {addressNames && addressNames.length > 0 ? <p className="pt-hint" data-testid="address-names">{`Names of this account: ${addressNames.join(', ')}`}</p> : null}
      <Button
        variant="primary"
        block
        onClick={() => {
          actions?.reset()
          kernel.router.reset('Account')
        }}
      >
        Back to account
      </Button>
    </div>
  )
}

RegisterAccountNameSuccess.title = 'Name registered'
