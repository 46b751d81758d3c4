/** The modal's toasts as a person saw them: every one shown from now on, in order (a replacing toast is a new one). */
import type { Page } from 'playwright-core'

export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { __porticoToasts: string[] }).__porticoToasts = seen
    const root = document.querySelector('portico-modal')?.shadowRoot
    if (!root) throw new Error('the modal is not mounted')
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) if (node instanceof HTMLElement && node.classList.contains('pt-toast')) seen.push(node.textContent ?? '')
    }).observe(root, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => [...(window as unknown as { __porticoToasts: string[] }).__porticoToasts])
}
