/**
 * Theme variables (SPEC §3 theme sync) reach the stylesheet as custom
 * properties set through the CSSOM, which a CSP without 'unsafe-inline' allows.
 */
import type { ThemeVariables } from '../../types'

const THEME_KEYS = [
  '--w3m-accent',
  '--w3m-font-family',
  '--w3m-color-mix',
  '--w3m-color-mix-strength',
  '--w3m-border-radius-master',
  '--w3m-font-size-master',
  '--w3m-z-index',
  '--w3m-qr-color',
] as const satisfies readonly (keyof ThemeVariables)[]

/** A value as CSS text; the mix strength is a number of percent. */
function cssValue(key: keyof ThemeVariables, value: string | number): string {
  if (key === '--w3m-color-mix-strength') return `${Number(value)}%`
  return String(value)
}

export function applyThemeVariables(element: HTMLElement, variables: ThemeVariables): void {
  for (const key of THEME_KEYS) {
    const value = variables[key]
    if (value === undefined || value === '') element.style.removeProperty(key)
    else element.style.setProperty(key, cssValue(key, value))
  }
}
