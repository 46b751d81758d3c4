/** What a list shows when it has nothing: a small illustration, a short title and an optional hint. */
import type { ReactElement, ReactNode } from 'react'

export function EmptyState({ title, hint, art }: { title: string; hint?: string; art?: ReactNode }): ReactElement {
  return (
    <div className="pt-empty" role="status">
      {art}
      <p className="pt-label">{title}</p>
      {hint ? <p className="pt-hint">{hint}</p> : null}
    </div>
  )
}
