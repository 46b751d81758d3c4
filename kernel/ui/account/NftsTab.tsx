/**
 * The NFTs tab (SPEC §2). The spec names no NFT route: the NFTs come from the
 * history route's transfers that carry `nft_info` (spam-flagged ones hidden,
 * SPEC §5), and each is checked against the chain (ERC-721 ownerOf) so only
 * what the account still holds is shown; when the chain does not answer, the
 * tab says so instead of showing none. Reads at most MAX_PAGES of history.
 */
import { useEffect, useState, type ReactElement } from 'react'
import { selectActiveAccount, selectActiveNetwork } from '../../store'
import type { ViewProps } from '../../types'
import { EmptyState } from '../primitives/EmptyState'
import { emptyArt } from '../primitives/emptyArt'
import { Skeleton } from '../primitives/Skeleton'
import { safeImageUrl } from '../../safe-url'
import { useKernelState } from '../../react/useKernelState'
import { heldNfts, type Nft } from './nfts'

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; nfts: Nft[] }

export default function AccountNfts({ kernel }: ViewProps): ReactElement {
  const address = useKernelState(kernel, (state) => selectActiveAccount(state)?.address)
  const network = useKernelState(kernel, (state) => selectActiveNetwork(state))
  const [load, setLoad] = useState<Load>({ status: 'loading' })

  useEffect(() => {
    if (!address || !network) return
    let live = true
    setLoad({ status: 'loading' })
    const refresh = () =>
      heldNfts(kernel, address, network).then(
        (nfts) => live && setLoad({ status: 'ready', nfts }),
        (error: unknown) => {
          kernel.bus.emit('error', { error, source: 'nfts' })
          if (live) setLoad({ status: 'failed' })
        },
      )
    void refresh()
    // A transfer the account sent may have moved one of them.
    const onTransaction = () => void refresh()
    kernel.bus.on('transaction', onTransaction)
    return () => {
      live = false
      kernel.bus.off('transaction', onTransaction)
    }
  }, [kernel, address, network])

  if (load.status === 'loading') {
    return (
      <ul className="pt-nfts" aria-busy="true" aria-label="NFTs">
        <Skeleton shape="tile" count={2} listItems />
      </ul>
    )
  }
  if (load.status === 'failed') return <EmptyState title="NFTs unavailable" hint="The network did not answer. Open the tab again to retry." />
  if (load.nfts.length === 0) return <EmptyState art={emptyArt('M10 10h28v28H10zM10 32l9-9 7 7 5-5 7 7')} title="No NFTs yet" hint="NFTs this account holds show here." />
  return (
    <ul className="pt-nfts" aria-label="NFTs">
      {load.nfts.map((nft) => {
        const image = safeImageUrl(nft.imageUrl)
        return (
          <li key={`${nft.contract}:${nft.tokenId}`} className="pt-nft">
            {image ? <img src={image} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" /> : <span className="pt-nft-blank" aria-hidden="true" />}
            <span className="pt-label">{nft.name}</span>
            <span className="pt-hint">{`#${nft.tokenId}`}</span>
          </li>
        )
      })}
    </ul>
  )
}
