/**
 * Get a wallet (issue 29 onboarding): the registry's recommended wallets (its featured ones while it has no
 * recommendation), each linking to its homepage, http(s) only (safeLinkUrl), in a new tab; then All wallets.
 * The Connect footer's 'Get started' and What is a wallet? open it.
 */
import type { ReactElement } from 'react'
import type { ViewProps } from '../../types'
import { safeLinkUrl } from '../../safe-url'
import { registryOf } from '../../wallets/registry'
import { WalletImage } from '../primitives/Avatar'
import { Button } from '../primitives/Button'
import { ExternalIcon } from '../primitives/icons'
import { Skeleton } from '../primitives/Skeleton'
import { useStyles } from '../primitives/useStyles'
import { ONBOARDING_CSS } from '../onboarding/styles'
import { useWalletCatalog } from '../wallets/useWalletCatalog'
import { ALL_WALLETS_VIEW } from './Connect'

export default function GetAWallet({ kernel }: ViewProps): ReactElement {
  const { recommended, featured, isFetchingRecommendedWallets } = useWalletCatalog(kernel).list
  const ref = useStyles<HTMLDivElement>(ONBOARDING_CSS)
  const registry = registryOf(kernel)
  const linked = (recommended.length ? recommended : featured).flatMap((wallet) => {
    const href = safeLinkUrl(wallet.homepage ?? wallet.webapp_link ?? undefined)
    return href ? [{ wallet, href }] : []
  })
  return (
    <div className="pt-get" ref={ref}>
      <p className="pt-hint">Start with one of these wallets, then come back to connect it.</p>
      <ul className="pt-list" aria-label="Recommended wallets" aria-busy={isFetchingRecommendedWallets || undefined}>
        {isFetchingRecommendedWallets && !linked.length ? (
          <Skeleton shape="row" count={3} listItems />
        ) : (
          linked.map(({ wallet, href }) => (
            <li key={wallet.id}>
              <a className="pt-list-item" href={href} target="_blank" rel="noopener noreferrer">
                <WalletImage src={wallet.image_id ? registry.imageUrl(wallet.image_id) : undefined} name={wallet.name} />
                <span className="pt-label">{wallet.name}</span>
                <span className="pt-tag">Get</span>
                <ExternalIcon />
              </a>
            </li>
          ))
        )}
      </ul>
      {kernel.config.features.allWallets ? (
        <Button block onClick={() => kernel.router.push(ALL_WALLETS_VIEW)}>
          Explore all wallets
        </Button>
      ) : null}
    </div>
  )
}

GetAWallet.title = 'Get a wallet'
