/**
 * Connect: the connect methods in the SPEC §2 order. 'wallet' lists recent,
 * installed and featured wallets plus "All wallets", or one 'Continue with a wallet' button when they are
 * collapsed (walletsCollapsed), which opens this view again with the wallets only (data `walletsOnly`).
 * Email, social and any other method come from plugins through the 'connect-method' slot: a row that opens
 * the entry's view, or that view itself inline (the entry's `inline`); an "or" divider parts them from the
 * wallets. A connector's brand mark is a view of its plugin (`markView`). The header's "?" and the footer lead
 * to the onboarding views. The legal links, when configured, wrap the view where it is registered (../builtInViews).
 */
import { Fragment, type ReactElement } from 'react'
import { WALLET_CONNECT_METHOD } from '../../config'
import { connectMethodOrder, walletsCollapsed } from '../method-order'
import { isMobile } from '../../platform'
import type { SlotEntry, ViewProps } from '../../types'
import { ArrowIcon, ChevronIcon, GridIcon } from '../primitives/icons'
import { ListButton } from '../primitives/ListButton'
import { ViewPart } from '../primitives/ViewPart'
import { slotEntries } from '../slots'
import { useKernelState } from '../../react/useKernelState'
import { isInstalledConnector } from '../../wallets/installed'
import { walletIdOf } from '../../wallet-id'
import { namespaceConnectors } from '../../wallets/listRules'
import { registryOf } from '../../wallets/registry'
import { connectorForWallet, walletConnectors } from '../../wallets/walletList'
import { useSelectWallet } from '../wallets/useSelectWallet'
import { useWalletCatalog } from '../wallets/useWalletCatalog'

export const ALL_WALLETS_VIEW = 'AllWallets'
export const WHAT_IS_A_WALLET_VIEW = 'WhatIsAWallet'
export const GET_A_WALLET_VIEW = 'GetAWallet'

export default function Connect({ kernel, data }: ViewProps): ReactElement {
  const connectors = useKernelState(kernel, (state) => namespaceConnectors(state.connectors, state.activeNamespace, state.switchingNamespace))
  const recentId = useKernelState(kernel, (state) => state.connection.recentWallet?.id)
  const { featured, count } = useWalletCatalog(kernel).list
  const { selectConnector, selectRegistryWallet } = useSelectWallet(kernel)
  const registry = registryOf(kernel)

  const wallets = walletConnectors(connectors, recentId, isMobile())
  const hasShownWallets = wallets.some(isInstalledConnector)
  // `walletsOnly`: the screen 'Continue with a wallet' opens, the wallet section without the other methods.
  const methodSlots = data?.walletsOnly ? [] : slotEntries(kernel.config, 'connect-method')
  const collapsed = walletsCollapsed(kernel.config, methodSlots)
  // Collapsed, no installed wallet is on this screen: 'Continue with a wallet' takes the wallets' ranked place.
  const order = connectMethodOrder(kernel.config, methodSlots, { hasShownWallets: hasShownWallets && !collapsed })
  const featuredOnly = featured.filter((wallet) => !connectorForWallet(connectors, wallet))

  const slotParts = (entries: readonly SlotEntry[]): ReactElement[] =>
    entries.map((entry) => (
      <li key={entry.id}>
        {entry.inline && entry.view ? (
          <ViewPart kernel={kernel} name={entry.view} data={{ inline: true }} fallback={<span className="pt-skeleton" style={{ height: entry.inline }} />} />
        ) : (
          <ListButton label={entry.label} leading={<ArrowIcon />} trailing={<ChevronIcon />} onClick={() => entry.view && kernel.router.push(entry.view)} />
        )}
      </li>
    ))

  const walletSection = collapsed ? (
    <li>
      <ListButton label="Continue with a wallet" leading={<GridIcon />} trailing={<ChevronIcon />} onClick={() => kernel.router.push('Connect', { walletsOnly: true })} />
    </li>
  ) : (
    <>
      {wallets.map((connector) => (
        <li key={connector.id}>
          <ListButton
            label={connector.name}
            imageUrl={connector.imageUrl}
            leading={connector.markView ? <ViewPart kernel={kernel} name={connector.markView} fallback={null} /> : undefined}
            tag={walletIdOf(connector) === recentId ? 'Recent' : isInstalledConnector(connector) ? 'Installed' : connector.tag}
            onClick={() => selectConnector(connector)}
          />
        </li>
      ))}
      {featuredOnly.map((wallet) => {
        const imageUrl = wallet.image_id ? registry.imageUrl(wallet.image_id) : undefined
        return (
          <li key={wallet.id}>
            <ListButton label={wallet.name} imageUrl={imageUrl} onClick={() => selectRegistryWallet(wallet, imageUrl)} />
          </li>
        )
      })}
      {kernel.config.features.allWallets ? (
        <li>
          <ListButton
            label="All wallets"
            leading={<GridIcon />}
            tag={count ? String(count) : undefined}
            trailing={<ChevronIcon />}
            onClick={() => kernel.router.push(ALL_WALLETS_VIEW)}
          />
        </li>
      ) : null}
    </>
  )

  const isWallets = (method?: string) => method === WALLET_CONNECT_METHOD
  // A configured id with no enabled method shows nothing, and no divider.
  const shown = order.filter((method) => isWallets(method) || methodSlots.some((entry) => entry.id === method))
  return (
    <>
      {/* A long list (many wallets, long names) scrolls inside the dialog; the footer stays in reach. */}
      <div className="pt-scroll" data-tall="">
        <ul className="pt-list" aria-label="Connect methods">
          {shown.map((method, index) => (
            <Fragment key={method}>
              {/* "or" where the wallets meet the other methods. */}
              {index > 0 && isWallets(method) !== isWallets(shown[index - 1]) ? (
                <li className="pt-or" aria-hidden="true">
                  or
                </li>
              ) : null}
              {isWallets(method) ? walletSection : slotParts(methodSlots.filter((entry) => entry.id === method))}
            </Fragment>
          ))}
        </ul>
      </div>
      <p className="pt-foot">
        Haven't got a wallet?{' '}
        <button type="button" className="pt-link" onClick={() => kernel.router.push(GET_A_WALLET_VIEW)}>
          Get started
        </button>
      </p>
    </>
  )
}

Connect.title = 'Connect Wallet'
/** The header's "?" opens it (ModalShell). */
Connect.help = WHAT_IS_A_WALLET_VIEW
