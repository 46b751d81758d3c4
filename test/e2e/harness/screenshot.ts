/** Saves a screenshot under test-results/screenshots/<name>.png (kept as a CI artefact). */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'

export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots')

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const safeName = name.replace(/[^a-zA-Z0-9._-]+/g, '-')
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${safeName}.png`)
  await page.screenshot({ path: file, fullPage: options.fullPage ?? false })
  return file
}
