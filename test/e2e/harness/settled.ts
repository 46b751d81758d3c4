/**
 * Waits until no finite animation or transition runs in the page (the modal's shadow tree included; spinners and
 * skeleton pulses run on). A view coming back moves and resizes the dialog: a click aimed while it moves can
 * land beside its target.
 */
import type { Page } from 'playwright-core'

export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
}
