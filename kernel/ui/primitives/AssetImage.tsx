/**
 * Network and token images from the registry's image routes (SPEC §7): unframed discs that, when there is
 * none or it does not load, give way to a disc generated from the name (./GeneratedImage).
 */
import type { ReactElement } from 'react'
import type { Kernel, Network } from '../../types'
import { WalletImage } from './Avatar'

export interface AssetImageProps {
  src?: string | null
  /** The network's name or the token's symbol: the fallback's letters and colour. */
  name: string
  size?: 'sm' | 'md'
}

export const AssetImage = (props: AssetImageProps): ReactElement => <WalletImage {...props} disc />

/** A network's image: the registry's asset image of its CAIP-2 id. */
export function NetworkImage({ kernel, network, size }: { kernel: Kernel; network: Network; size?: AssetImageProps['size'] }): ReactElement {
  return <AssetImage src={kernel.services.registry.assetImageUrl(network.caipNetworkId)} name={network.name} size={size} />
}
