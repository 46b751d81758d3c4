/**
 * An image from an untrusted URL (wallet icons, registry images, profile
 * avatars) as a plain <img src>, after the scheme check of safe-url.ts. Without a
 * usable URL it shows the name's initial (a network's or token's `disc`: a
 * generated disc), so no row changes height.
 */
import { useState, type ReactElement } from 'react'
import { safeImageUrl } from '../../safe-url'
import { GeneratedImage, initialOf } from './GeneratedImage'

export interface WalletImageProps {
  src?: string | null
  name: string
  size?: 'sm' | 'md' | 'lg'
  loading?: 'eager' | 'lazy'
  /** A network or token mark: round and unframed, a generated disc when missing. */
  disc?: boolean
}

export function WalletImage({ src, name, size = 'md', loading = 'lazy', disc }: WalletImageProps): ReactElement {
  const [failed, setFailed] = useState(false)
  const url = failed ? undefined : safeImageUrl(src)
  if (!url) {
    return disc ? (
      <GeneratedImage name={name} size={size} />
    ) : (
      <span className="pt-img" data-size={size} aria-hidden="true">
        {initialOf(name)}
      </span>
    )
  }
  return (
    <img
      className="pt-img"
      data-size={size}
      data-disc={disc}
      src={url}
      alt=""
      loading={loading}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  )
}
