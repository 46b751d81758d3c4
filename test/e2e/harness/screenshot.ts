/** Saves a screenshot under test-results/screenshots/<name>.png (kept as a CI artefact). */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { DESKTOP_VIEWPORT, TEST_VIEWPORT } from './browser'

export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots')

/**
 * A page at the harness's narrow default size (browser.ts) is captured at the desktop size, as a person sees it,
 * and given its size back; a page a test sized itself (a phone) is captured as it is.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const safeName = name.replace(/[^a-zA-Z0-9._-]+/g, '-')
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${safeName}.png`)
  const size = page.viewportSize()
  const atDefault = size?.width === TEST_VIEWPORT.width && size.height === TEST_VIEWPORT.height
  if (atDefault) await page.setViewportSize(DESKTOP_VIEWPORT)
  try {
    await page.screenshot({ path: file, fullPage: options.fullPage ?? false })
  } finally {
    if (atDefault) await page.setViewportSize(TEST_VIEWPORT)
  }
  return file
}
