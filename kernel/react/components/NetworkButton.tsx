/** The active network; opens the Networks view. */
import { useEffect, type ReactElement } from 'react'
import { useModal } from '../hooks/useModal'
import { useModalTheme } from '../hooks/useModalTheme'
import { useNetwork } from '../hooks/useNetwork'
import { ensureButtonStyles } from './buttonStyles'
import { openFromButton, usePreloadOnIntent } from './preloadOnIntent'

export function NetworkButton(): ReactElement {
  const { open } = useModal()
  const { network } = useNetwork()
  const { resolvedTheme } = useModalTheme()
  const intent = usePreloadOnIntent()
  useEffect(ensureButtonStyles, [])
  const name = network?.name ?? 'Select network'
  return (
    <button
      type="button"
      className="portico-btn"
      data-theme={resolvedTheme}
      aria-label={`Network: ${name}`}
      {...intent}
      onClick={() => openFromButton(open, { view: 'Networks' })}
    >
      {name}
    </button>
  )
}
