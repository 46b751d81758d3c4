/**
 * Disconnect (SPEC §4), as the Account and UnsupportedChain views offer it: the modal closes once every chain is
 * disconnected. A failure already showed the SPEC §8 toast 'Failed to disconnect' (the connection's own words for
 * the person), and the connection reported its error ('Failed to disconnect chains', each chain's reason in its
 * details): nothing is left to show or to report here.
 */
import type { ReactElement } from 'react'
import type { Kernel } from '../../types'

export function DisconnectButton({ kernel }: { kernel: Kernel }): ReactElement {
  const disconnect = () =>
    kernel.connection.disconnect().then(
      () => kernel.router.close(),
      () => undefined,
    )
  return (
    <button type="button" className="pt-btn" data-variant="danger" data-block="" onClick={() => void disconnect()}>
      Disconnect
    </button>
  )
}
