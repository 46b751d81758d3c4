/**
 * Tokens / NFTs / Activity (SPEC §2 Account tabs): the Account view's own
 * Tokens and NFTs tabs, then the tabs plugins declare in the 'account-tab'
 * slot where they apply (history's Activity). The selected one is the active account's
 * currentTab (SPEC §3), so it is kept across opens; its view renders inline.
 */
import { useId, type ComponentType, type KeyboardEvent, type ReactElement } from 'react'
import { selectActiveAccount } from '../../store'
import type { Kernel, SlotEntry, ViewProps } from '../../types'
import { TokenListPlaceholder } from './TokenListPlaceholder'
import { useResolvedView } from '../shell/useResolvedView'
import { slotApplies } from '../slots'
import { useKernelState } from '../../react/useKernelState'

const OWN_TABS: readonly SlotEntry[] = [
  { slot: 'account-tab', id: 'tokens', label: 'Tokens', view: 'AccountTokens' },
  { slot: 'account-tab', id: 'nfts', label: 'NFTs', view: 'AccountNfts' },
]

export function AccountTabs({ kernel, tabs: pluginTabs }: { kernel: Kernel; tabs: readonly SlotEntry[] }): ReactElement | null {
  // A plugin's tab shows where it applies (slotApplies; history's Activity: eip155 and solana accounts, SPEC §9).
  // Its ids: a string list keeps the shallow-compared selection stable.
  const applying = useKernelState(kernel, (state) => pluginTabs.filter((tab) => slotApplies(tab, state, kernel.config)).map((tab) => tab.id))
  const tabs = [...OWN_TABS, ...pluginTabs.filter((tab) => applying.includes(tab.id))]
  const currentTab = useKernelState(kernel, (state) => selectActiveAccount(state)?.currentTab ?? 0)
  const selected = Math.min(currentTab, tabs.length - 1)
  const baseId = useId()
  const active = tabs[selected]
  const resolution = useResolvedView(kernel, active?.view)
  if (!active) return null

  const select = (index: number) => kernel.router.setCurrentTab(index)
  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const keys: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 }
    const target = keys[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = (target + tabs.length) % tabs.length
    select(next)
    event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus()
  }
  const Panel = resolution?.status === 'ready' && resolution.name === active.view ? (resolution.view as ComponentType<ViewProps>) : undefined

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
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="pt-tabpanel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
        {Panel ? <Panel kernel={kernel} /> : <TokenListPlaceholder />}
      </div>
    </>
  )
}
