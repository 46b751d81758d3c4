/**
 * The invariants both hostile-data browser files check at every view they reach: nothing ran or was injected
 * (window.__pwned unset, no on* attribute, no script/srcdoc/object), no link or source of a dangerous scheme in
 * the DOM or opened, no bidi leak, nothing sticking out, and the dialog keeping the normal run's box; each view
 * screenshotted. Also the normal box itself and a record of where the page and its popups went.
 */
import { expect } from 'vitest'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import type { ResolvedTheme } from 'portico'
import { HOSTILE_TEXTS } from 'portico-devnet'
import { screenshot } from '../harness'
import { openDemo, type DemoEnv } from '../modal/demo-env'
import { scanPage, type Scan } from './hostile-page'

/** A URL a hostile answer may try to get opened or navigated to (an image data: URL is not one). */
export const DANGEROUS = /^\s*(javascript|vbscript|file|data:(?!image\/))/i

/** What the checks need of a test page (a DemoPage or an embedded AppPage). */
export interface HostilePage {
  page: Page
  dialog: Locator
  browser: { context: BrowserContext }
}

export interface Box {
  x: number
  width: number
}

const dialogOf = ({ page }: Pick<HostilePage, 'page'>) => page.locator('portico-modal').locator('dialog')

/**
 * Waits for the modal's transitions (open, view cross-fade, height); endless ones (spinners, skeletons) are not
 * waited for. Two frames first: the height follows the content through a ResizeObserver, whose transition starts
 * a frame after the content changed.
 */
export const settled = (target: Pick<HostilePage, 'page'>) =>
  dialogOf(target).evaluate(async (element) => {
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
    await Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
  })

/** The dialog's box once its transitions are over. */
export async function dialogBox(target: Pick<HostilePage, 'page'>): Promise<Box> {
  await settled(target)
  const box = await dialogOf(target).boundingBox()
  if (!box) throw new Error('the dialog is not shown')
  return { x: Math.round(box.x), width: Math.round(box.width) }
}

export const title = ({ dialog }: Pick<HostilePage, 'dialog'>) => dialog.getByRole('heading', { level: 2 }).textContent()

/** The normal run's dialog box (the modal is centred at a fixed width, so every view shares it), before any fault. */
export async function normalDialogBox(env: DemoEnv, theme: ResolvedTheme): Promise<Box> {
  const normal = await openDemo(env, { colorScheme: theme })
  await normal.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect.poll(() => title(normal)).toBe('Connect Wallet')
  const box = await dialogBox(normal)
  await normal.browser.close()
  return box
}

/** Where the page went (its main frame) and every URL any other page of the browser (a popup) showed. */
export function recordNavigations({ page, browser }: HostilePage): { page: string[]; popups: string[] } {
  const record = { page: [] as string[], popups: [] as string[] }
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) record.page.push(frame.url())
  })
  browser.context.on('page', (popup: Page) => {
    record.popups.push(popup.url())
    popup.on('framenavigated', (frame) => record.popups.push(frame.url()))
  })
  return record
}

export interface Checkpoints {
  /** The invariants at the view shown now, with a screenshot named `hostile-<view>-<theme>`. */
  check(view: string): Promise<void>
  /** The hostile texts the checked views showed as text. */
  shown: Set<string>
  /** How many views were checked. */
  readonly count: number
}

export function checkpoints(target: HostilePage, theme: ResolvedTheme, normalBox: Box): Checkpoints {
  const shown = new Set<string>()
  let count = 0
  return {
    shown,
    get count() {
      return count
    },
    async check(view) {
      await settled(target)
      await screenshot(target.page, `hostile-${view}-${theme}`)
      // Layout is judged on a still view: data that lands meanwhile (a balance, a lazy part of Account) starts the
      // body's 150 ms height transition, during which the view reaches below the dialog. An overflow that stays fails.
      let scan: Scan | undefined
      await expect
        .poll(async () => {
          await settled(target)
          scan = await scanPage(target.page)
          return scan.overflow
        }, { message: view })
        .toEqual([])
      if (!scan) throw new Error(`${view}: the page was never scanned`)
      expect(scan.pwned, view).toBeUndefined()
      expect(scan.handlers, view).toEqual([])
      expect(scan.injected, view).toEqual([])
      expect(scan.dangerousUrls, view).toEqual([])
      expect(scan.opened.filter((url) => DANGEROUS.test(url)), view).toEqual([])
      expect(scan.bidiLeaks, view).toEqual([])
      expect(scan.pageOverflow, view).toBe(false)
      expect(await dialogBox(target), view).toEqual(normalBox)
      for (const text of HOSTILE_TEXTS) if (scan.text.includes(text)) shown.add(text)
      count++
    },
  }
}
