/**
 * The modal UI entry, loaded by the kernel with import() before the first
 * open (on intent, when the browser is idle, or by open() itself): registers
 * the built-in views, renders the shell into its own shadow root so the app's
 * CSS does not leak in (and ours does not leak out), and prefetches the
 * wallet list.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { Kernel } from '../types'
import { registerBuiltInViews } from './builtInViews'
import { ModalShell } from './shell/ModalShell'
import { MODAL_CSS } from './shell/styles'
import { adoptStyles } from './shell/stylesheet'
import { prefetchWallets } from '../wallets/catalog'

export const HOST_TAG = 'portico-modal'

/** Mount the modal once; call the returned function to unmount and unregister. */
export function mountModal(kernel: Kernel): () => void {
  const unregisterViews = registerBuiltInViews(kernel)
  const host = document.createElement(HOST_TAG)
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  adoptStyles(shadow, MODAL_CSS)
  const container = document.createElement('div')
  shadow.append(container)
  const root = createRoot(container)
  root.render(createElement(ModalShell, { kernel, host }))
  prefetchWallets(kernel)
  return () => {
    root.unmount()
    host.remove()
    unregisterViews()
  }
}
