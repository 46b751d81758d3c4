/**
 * A wait on the modal that, when it runs out, says what the modal showed instead: its title and text. The
 * failure's screenshot comes later, when the page may have moved on or be gone.
 */
import type { Locator } from 'playwright-core'

export async function showingOnFailure<T>(dialog: Locator, wait: Promise<T>): Promise<T> {
  return wait.catch(async (error: unknown) => {
    const shown = await dialog
      .evaluate((element) => `'${element.querySelector('h2')?.textContent ?? ''}': ${(element.textContent ?? '').slice(0, 400)}`, undefined, { timeout: 2_000 })
      .catch(() => 'no open dialog')
    if (error instanceof Error) error.message += `\nthe modal showed ${shown}`
    throw error
  })
}
