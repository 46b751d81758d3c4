/**
 * ConnectingWalletConnect (SPEC §2): pair a wallet by QR code or link. Opened
 * from the 'WalletConnect' connector, or with `data.wallet` when the user
 * picked a registry wallet that connects through WalletConnect.
 */
import type { ReactElement } from 'react'
import type { Namespace, ViewProps } from '../../../kernel/plugin'
import type { WalletLinks } from '../deep-links'
import { PairingPanel } from './PairingPanel'
import { usePairing } from './usePairing'

type Data = Record<string, unknown> | undefined

function chosenWallet(data: Data): (WalletLinks & { name?: string }) | undefined {
  const wallet = data?.wallet
  if (!wallet || typeof wallet !== 'object') return undefined
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const entry = wallet as Record<string, unknown>
  return {
    name: text(entry.name),
    mobile_link: text(entry.mobile_link),
    desktop_link: text(entry.desktop_link),
    webapp_link: text(entry.webapp_link),
  }
}

export default function ConnectingWalletConnect({ kernel, data }: ViewProps): ReactElement {
  const namespace = typeof data?.namespace === 'string' ? (data.namespace as Namespace) : undefined
  const pairing = usePairing(kernel, namespace)
  return <PairingPanel kernel={kernel} pairing={pairing} wallet={chosenWallet(data)} />
}

ConnectingWalletConnect.title = (data?: Record<string, unknown>) => (typeof data?.name === 'string' ? data.name : 'WalletConnect')
