/**
 * An image from an untrusted URL (wallet icons, registry images, profile
 * avatars) as a plain <img src>, after the scheme check of safe-url.ts. Without a
 * usable URL it shows the name's initial, so no row changes height.
 */
import { useState, type ReactElement } from 'react'
import { safeImageUrl } from '../../safe-url'

export interface WalletImageProps {
  src?: string | null
  name: string
  size?: 'sm' | 'md' | 'lg'
  loading?: 'eager' | 'lazy'
}

export function WalletImage({ src, name, size = 'md', loading = 'lazy' }: WalletImageProps): ReactElement {
  const [failed, setFailed] = useState(false)
  const url = failed ? undefined : safeImageUrl(src)
  if (!url) {
    return (
      <span className="pt-img" data-size={size} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    )
  }
  return (
    <img
      className="pt-img"
      data-size={size}
      src={url}
      alt=""
      loading={loading}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  )
}
