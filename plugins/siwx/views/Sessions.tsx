/**
 * Sessions (feature smartSessions): the connected address's sessions at the Blockchain API, each with its site,
 * network and expiry, and Revoke, which asks the wallet to sign the session's pci. While the list loads, rows
 * hold their place; a failed fetch says so with Try again; none gives 'No active sessions'. A refused signature
 * or revocation says so and keeps the row. What the API says is shown as text.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react'
import { Button, EmptyState, Skeleton, errorMessage, selectActiveAccount, useKernelState, CONNECTING_CSS, useStyles, type ViewProps } from '../../../kernel/plugin'
import { listSessions, type SessionRow } from '../sessions'
import { SIWX_PLUGIN, type SiwxHandle } from '../state'

export default function Sessions({ kernel }: ViewProps): ReactElement {
  const connectingStyles = useStyles<HTMLElement>(CONNECTING_CSS)
  const address = useKernelState(kernel, (state) => selectActiveAccount(state)?.address)
  const [rows, setRows] = useState<SessionRow[]>()
  // The list's failure (no rows), or a revocation's (rows kept).
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState<string>()
  const box = useRef<HTMLDivElement>(null)
  // The row whose Revoke was pressed: its button is disabled while the wallet asks (and the browser drops focus),
  // so once settled, focus returns there (refused) or to the next row's (revoked), else to the list.
  const focusAt = useRef<number>(undefined)

  useEffect(() => {
    let live = true
    setRows(undefined)
    setError(undefined)
    if (address) listSessions(kernel, address).then((found) => live && setRows(found), (reason: unknown) => live && setError(errorMessage(reason)))
    return () => void (live = false)
  }, [kernel, address, attempt])

  useEffect(() => {
    const index = focusAt.current
    if (index === undefined || pending) return
    focusAt.current = undefined
    const buttons = box.current?.querySelectorAll('button')
    ;(buttons?.[Math.min(index, buttons.length - 1)] ?? box.current)?.focus()
  }, [rows, pending])

  const revoke = (pci: string) => {
    focusAt.current = rows?.findIndex((row) => row.pci === pci)
    setPending(pci)
    setError(undefined)
    kernel
      .plugin<SiwxHandle>(SIWX_PLUGIN)
      ?.actions.revokeSession(pci)
      .then(() => setRows((current) => current?.filter((row) => row.pci !== pci)), (reason: unknown) => setError(errorMessage(reason)))
      .finally(() => setPending(undefined))
  }

  const alert = error ? (
    <p className="pt-status" data-state="error" role="alert">
      {error}
    </p>
  ) : null
  if (!rows) {
    return alert ? (
      <div className="pt-connecting" ref={connectingStyles}>
        {alert}
        <Button variant="primary" block onClick={() => setAttempt(attempt + 1)}>
          Try again
        </Button>
      </div>
    ) : (
      <ul className="pt-list" aria-busy="true">
        <Skeleton shape="row" count={2} listItems />
      </ul>
    )
  }
  return (
    <div className="pt-scroll" ref={box} tabIndex={-1}>
      {rows.length ? (
        <ul className="pt-list" aria-label="Active sessions">
          {rows.map(({ pci, domain, network, expires }) => (
            <li key={pci} className="pt-list-item">
              <div className="pt-label">
                <div>{domain}</div>
                <div className="pt-hint">{network}</div>
                {/* A line of its own, and short: the row's label cuts a long line with an ellipsis. */}
                {expires ? (
                  <div className="pt-hint">
                    Expires{' '}
                    <time dateTime={expires.iso} title={expires.at}>
                      {expires.in}
                    </time>
                  </div>
                ) : null}
              </div>
              <Button variant="danger" busy={pending === pci} disabled={!!pending} aria-label={`Revoke ${domain}`} onClick={() => revoke(pci)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No active sessions" />
      )}
      {alert}
    </div>
  )
}

Sessions.title = 'Sessions'
