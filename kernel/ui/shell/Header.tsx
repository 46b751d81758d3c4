/** Title (fades in 120 ms when it changes), back when there is history, close. */
import type { ReactElement } from 'react'
import { BackIcon, CloseIcon } from '../primitives/icons'

export interface HeaderProps {
  title: string
  titleId: string
  canGoBack: boolean
  onBack: () => void
  onClose: () => void
}

export function Header({ title, titleId, canGoBack, onBack, onClose }: HeaderProps): ReactElement {
  return (
    <header className="pt-header">
      {canGoBack ? (
        <button type="button" className="pt-icon-btn" aria-label="Back" onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 className="pt-title" id={titleId} key={title}>
        {title}
      </h2>
      <button type="button" className="pt-icon-btn" aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
    </header>
  )
}
