/**
 * The modal's toasts as a person saw them, in order (a replacing toast is a new one). A session records them
 * from the first document of each page (recordSessionToasts, which openDemo installs), so a toast that shows
 * and closes while the session clock skips ahead (clock.ts) is seen too; recordToasts reads the ones a page
 * shows from now on.
 */
import type { BrowserContext, Page } from 'playwright-core'

type ToastWindow = { __porticoToasts?: string[] }

/** Every page of the context records its toasts into window.__porticoToasts from the moment the modal mounts. */
export async function recordSessionToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as ToastWindow).__porticoToasts = seen
    const watch = (root: ShadowRoot) =>
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.addedNodes) if (node instanceof HTMLElement && node.classList.contains('pt-toast')) seen.push(node.textContent ?? '')
      }).observe(root, { childList: true, subtree: true })
    // The modal mounts on first use: <portico-modal> is appended and its open shadow root attached in one task.
    const mounted = new MutationObserver(() => {
      const root = document.querySelector('portico-modal')?.shadowRoot
      if (!root) return
      mounted.disconnect()
      watch(root)
    })
    mounted.observe(document, { childList: true, subtree: true })
  })
}

/** Every toast the page showed since it loaded (its session records them: recordSessionToasts). */
export function sessionToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as ToastWindow).__porticoToasts
    if (!seen) throw new Error('toasts are not recorded in this page: install recordSessionToasts on its context')
    return [...seen]
  })
}

/** The toasts the page shows from now on (its session records them: recordSessionToasts). */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  const before = (await sessionToasts(page)).length
  return async () => (await sessionToasts(page)).slice(before)
}
