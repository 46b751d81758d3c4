/**
 * Tokens / NFTs / Activity as 'account-tab' slots: plugins declare them, the
 * selected one's view renders inline. No plugin, no tabs.
 */
import { useId, useState, type ComponentType, type KeyboardEvent, type ReactElement } from 'react'
import type { Kernel, SlotEntry, ViewProps } from '../../types'
import { Skeleton } from '../primitives/Skeleton'
import { useResolvedView } from '../shell/useResolvedView'

export function AccountTabs({ kernel, tabs }: { kernel: Kernel; tabs: readonly SlotEntry[] }): ReactElement | null {
  const [selected, setSelected] = useState(0)
  const baseId = useId()
  const active = tabs[Math.min(selected, tabs.length - 1)]
  const resolution = useResolvedView(kernel, active?.view)
  if (!active) return null

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = (selected + step + tabs.length) % tabs.length
    setSelected(next)
    event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus()
  }
  const Panel = resolution?.status === 'ready' ? (resolution.view as ComponentType<ViewProps>) : undefined

  return (
    <>
      <div className="pt-tabs" role="tablist" aria-label="Account">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={tab === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === active ? 0 : -1}
            className="pt-tab"
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="pt-tabpanel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tabs.indexOf(active)}`}>
        {Panel ? <Panel kernel={kernel} /> : <Skeleton shape="row" count={2} />}
      </div>
    </>
  )
}
