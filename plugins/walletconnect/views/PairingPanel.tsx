/**
 * What both WalletConnect views show: the QR code of the pairing URI, "Copy
 * link", and "Open in wallet" (the wallet's own link when a registry wallet
 * was chosen, else the wc: URI); a failure with "Try again".
 */
import type { ReactElement } from 'react'
import { CopyIcon, ExternalIcon, QrCode, Skeleton, isMobile, CONNECTING_CSS, useStyles, type Kernel } from '../../../kernel/plugin'
import { controllerOf } from '../state'
import { walletLink, type WalletLinks } from '../deep-links'
import type { Pairing } from './usePairing'

export interface PairingPanelProps {
  kernel: Kernel
  pairing: Pairing
  /** The registry wallet the user picked, if any. */
  wallet?: WalletLinks & { name?: string }
}

export function PairingPanel({ kernel, pairing, wallet }: PairingPanelProps): ReactElement {
  const connectingStyles = useStyles<HTMLElement>(CONNECTING_CSS)
  const { uri, phase, retry } = pairing
  if (phase.kind === 'failed') {
    return (
      <div className="pt-connecting" ref={connectingStyles}>
        <p className="pt-status" data-state="error" role="alert">
          Connection failed
        </p>
        <p className="pt-hint">{phase.message}</p>
        <button type="button" className="pt-btn" data-variant="primary" onClick={retry}>
          Try again
        </button>
      </div>
    )
  }
  if (!uri) {
    return (
      <div className="pt-connecting" ref={connectingStyles} aria-busy="true">
        <Skeleton shape="tile" />
        <p className="pt-hint">Preparing a WalletConnect link…</p>
      </div>
    )
  }
  const name = wallet?.name ?? 'wallet'
  const href = (wallet ? walletLink(wallet, uri, isMobile())?.href : undefined) ?? uri

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(uri as string)
      kernel.toast.showToast('Link copied', 'success')
    } catch {
      kernel.toast.showToast('Failed to copy', 'error')
    }
  }

  return (
    <div className="pt-connecting" ref={connectingStyles}>
      <QrCode text={uri} label="WalletConnect QR code" />
      <p className="pt-hint">Scan with your phone, or open the link in your wallet.</p>
      <div className="pt-actions">
        <button type="button" className="pt-btn" onClick={() => void copy()}>
          <CopyIcon /> Copy link
        </button>
        <a
          className="pt-btn"
          href={href}
          target="_blank"
          rel="noreferrer noopener"
          onClick={() => controllerOf(kernel)?.linkOpened({ name, href })}
        >
          {/* The name comes from the registry: cut with an ellipsis, however long. */}
          <ExternalIcon /> <span className="pt-btn-label">Open in {name}</span>
        </a>
      </div>
    </div>
  )
}
