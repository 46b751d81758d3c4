/**
 * Account: avatar and name (identity), truncated address with copy, balance
 * (3 decimals, SPEC §9) with its fiat value, network pill and explorer link, wallet features as one row of
 * icon buttons in the configured order (onramp, swaps, receive, send), account details (e.g. the
 * embedded wallet's email), account actions (e.g. update email) as pills, the tabs, then Disconnect; the
 * features, actions and details are plugin slots. Laid out so the tabs and their first rows show without
 * scrolling on a 360x740 phone and in a 1280x800 window (issue 29).
 */
import { Suspense, lazy, useEffect, useState, type CSSProperties, type ReactElement } from 'react'
import { addressExplorerUrl } from '../../networks'
import { selectActiveAccount, selectActiveNetwork } from '../../store'
import type { ViewProps } from '../../types'
import { formatTokenValue } from '../../format'
import { DisconnectButton } from '../account/DisconnectButton'
import { NetworkPill } from '../account/NetworkPill'
import { TokenListPlaceholder } from '../account/TokenListPlaceholder'
import { addressHue } from '../account/addressHue'
import { BALANCE_UNAVAILABLE, displayBalance, truncateAddress } from '../format'
import { CopyIcon, ExternalIcon } from '../primitives/icons'
import { Skeleton } from '../primitives/Skeleton'
import { safeImageUrl, safeLinkUrl } from '../../safe-url'
import { slotEntries } from '../slots'
import { useKernelState } from '../../react/useKernelState'

// Lazy parts of the Account view: the feature row and action pills, and the tab strip (Tokens, NFTs and the plugins' tabs).
const AccountFeatures = lazy(() => import('../account/AccountFeatures'))
const AccountTabs = lazy(() => import('../account/AccountTabs').then((module) => ({ default: module.AccountTabs })))

export default function Account({ kernel }: ViewProps): ReactElement {
  const account = useKernelState(kernel, (state) => {
    const a = selectActiveAccount(state)
    return {
      address: a?.address,
      balance: a?.balance,
      balanceSymbol: a?.balanceSymbol,
      balanceLoading: a?.balanceLoading ?? false,
      balanceUnavailable: a?.balanceUnavailable ?? false,
      profileName: a?.profileName,
      profileImage: a?.profileImage,
      explorerUrl: a?.addressExplorerUrl,
    }
  })
  const network = useKernelState(kernel, (state) => selectActiveNetwork(state))
  // The fiat value is the balance API's own (SPEC §2 token balance 'value' of the native entry); a network it
  // does not price (no native entry, or price 0) shows none rather than a made-up $0.00.
  const fiat = useKernelState(kernel, (state) => {
    const native = selectActiveAccount(state)?.tokenBalance.find((token) => token.address === undefined && token.chainId === network?.caipNetworkId)
    return native?.price ? native.value : undefined
  })

  useEffect(() => {
    void kernel.connection.refreshBalance().catch(() => undefined)
  }, [kernel])

  const features = slotEntries(kernel.config, 'wallet-feature', kernel.config.walletFeaturesOrder)
  const tabs = slotEntries(kernel.config, 'account-tab')
  const actions = slotEntries(kernel.config, 'account-action')
  const detailEntries = slotEntries(kernel.config, 'account-detail')
  const details = useKernelState(kernel, (state) => detailEntries.map((entry) => entry.text?.(state) ?? ''))
  const address = account.address ?? ''
  const explorer = safeLinkUrl(account.explorerUrl ?? (network && address ? addressExplorerUrl(network, address) : undefined))
  // An avatar that does not load (not an image, broken) gives way to the address's gradient.
  const [failedAvatar, setFailedAvatar] = useState<string>()
  const avatar = safeImageUrl(account.profileImage)
  const hueStyle = { '--pt-avatar-hue': String(addressHue(address)) } as CSSProperties

  async function copyAddress(): Promise<void> {
    try {
      await navigator.clipboard.writeText(address)
      kernel.toast.showToast('Address copied', 'success')
    } catch {
      kernel.toast.showToast('Failed to copy', 'error')
    }
  }

  // The view scrolls as a whole (header, actions and the selected tab), within the modal's height.
  return (
    <div className="pt-scroll" data-tall="">
      <section className="pt-account" aria-label="Account">
        {avatar && avatar !== failedAvatar ? (
          <img className="pt-avatar" src={avatar} alt="" referrerPolicy="no-referrer" onError={() => setFailedAvatar(avatar)} />
        ) : (
          <span className="pt-avatar" style={hueStyle} aria-hidden="true" />
        )}
        <div className="pt-address-row">
          <span className="pt-address" title={address}>
            {account.profileName ?? truncateAddress(address)}
          </span>
          <button type="button" className="pt-icon-btn" aria-label="Copy address" onClick={() => void copyAddress()}>
            <CopyIcon />
          </button>
        </div>
        {account.profileName ? <span className="pt-hint">{truncateAddress(address)}</span> : null}
        {detailEntries.map((entry, index) =>
          details[index] ? (
            <span key={entry.id} className="pt-hint" title={entry.label}>
              {details[index]}
            </span>
          ) : null,
        )}
        {account.balanceLoading && account.balance === undefined ? (
          <Skeleton shape="balance" />
        ) : (
          <p className="pt-balance" aria-label="Balance">
            {account.balanceUnavailable ? BALANCE_UNAVAILABLE : displayBalance(account.balance, account.balanceSymbol ?? network?.nativeCurrency.symbol)}
          </p>
        )}
        {fiat !== undefined && !account.balanceUnavailable ? (
          <p className="pt-hint pt-fiat" data-testid="balance-fiat">{`$${formatTokenValue(fiat)}`}</p>
        ) : null}
      </section>
      <div className="pt-account-meta">
        <NetworkPill kernel={kernel} network={network} />
        {explorer ? (
          <a className="pt-link" href={explorer} target="_blank" rel="noopener noreferrer">
            Block Explorer <ExternalIcon />
          </a>
        ) : null}
      </div>
      {/* Its fallback holds the feature row's height (16 px margin, 44 px icon, 4 px gap, a label line). */}
      <Suspense fallback={<div style={{ height: 82 }} />}>
        <AccountFeatures kernel={kernel} features={features} actions={actions} />
      </Suspense>
      {/* Its fallback is the tab strip over the panel's loading list, so nothing moves when the tabs come. */}
      <Suspense
        fallback={
          <>
            <Skeleton shape="tabs" />
            <TokenListPlaceholder className="pt-tabpanel pt-list" />
          </>
        }
      >
        <AccountTabs kernel={kernel} tabs={tabs} />
      </Suspense>
      <div className="pt-actions">
        <DisconnectButton kernel={kernel} />
      </div>
    </div>
  )
}

Account.title = 'Account'
