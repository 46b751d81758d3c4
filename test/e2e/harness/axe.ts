/**
 * Accessibility check with axe-core inside the page. The source is evaluated
 * through the DevTools protocol, so a strict page CSP does not block it.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { animationsSettled } from './settled'

export interface AxeViolation {
  id: string
  impact: 'serious' | 'critical'
  help: string
  helpUrl: string
  /** CSS selectors of the offending nodes. */
  targets: string[]
}

export interface AxeOptions {
  /** Limit the check to this element (CSS selector); the whole document otherwise. */
  include?: string
  /** axe rule ids to skip. */
  disableRules?: string[]
}

let axeSource: Promise<string> | undefined
const loadAxeSource = () => (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'))

/** Runs axe and returns only serious and critical violations. */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  await animationsSettled(page)
  // Once per document: evaluating axe's 500 kB source again costs about as much as a run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await loadAxeSource())
  return page.evaluate(async ({ include, disableRules }) => {
    interface AxeResult {
      violations: Array<{ id: string; impact?: string | null; help: string; helpUrl: string; nodes: Array<{ target: unknown[] }> }>
    }
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe
    const rules = Object.fromEntries((disableRules ?? []).map((id) => [id, { enabled: false }]))
    const result = await axe.run(include ?? document, { rules, resultTypes: ['violations'] })
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact as 'serious' | 'critical',
        help: violation.help,
        helpUrl: violation.helpUrl,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }))
  }, options)
}
