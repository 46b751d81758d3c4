/**
 * What kind of thing an Activity row is (sent, received, swapped, approved, minted, failed), drawn in the row's
 * icon box. The icons are the history plugin's own: they load with its chunk.
 */
import type { ReactElement } from 'react'
import { iconProps, type Transaction } from '../../../kernel/plugin'

const PATHS: Record<string, string> = {
  sent: 'M8 13V3M4 7l4-4 4 4',
  received: 'M8 3v10M4 9l4 4 4-4',
  bought: 'M8 3v10M4 9l4 4 4-4',
  swapped: 'M3 5.5h9.5M10 3l2.5 2.5L10 8M13 10.5H3.5M6 8l-2.5 2.5L6 13',
  approved: 'M3.5 8.5l3 3 6-7',
  minted: 'M8 2.5l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z',
  failed: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
}

/** The row's kind: its action in lower case ('sent', 'bought', ...), or 'failed' whatever a failed transaction tried. */
export const kindOf = (transaction: Transaction, action: string): string => (transaction.metadata.status === 'failed' ? 'failed' : action.toLowerCase())

/** Kinds without an icon of their own (deployed, executed, ...) get a plain dash. */
export function KindIcon({ kind }: { kind: string }): ReactElement {
  return (
    // A failed row's mark in the error colour (a style property, which a strict CSP allows, rather than a rule
    // the modal's stylesheet would carry for this plugin).
    <span className="pt-list-icon" data-kind={kind} style={kind === 'failed' ? { color: 'var(--pt-error)' } : undefined}>
      <svg {...iconProps}>
        <path d={PATHS[kind] ?? 'M4 8h8'} />
      </svg>
    </span>
  )
}
