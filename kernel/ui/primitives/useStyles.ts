/**
 * A lazy chunk's own CSS: the returned ref adopts it into the root (the modal's shadow root) the element
 * lands in, before the first paint. CSS a first open does not need lives in the chunk that uses it, not in
 * the shell's stylesheet (the modal entry).
 */
import { useCallback } from 'react'
import { adoptStyles } from '../shell/stylesheet'

export function useStyles<T extends Element>(css: string): (node: T | null) => void {
  return useCallback(
    (node: T | null) => {
      const root = node?.getRootNode()
      if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, css)
    },
    [css],
  )
}
