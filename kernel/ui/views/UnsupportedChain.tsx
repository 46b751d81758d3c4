/** UnsupportedChain (SPEC §2): the active network is not requested; switch to a supported one or disconnect. */
import type { ReactElement } from 'react'
import type { ViewProps } from '../../types'
import { DisconnectButton } from '../account/DisconnectButton'
import { NetworkList } from '../network/NetworkList'

export default function UnsupportedChain({ kernel }: ViewProps): ReactElement {
  return (
    <div>
      <p className="pt-hint">This app doesn’t support your current network. Switch to an available option to continue.</p>
      <p className="pt-section-label">Available networks</p>
      <NetworkList kernel={kernel} onSwitched={() => kernel.router.reset('Account')} />
      <div className="pt-actions">
        <DisconnectButton kernel={kernel} />
      </div>
    </div>
  )
}

UnsupportedChain.title = 'Switch Network'
