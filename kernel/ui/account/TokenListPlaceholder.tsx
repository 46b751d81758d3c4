/**
 * The Tokens tab's loading list. It also stands in for the tab's code and for the tabs themselves while they
 * load (AccountTabs, Account), so the view keeps one height through those stages (issue 29: no layout jump).
 */
import type { ReactElement } from 'react'
import { Skeleton } from '../primitives/Skeleton'

export function TokenListPlaceholder({ className = 'pt-list', label }: { className?: string; label?: string }): ReactElement {
  return (
    <ul className={className} aria-busy="true" aria-label={label}>
      <Skeleton shape="row" count={3} listItems />
    </ul>
  )
}
