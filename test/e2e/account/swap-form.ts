/**
 * The Swap view's steps as a person takes them (Account → Swap, pick tokens, wait for the quote), shared by the
 * swap browser tests (account/swaps.e2e.test.ts, reliability/chain-rpc-faults.e2e.test.ts).
 */
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import type { DemoPage } from '../modal/demo-env'

export const heading = (demo: DemoPage) => demo.dialog.getByRole('heading', { level: 2 }).textContent()
export const toast = (demo: DemoPage) => demo.page.locator('portico-modal').locator('.pt-toast')
export const swapButton = (demo: DemoPage) => demo.dialog.getByRole('button', { name: 'Swap', exact: true })
export const amountField = (demo: DemoPage) => demo.dialog.getByRole('textbox', { name: /^Amount/ })
export const received = (demo: DemoPage) => demo.dialog.getByRole('status', { name: 'You receive' })
export const inputError = (demo: DemoPage) => demo.dialog.getByRole('alert')

export async function openAccount(demo: DemoPage): Promise<void> {
  // An open modal covers the page (the account button cannot be clicked): a flow that just ended is on its
  // way back to Account, so wait for it there; a closed modal opens on Account.
  if (!(await demo.dialog.isVisible())) await demo.page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => heading(demo)).toBe('Account')
}

/** Account → Swap, initialized: ETH with amount 1 as the source (SPEC §4). */
export async function openSwap(demo: DemoPage): Promise<void> {
  await openAccount(demo)
  await demo.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  // The view and its token list load on first use: more than expect.poll's 1 s default on a busy machine.
  await expect.poll(() => heading(demo), { timeout: 10_000 }).toBe('Swap')
  await amountField(demo).waitFor({ timeout: 20_000 })
}

/**
 * Click `button` until the view's heading is `view`: a click that lands while the view re-renders is lost.
 * A click that counted changes the view at once, so the next one comes only after 5 s without the change.
 */
export async function clickUntil(demo: DemoPage, button: Locator, view: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await button.click({ timeout: 5_000 }).catch(() => undefined)
    try {
      await expect.poll(() => heading(demo), { timeout: 5_000 }).toBe(view)
      return
    } catch (error) {
      if (attempt === 4) throw error
    }
  }
}

/** Open the picker of one side and choose the symbol from "Popular tokens". */
export async function pickToken(demo: DemoPage, side: 'From' | 'To', symbol: string): Promise<void> {
  // Right after the picker closes, the Swap view is still settling (it re-renders as the new quote arrives),
  // and the picker re-renders as its balances arrive: a click that lands on a button being replaced is lost,
  // as it would be for a person, who clicks again.
  await clickUntil(demo, demo.dialog.getByRole('button', { name: new RegExp(`^${side} token: `) }), 'Select token')
  await clickUntil(demo, demo.dialog.getByRole('region', { name: 'Popular tokens' }).getByRole('button', { name: symbol, exact: true }), 'Swap')
  await expect.poll(() => demo.dialog.getByRole('button', { name: `${side} token: ${symbol}` }).count()).toBe(1)
}

/** The quote's summary opened (rate and network cost in one line, a person opens the rest): its figures, in order. */
export async function quoteDetails(demo: DemoPage): Promise<string[]> {
  const toggle = demo.dialog.getByRole('button', { name: /^1 [A-Z]+ = / })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  return demo.dialog.getByRole('definition').allTextContents()
}

/** The form quoted and ready: the target amount shown and Swap enabled. */
export async function expectQuoted(demo: DemoPage): Promise<void> {
  await expect.poll(() => received(demo).textContent(), { timeout: 20_000 }).toMatch(/^[\d,]+\.\d{6} [A-Z]+$/)
  await expect.poll(() => swapButton(demo).isEnabled(), { timeout: 20_000 }).toBe(true)
}
