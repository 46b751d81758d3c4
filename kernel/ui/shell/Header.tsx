/** Title (fades in 120 ms when it changes), back when there is history (else the view's help, when it has one), close. */
import type { ReactElement } from 'react'
import { BackIcon, CloseIcon, HelpIcon } from '../primitives/icons'

export interface HeaderProps {
  title: string
  titleId: string
  canGoBack: boolean
  onBack: () => void
  /** The view's "?": opens what explains it. */
  onHelp?: () => void
  onClose: () => void
}

export function Header({ title, titleId, canGoBack, onBack, onHelp, onClose }: HeaderProps): ReactElement {
  return (
    <header className="pt-header">
      {canGoBack ? (
        <button type="button" className="pt-icon-btn" aria-label="Back" onClick={onBack}>
          <BackIcon />
        </button>
      ) : onHelp ? (
        <button type="button" className="pt-icon-btn" aria-label="What is a wallet?" onClick={onHelp}>
          <HelpIcon />
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
