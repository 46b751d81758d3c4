/**
 * The stand-in for a network or token image the registry lacks: a disc in a colour from the name's hash with
 * its first letter, drawn as SVG elements (the name is text content, never markup). The same name always
 * gives the same disc.
 */
import type { ReactElement } from 'react'
import { addressHue } from '../account/addressHue'

/** The name's first letter or digit, upper case ('?' when it has none): what a missing image shows. */
export const initialOf = (name: string): string => (name.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase()

export function GeneratedImage({ name, size }: { name: string; size: string }): ReactElement {
  return (
    <svg className="pt-img" data-size={size} viewBox="0 0 32 32" aria-hidden>
      <circle cx="16" cy="16" r="16" fill={`hsl(${addressHue(name)} 55% 42%)`} />
      <text x="16" y="21" textAnchor="middle" fill="#fff">
        {initialOf(name)}
      </text>
    </svg>
  )
}
