/**
 * A delay measured on the page's clock (Date.now() in the context's pages), so a wallet told to answer after
 * 15 s answers after 15 s of page time: at once under a Playwright clock that skips ahead, as a 15 s real wait
 * would end without one.
 */
import type { BrowserContext } from 'playwright-core'
import type { Sleep } from './approval-modes'

const POLL_MS = 50

export function pageClockSleep(context: BrowserContext): Sleep {
  async function pageTime(): Promise<number> {
    for (const page of context.pages()) {
      const now = await page.evaluate(() => Date.now()).catch(() => undefined) // navigating or closed: try the next
      if (now !== undefined) return now
    }
    return Date.now()
  }
  return async (ms) => {
    const end = (await pageTime()) + ms
    while ((await pageTime()) < end) await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
