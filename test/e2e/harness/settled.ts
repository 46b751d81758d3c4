/**
 * Waits for the finite animations and transitions of the page and its open shadow roots; spinners and skeleton
 * pulses run on. A view fading in is checked as it settles, not at 40 % opacity, where its colours are not the
 * ones a person reads; and a view coming back moves and resizes the dialog, so a click aimed meanwhile can land
 * beside its target.
 */
import type { Page } from 'playwright-core'

export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const roots: Array<Document | ShadowRoot> = [document]
    for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot)
    const finite = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}
