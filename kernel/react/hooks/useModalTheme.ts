import { useCallback } from 'react'
import type { ThemeMode, ThemeVariables } from '../../types'
import { useModalInstance } from '../context'
import { useModalState } from './useModalState'

export interface UseModalTheme {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

export function useModalTheme(): UseModalTheme {
  const modal = useModalInstance()
  const { themeMode, themeVariables } = useModalState((state) => ({
    themeMode: state.theme.mode,
    themeVariables: state.theme.variables,
  }))
  const setThemeMode = useCallback((mode: ThemeMode) => modal.setThemeMode(mode), [modal])
  const setThemeVariables = useCallback((variables: ThemeVariables) => modal.setThemeVariables(variables), [modal])
  return { themeMode, themeVariables, setThemeMode, setThemeVariables }
}
