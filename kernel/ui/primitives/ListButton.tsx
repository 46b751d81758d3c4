/** A row of a list: one <button> whose accessible name is its label. */
import type { ReactElement, ReactNode } from 'react'
import { WalletImage } from './Avatar'

export interface ListButtonProps {
  label: string
  imageUrl?: string | null
  tag?: string
  current?: boolean
  loading?: 'eager' | 'lazy'
  trailing?: ReactNode
  /** Replaces the wallet image (e.g. an icon for "All wallets"). */
  leading?: ReactNode
  /** Replaces the wallet image with another image (a network's), unframed. */
  image?: ReactNode
  onClick: () => void
}

export function ListButton({ label, imageUrl, tag, current, loading, trailing, leading, image, onClick }: ListButtonProps): ReactElement {
  return (
    <button
      type="button"
      className="pt-list-item"
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
    >
      {leading ? (
        <span className="pt-list-icon" aria-hidden="true">
          {leading}
        </span>
      ) : (
        (image ?? <WalletImage src={imageUrl} name={label} loading={loading} />)
      )}
      <span className="pt-label">{label}</span>
      {tag ? (
        <span className="pt-tag" aria-hidden="true">
          {tag}
        </span>
      ) : null}
      {trailing}
    </button>
  )
}
