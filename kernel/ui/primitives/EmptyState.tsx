/** What a list shows when it has nothing: a short title and an optional hint. */
import type { ReactElement } from 'react'

export function EmptyState({ title, hint }: { title: string; hint?: string }): ReactElement {
  return (
    <div className="pt-empty" role="status">
      <p className="pt-label">{title}</p>
      {hint ? <p className="pt-hint">{hint}</p> : null}
    </div>
  )
}
