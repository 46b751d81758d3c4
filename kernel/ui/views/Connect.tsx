/**
 * Connect: the connect methods in the SPEC §2 order. 'wallet' lists recent,
 * installed and featured wallets plus "All wallets", or one 'Continue with a wallet' button when they are
 * collapsed (walletsCollapsed), which opens this view again with the wallets only (data `walletsOnly`).
 * Email, social and any other method come from plugins through the 'connect-method' slot. The legal
 * links, when configured, wrap the view where it is registered (../builtInViews).
 */
import { Fragment, type ReactElement } from 'react'
import { WALLET_CONNECT_METHOD } from '../../config'
import { connectMethodOrder, walletsCollapsed } from '../method-order'
import { isMobile } from '../../platform'
import type { SlotEntry, ViewProps } from '../../types'
import { ArrowIcon, ChevronIcon, GridIcon } from '../primitives/icons'
import { ListButton } from '../primitives/ListButton'
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

export default function Connect({ kernel, data }: ViewProps): ReactElement {
  const connectors = useKernelState(kernel, (state) => namespaceConnectors(state.connectors, state.activeNamespace, state.switchingNamespace))
  const recentId = useKernelState(kernel, (state) => state.connection.recentWallet?.id)
  const { featured } = useWalletCatalog(kernel).list
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

  const slotButtons = (entries: readonly SlotEntry[]): ReactElement[] =>
    entries.map((entry) => (
      <li key={entry.id}>
        <ListButton label={entry.label} leading={<ArrowIcon />} trailing={<ChevronIcon />} onClick={() => entry.view && kernel.router.push(entry.view)} />
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
            tag={walletIdOf(connector) === recentId ? 'Recent' : isInstalledConnector(connector) ? 'Installed' : undefined}
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
            trailing={<ChevronIcon />}
            onClick={() => kernel.router.push(ALL_WALLETS_VIEW)}
          />
        </li>
      ) : null}
    </>
  )

  return (
    <ul className="pt-list" aria-label="Connect methods">
      {order.map((method) =>
        <Fragment key={method}>
          {method === WALLET_CONNECT_METHOD ? walletSection : slotButtons(methodSlots.filter((entry) => entry.id === method))}
        </Fragment>,
      )}
    </ul>
  )
}

Connect.title = 'Connect Wallet'
