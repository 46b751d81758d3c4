/**
 * ConnectingWalletConnectBasic (SPEC §2): the view a modal without chain
 * adapters opens on desktop. WalletConnect is the only way in: the QR code
 * and link, plus the wallet list for a wallet with its own link.
 */
import type { ReactElement } from 'react'
import type { ViewProps } from '../../../kernel/plugin'
import { GridIcon } from '../../../kernel/plugin'
import { PairingPanel } from './PairingPanel'
import { usePairing } from './usePairing'

export default function ConnectingWalletConnectBasic({ kernel }: ViewProps): ReactElement {
  const pairing = usePairing(kernel)
  return (
    <>
      <PairingPanel kernel={kernel} pairing={pairing} />
      {kernel.config.features.allWallets ? (
        <div className="pt-actions">
          <button type="button" className="pt-btn" onClick={() => kernel.router.push('AllWallets')}>
            <GridIcon /> All wallets
          </button>
        </div>
      ) : null}
    </>
  )
}

ConnectingWalletConnectBasic.title = 'Connect Wallet'
