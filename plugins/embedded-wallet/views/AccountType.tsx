/**
 * AccountType: the embedded wallet's EOA / smart-account choice (SPEC §6). The smart account is offered only on
 * the networks the frame enables (SPEC §5); choosing one switches the connected address, its balance and Activity.
 */
import { useEffect, useState, type ReactElement } from 'react'
import { Button, Skeleton, errorMessage, selectActiveAccount, selectActiveNetwork, truncateAddress, useKernelState, CONNECTING_CSS, useStyles, type ViewProps } from '../../../kernel/plugin'
import { smartAccountOffered, switchAccountType, type EmbeddedAccountType as Type } from '../account-type'

const LABELS: Record<Type, string> = { eoa: 'EOA', smartAccount: 'Smart account' }

export default function AccountType({ kernel }: ViewProps): ReactElement {
  const connectingStyles = useStyles<HTMLElement>(CONNECTING_CSS)
  const network = useKernelState(kernel, selectActiveNetwork)
  const { address, preferredAccountType } = useKernelState(kernel, (state) => {
    const account = selectActiveAccount(state)
    return { address: account?.address, preferredAccountType: account?.preferredAccountType }
  })
  const current: Type = preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  const [offered, setOffered] = useState<boolean>()
  const [pending, setPending] = useState<Type>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    let live = true
    setOffered(undefined)
    smartAccountOffered(kernel, network).then(
      (yes) => live && setOffered(yes),
      (reason: unknown) => {
        if (!live) return
        setOffered(false)
        setError(errorMessage(reason))
      },
    )
    return () => {
      live = false
    }
  }, [kernel, network])

  const choose = (type: Type) => {
    if (type === current || pending) return
    setPending(type)
    setError(undefined)
    switchAccountType(kernel, type).then(
      () => setPending(undefined),
      (reason: unknown) => {
        setPending(undefined)
        setError(errorMessage(reason))
      },
    )
  }

  if (offered === undefined) {
    return (
      <div className="pt-connecting" ref={connectingStyles} aria-busy="true">
        <Skeleton shape="row" count={2} />
      </div>
    )
  }
  return (
    <div className="pt-actions">
      <p className="pt-hint" role="status">{`Using the ${LABELS[current]} ${address ? truncateAddress(address) : ''}`}</p>
      <div className="pt-actions" role="group" aria-label="Account type">
        {(['eoa', 'smartAccount'] as const).map((type) => (
          <Button
            key={type}
            block
            variant={type === current ? 'primary' : 'plain'}
            aria-pressed={type === current}
            busy={pending === type}
            disabled={type === 'smartAccount' && !offered}
            onClick={() => choose(type)}
          >
            {pending === type ? `Switching to ${LABELS[type]}…` : LABELS[type]}
          </Button>
        ))}
      </div>
      {!offered ? <p className="pt-hint">{`Smart accounts are not available on ${network?.name ?? 'this network'}`}</p> : null}
      {error ? (
        <p className="pt-status" data-state="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

AccountType.title = 'Account type'
