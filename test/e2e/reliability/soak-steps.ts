/**
 * The soak's clicks, run inside the page: each step waits for its element (in the app's document or in the modal's
 * shadow root), then clicks it, types into it or reads an attribute, as a person's click or typing would reach the
 * app's handlers. A whole run of steps is one round trip to Node instead of one per step, so a cycle costs what the
 * app takes, not what the test driver takes. Its waits are timers that have fired by the time anything is counted.
 */
import type { Page } from 'playwright-core'

export interface Step {
  /** Where the element is: the app's document or the modal's shadow root. */
  in: 'page' | 'modal'
  css: string
  /** Part of the element's name: the start of its aria-label, or anywhere in its text (a wallet's text starts with its icon's letter). */
  name?: string
  /** The element's whole text. */
  text?: string
  /** Wait until no such element is there (the step does nothing else). */
  absent?: boolean
  click?: boolean
  /** Type this into the input (React sees an input event). */
  fill?: string
  /** Read this attribute: the run resolves to the last one read. */
  read?: string
}

export async function runSteps(page: Page, steps: Step[]): Promise<string | undefined> {
  return page.evaluate(async (steps) => {
    const roots = () => ({ page: document, modal: document.querySelector('portico-modal')?.shadowRoot ?? undefined })
    const find = (step: Step) =>
      [...(roots()[step.in]?.querySelectorAll<HTMLElement>(step.css) ?? [])].find(
        (element) =>
          (step.name === undefined || element.getAttribute('aria-label')?.startsWith(step.name) || element.textContent?.includes(step.name)) &&
          (step.text === undefined || element.textContent?.trim() === step.text),
      )
    const describe = (step: Step) => `${step.absent ? 'no ' : ''}${step.css} "${step.name ?? step.text ?? ''}" in the ${step.in}`
    let read: string | undefined
    for (const step of steps) {
      const started = performance.now()
      let element = find(step)
      while (step.absent ? element : !element) {
        if (performance.now() - started > 30_000) throw new Error(`timed out waiting for ${describe(step)}`)
        await new Promise((resolve) => setTimeout(resolve, 0))
        element = find(step)
      }
      if (!element) continue
      if (step.fill !== undefined) {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, step.fill)
        element.dispatchEvent(new Event('input', { bubbles: true }))
      }
      if (step.click) element.click()
      if (step.read) read = element.getAttribute(step.read) ?? undefined
    }
    return read
  }, steps)
}

/** Steps every connect kind shares. */
export const STEPS = {
  openConnect: [{ in: 'page', css: 'button.portico-btn', name: 'Connect Wallet', click: true }],
  /** The app shows the account: the connect went through. */
  connected: [
    { in: 'page', css: '[data-testid="status"]', text: 'connected' },
    { in: 'page', css: 'button', name: 'Account ' },
  ],
  /** Account → Disconnect: the modal closes and the app shows it disconnected. */
  disconnect: [
    { in: 'page', css: 'button', name: 'Account ', click: true },
    { in: 'modal', css: 'dialog[open] button:not([disabled])', name: 'Disconnect', click: true },
    { in: 'modal', css: 'dialog[open]', absent: true },
    { in: 'page', css: '[data-testid="status"]', text: 'disconnected' },
    { in: 'page', css: 'button.portico-btn', name: 'Connect Wallet' },
  ],
} satisfies Record<string, Step[]>
