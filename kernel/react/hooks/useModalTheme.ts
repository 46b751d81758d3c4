import { useCallback } from 'react'
import type { ResolvedTheme, ThemeMode, ThemeVariables } from '../../types'
import { useModalInstance } from '../context'
import { useModalState } from './useModalState'

export interface UseModalTheme {
  /** As configured or set: 'light', 'dark' or 'system'. */
  themeMode: ThemeMode
  /** What the modal shows: `themeMode`, with 'system' resolved to the browser's colour scheme (live). */
  resolvedTheme: ResolvedTheme
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

export function useModalTheme(): UseModalTheme {
  const modal = useModalInstance()
  const { themeMode, resolvedTheme, themeVariables } = useModalState((state) => ({
    themeMode: state.theme.mode,
    resolvedTheme: state.theme.resolved,
    themeVariables: state.theme.variables,
  }))
  const setThemeMode = useCallback((mode: ThemeMode) => modal.setThemeMode(mode), [modal])
  const setThemeVariables = useCallback((variables: ThemeVariables) => modal.setThemeVariables(variables), [modal])
  return { themeMode, resolvedTheme, themeVariables, setThemeMode, setThemeVariables }
}
