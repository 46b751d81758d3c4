/**
 * Keyboard users keep their place when the app-side button that opened the
 * modal is replaced while the modal is open (an app that shows
 * <ConnectButton /> only while disconnected and <AccountButton /> only while
 * connected). The <dialog> gives focus back to the element that had it before
 * it opened; when that button has left the page focus falls to <body>. The
 * Portico button standing in its place then takes focus instead.
 */
import { useEffect, type RefObject } from 'react'

let opener: HTMLElement | undefined

/** Called by a Portico button as it opens the modal. */
export function noteOpener(element: HTMLElement): void {
  opener = element
}

/** Focus `element` when the opener has gone and focus was dropped (never taken from anything the user can see). */
function takeOverFocus(element: HTMLElement): void {
  if (!opener || opener.isConnected || !element.isConnected || !focusIsLost()) return
  opener = element
  element.focus()
}

/**
 * Focus is on <body>, or still on an element of the closed dialog (inside the
 * modal's shadow root) that the browser has not blurred yet.
 */
function focusIsLost(): boolean {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return !active || active === document.body || !active.checkVisibility()
}

/**
 * While the modal is closed (when the button appears, or when the modal
 * closes), the button behind `ref` takes focus from a removed opener. It waits
 * a task so the dialog's own focus return, done when the modal's separate
 * React root closes it, comes first.
 */
export function useFocusHandoff(ref: RefObject<HTMLElement | null>, isOpen: boolean, shown: boolean): void {
  useEffect(() => {
    if (isOpen || !shown) return
    const timer = setTimeout(() => {
      if (ref.current) takeOverFocus(ref.current)
    })
    return () => clearTimeout(timer)
  }, [ref, isOpen, shown])
}
