import { isUserRejection, type Mutation } from 'portico/headless'

interface Props {
  /** What failed, in the words of the buttons: "connect", "switch network", "disconnect". */
  action: string
  mutation: Pick<Mutation<never, unknown>, 'status' | 'error' | 'reset'>
  retry?: () => void
}

/** A failed action as an alert: a refusal in the wallet in plain words, anything else with its message; Dismiss is reset(). */
export function MutationError({ action, mutation, retry }: Props) {
  if (mutation.status !== 'error' || !mutation.error) return null
  const message = isUserRejection(mutation.error) ? 'You declined the request in your wallet.' : mutation.error.message
  return (
    <div role="alert" className="error">
      <p>
        Could not {action}: {message}
      </p>
      {retry ? (
        <button type="button" onClick={retry}>
          Try again
        </button>
      ) : null}
      <button type="button" onClick={mutation.reset}>
        Dismiss
      </button>
    </div>
  )
}
