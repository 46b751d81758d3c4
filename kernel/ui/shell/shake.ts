/** Views ask the modal card to shake (500 ms, SPEC §2) after an error. */
import { createContext, useContext } from 'react'

export const ShakeContext = createContext<() => void>(() => {})

export function useShake(): () => void {
  return useContext(ShakeContext)
}
