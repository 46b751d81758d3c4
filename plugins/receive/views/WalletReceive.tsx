/**
 * WalletReceive: the connected address in full (selectable) and as a QR code, a copy button, the
 * networks of the connected namespace, and the warning to send only assets of those networks.
 */
import { useId, type CSSProperties, type ReactElement } from 'react'
import { Avatar, Button, CopyIcon, EmptyState, QrCode, messageIn, selectChain, useKernelState, CONNECTING_CSS, useStyles, type ViewProps } from '../../../kernel/plugin'
import { RECEIVE_MESSAGES } from '../messages'

// A 42-character address is wider than the modal: let it wrap anywhere rather than overflow.
const ADDRESS_STYLE: CSSProperties = { margin: 0, overflowWrap: 'anywhere', fontWeight: 600 }
const WARNING_STYLE: CSSProperties = { marginTop: 10 }

const readableList = (names: string[]) => new Intl.ListFormat('en-US', { style: 'long', type: 'disjunction' }).format(names)

export default function WalletReceive({ kernel }: ViewProps): ReactElement {
  const connectingStyles = useStyles<HTMLElement>(CONNECTING_CSS)
  const { address, networks, activeNetwork } = useKernelState(kernel, (state) => {
    const chain = selectChain(state)
    return { address: chain?.accountState.address, networks: chain?.caipNetworks ?? [], activeNetwork: chain?.networkState.caipNetwork?.caipNetworkId }
  })
  const networksHeading = useId()
  if (!address) return <EmptyState title={messageIn(RECEIVE_MESSAGES, 'NOT_CONNECTED')} />

  async function copyAddress(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text)
      kernel.toast.showToast(messageIn(RECEIVE_MESSAGES, 'ADDRESS_COPIED'), 'success')
    } catch {
      kernel.toast.showToast(messageIn(RECEIVE_MESSAGES, 'COPY_FAILED'), 'error')
    }
  }

  return (
    <div>
      <div className="pt-connecting" ref={connectingStyles}>
        <QrCode text={address} label="Address QR code" />
        <p style={ADDRESS_STYLE}>{address}</p>
        <Button block onClick={() => void copyAddress(address)}>
          <CopyIcon />
          Copy address
        </Button>
      </div>
      <h3 className="pt-section-label" id={networksHeading}>
        Networks
      </h3>
      <ul className="pt-list" aria-labelledby={networksHeading}>
        {networks.map((network) => (
          <li key={network.caipNetworkId} className="pt-list-item">
            <Avatar name={network.name} />
            <span className="pt-label">{network.name}</span>
            {network.caipNetworkId === activeNetwork ? <span className="pt-tag">Active</span> : null}
          </li>
        ))}
      </ul>
      <p className="pt-hint" role="note" style={WARNING_STYLE}>
        {messageIn(RECEIVE_MESSAGES, 'ONLY_THESE_NETWORKS', readableList(networks.map((network) => network.name)))}
      </p>
    </div>
  )
}

WalletReceive.title = 'Receive'
