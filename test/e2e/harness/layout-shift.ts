/**
 * Server-rendered pages: the browser's layout-shift entries from the first paint, and the moment React has
 * hydrated a node (its fiber key is on the element).
 */
import type { BrowserContext, Page } from 'playwright-core'

const GLOBAL = '__layoutShifts'

/** Records every layout shift of the context's pages from their first paint (an init script: before the page's own). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript((name) => {
    const shifts: number[] = []
    Object.defineProperty(window, name, { value: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  }, GLOBAL)
}

/** The layout-shift values the page has seen so far. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate((name) => (window as unknown as Record<string, number[]>)[name] ?? [], GLOBAL)
}

/** Whether React has hydrated the first element matching `selector`. */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css)
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')))
  }, selector)
}

/** Resolves once React has hydrated the first element matching `selector`. */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css)
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')))
  }, selector)
}
