/** A message signed by the connected Polkadot account through kernel.connection.signMessage (the extension's signRaw); shows the signature. */
import type { ReactElement } from 'react'
import { useAccount, useModalInstance } from 'portico/react'
import { ChainSignForm } from './ChainSignForm'

export function PolkadotSignForm(): ReactElement {
  const modal = useModalInstance()
  const { isConnected } = useAccount({ namespace: 'polkadot' })
  const sign = isConnected ? async (message: string) => (await modal.ready()).connection.signMessage(message, 'polkadot') : undefined
  return <ChainSignForm chain="Polkadot" description="signRaw with the connected Polkadot account; the signature is hex (sr25519)." sign={sign} />
}
