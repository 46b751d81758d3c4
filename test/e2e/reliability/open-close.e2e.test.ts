/**
 * Issue 17: the modal still works after 100 open/close cycles, each driven as a person does it (the connect
 * button opens, Escape closes), with no page error, unhandled rejection or console error on the way (the
 * page guard); then a connect works and focus returns where it should.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv } from '../modal/demo-env'
import { recordFigure } from '../../reliability-figures'

const CYCLES = 100

describe('open and close, again and again (chromium, demo + devnet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it(`${CYCLES} open/close cycles leave the modal working: Connect lists the wallet, a connect succeeds`, async () => {
    const demo = await openDemo(env)
    const { page, dialog } = demo
    const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      await connectButton.click()
      await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      // Focus goes back to the button that opened it, every time.
      expect(await connectButton.evaluate((button) => button === document.activeElement)).toBe(true)
    }
    // One dialog in the page, not one per cycle.
    expect(await page.locator('portico-modal').count()).toBe(1)
    await connectWithTestWallet(demo)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    recordFigure('open/close cycles', CYCLES, 'open-close')
  }, 180_000)
})
