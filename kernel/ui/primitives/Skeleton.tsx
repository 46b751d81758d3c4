/** Placeholders with the exact height of what they stand for: no layout jump. */
import type { ReactElement } from 'react'

export interface SkeletonProps {
  shape: 'row' | 'tile' | 'text' | 'tabs' | 'balance'
  count?: number
  /** Wrap each placeholder in <li> when it sits in a list. */
  listItems?: boolean
}

export function Skeleton({ shape, count = 1, listItems = false }: SkeletonProps): ReactElement {
  return (
    <>
      {Array.from({ length: count }, (_, index) => {
        const block = <span key={index} className="pt-skeleton" data-shape={shape} aria-hidden="true" />
        return listItems ? <li key={index}>{block}</li> : block
      })}
    </>
  )
}
