/** UnsupportedChain (SPEC §2): the active network is not requested; switch to a supported one or disconnect. */
import type { ReactElement } from 'react'
import type { ViewProps } from '../../types'
import { NetworkList } from '../network/NetworkList'

export default function UnsupportedChain({ kernel }: ViewProps): ReactElement {
  return (
    <div>
      <p className="pt-hint">This app doesn’t support your current network. Switch to an available option to continue.</p>
      <p className="pt-section-label">Available networks</p>
      <NetworkList kernel={kernel} onSwitched={() => kernel.router.reset('Account')} />
      <div className="pt-actions">
        <button
          type="button"
          className="pt-btn"
          data-variant="danger"
          data-block=""
          onClick={() => void kernel.connection.disconnect().then(() => kernel.router.close())}
        >
          Disconnect
        </button>
      </div>
    </div>
  )
}

UnsupportedChain.title = 'Switch Network'
