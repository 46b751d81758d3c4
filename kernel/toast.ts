/**
 * Toasts and the snackbar (SPEC §3 state, §4 transition): an open toast
 * closes first and the new one shows 150 ms later.
 */
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from './constants'
import { withChanges, type ShellStore } from './store'
import type { SnackbarVariant, Toasts, ToastVariant } from './types'

export { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from './constants'

type Timer = ReturnType<typeof setTimeout>

export function createToasts(store: ShellStore): Toasts {
  let toastTimer: Timer | undefined
  let snackbarTimer: Timer | undefined

  function clearToastTimer(): void {
    if (toastTimer !== undefined) clearTimeout(toastTimer)
    toastTimer = undefined
  }

  function show(message: string, variant: ToastVariant, svg: string | undefined, autoClose: boolean): void {
    store.set(() => ({ toast: { message, variant, svg, open: true, autoClose } }))
    if (autoClose) toastTimer = setTimeout(closeToast, TOAST_AUTO_CLOSE_MS)
  }

  function closeToast(): void {
    clearToastTimer()
    store.set(({ toast }) => ({ toast: withChanges(toast, { open: false }) }))
  }

  function closeSnackbarNow(): void {
    store.set(({ snackbar }) => ({ snackbar: withChanges(snackbar, { open: false }) }))
  }

  return {
    showToast(message, variant, options = {}) {
      const autoClose = options.autoClose ?? true
      const wasOpen = store.getState().toast.open
      closeToast()
      if (!wasOpen) {
        show(message, variant, options.svg, autoClose)
        return
      }
      toastTimer = setTimeout(() => {
        toastTimer = undefined
        show(message, variant, options.svg, autoClose)
      }, TOAST_SWAP_DELAY_MS)
    },
    closeToast,
    showSnackbar(message, variant: SnackbarVariant = 'info') {
      if (snackbarTimer !== undefined) clearTimeout(snackbarTimer)
      store.set(() => ({ snackbar: { message, variant, open: true } }))
      snackbarTimer = setTimeout(() => {
        snackbarTimer = undefined
        closeSnackbarNow()
      }, TOAST_AUTO_CLOSE_MS)
    },
    showAlert(alert) {
      store.set(() => ({ alert }))
    },
    closeSnackbar() {
      if (snackbarTimer !== undefined) clearTimeout(snackbarTimer)
      snackbarTimer = undefined
      closeSnackbarNow()
    },
  }
}
