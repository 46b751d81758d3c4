/**
 * The theme at work in Chromium (issue 29 item 6): the demo's theme panel drives the modal through its public
 * API and prints the config; 'system' follows the browser's colour scheme live; the embedded wallet's frame
 * (the devnet secure site, another origin) takes every change (SPEC §5 SYNC_THEME) and shows it on its page.
 */
import type { Frame, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordFigure } from '../../reliability-figures'
import { PHONE_VIEWPORT, TEST_VIEWPORT, runAxe, screenshot } from '../harness'
import { freshEmail, openApp, startEmailLogin, startEmbeddedEnv, type AppPage, type EmbeddedEnv } from './embedded-env'

const ACCENT = '#ff0066'
const PANEL = 'section[aria-labelledby="theme-title"]'

/** The modal's accent and radius as the shell's stylesheet computes them from the --w3m-* variables. */
const modalStyle = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const style = getComputedStyle(element)
    return { accent: style.getPropertyValue('--pt-accent').trim(), radius: style.getPropertyValue('--pt-r').trim(), font: style.fontFamily }
  })

/** The theme the modal's shell shows (its root's data-theme). */
const shownTheme = (page: Page) => page.locator('.pt-root').getAttribute('data-theme')

async function openModal({ page, dialog }: AppPage): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.waitFor()
}

async function closeModal({ page, dialog }: AppPage): Promise<void> {
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
}

/** The page as a person sees it at 1280x800 (the harness's default size is captured so) and on a 360x740 phone. */
async function screenshots(page: Page, name: string, focus?: Locator): Promise<void> {
  await focus?.scrollIntoViewIfNeeded()
  await screenshot(page, `${name}-desktop`)
  await page.setViewportSize(PHONE_VIEWPORT)
  await focus?.scrollIntoViewIfNeeded()
  // Nothing wider than the phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} on a phone`).toBe(PHONE_VIEWPORT.width)
  await screenshot(page, `${name}-phone`)
  await page.setViewportSize(TEST_VIEWPORT)
}

/** What the frame page did with SYNC_THEME: its body's data-theme and colours, its root's --w3m-* variables. */
const frameTheme = (frame: Frame) =>
  frame.evaluate(() => ({
    theme: document.body.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
    accent: document.documentElement.style.getPropertyValue('--w3m-accent'),
  }))

describe('theme: the demo panel, system mode and the embedded wallet frame', () => {
  let env: EmbeddedEnv

  beforeAll(async () => {
    env = await startEmbeddedEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it("the panel applies accent, radius, font and mode live and prints their config; 'system' follows prefers-color-scheme live", async () => {
    const app = await openApp(env, { colorScheme: 'dark' })
    const { page, dialog } = app
    const panel = page.getByRole('region', { name: 'Theme' })
    const config = panel.getByTestId('theme-config')
    await expect.poll(() => config.textContent()).toContain("themeMode: 'light'")
    await openModal(app)
    expect(await modalStyle(dialog)).toMatchObject({ accent: '#2f6df6', radius: '4px' })
    await closeModal(app)

    await panel.getByLabel('Accent colour').fill(ACCENT)
    await panel.getByLabel('Border radius').fill('8')
    await panel.getByRole('radio', { name: 'Serif' }).check()
    const printed = await config.textContent()
    expect(printed).toContain(`'--w3m-accent': '${ACCENT}'`)
    expect(printed).toContain("'--w3m-border-radius-master': '8px'")
    expect(printed).toContain(`'--w3m-font-family': 'Georgia, "Times New Roman", serif'`)
    // Printed as text, never as markup.
    expect(await config.evaluate((element) => element.children.length)).toBe(0)
    await openModal(app)
    const styled = await modalStyle(dialog)
    expect(styled).toMatchObject({ accent: ACCENT, radius: '8px' })
    expect(styled.font).toMatch(/^Georgia/)
    await closeModal(app)
    // Back to the modal's own font: the variable is unset, in the modal and in the config.
    await panel.getByRole('radio', { name: 'Sans' }).check()
    expect(await config.textContent()).not.toContain('--w3m-font-family')
    await openModal(app)
    expect((await modalStyle(dialog)).font).toMatch(/^Inter/)
    await closeModal(app)

    // 'system' under a dark browser, then the browser turns light and dark again while the modal is open.
    await panel.getByRole('radio', { name: 'System' }).check()
    expect(await config.textContent()).toContain("themeMode: 'system'")
    await openModal(app)
    expect(await shownTheme(page)).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => shownTheme(page)).toBe('light')
    // The demo page follows the modal's resolved theme, and its toggle offers the other one.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await screenshots(page, 'theme-system-modal-light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => shownTheme(page)).toBe('dark')
    await screenshots(page, 'theme-system-modal-dark')
    await closeModal(app)
    await page.getByRole('button', { name: 'Light theme' }).waitFor()

    // The panel beside the demo's other cards, in both themes; axe-clean in both.
    await screenshots(page, 'theme-panel-dark', panel)
    expect(await runAxe(page, { include: PANEL }), 'theme panel (dark)').toEqual([])
    await page.emulateMedia({ colorScheme: 'light' })
    await page.getByRole('button', { name: 'Dark theme' }).waitFor()
    await screenshots(page, 'theme-panel-light', panel)
    expect(await runAxe(page, { include: PANEL }), 'theme panel (light)').toEqual([])
  })

  it('SPEC §5 SYNC_THEME: the embedded wallet frame shows the modal theme and follows each change (mode, system scheme, variables)', async () => {
    const app = await openApp(env, { colorScheme: 'dark' })
    const { page } = app
    await startEmailLogin(env, app, freshEmail('theme'))
    const frame = page.frames().find((candidate) => candidate.url().startsWith(`${env.devnet.secureSite.origin}/frame`))
    expect(frame, 'the secure site frame').toBeDefined()
    const shown = () => frameTheme(frame as Frame)
    // The demo starts light; the frame page paints its light colours.
    await expect.poll(shown).toMatchObject({ theme: 'light', background: 'rgb(246, 246, 247)' })
    await closeModal(app)

    const changes: [string, () => Promise<unknown>, Partial<Awaited<ReturnType<typeof shown>>>][] = [
      ['dark mode', () => page.getByRole('button', { name: 'Dark theme' }).click(), { theme: 'dark', background: 'rgb(20, 20, 20)' }],
      ['an accent', () => page.getByLabel('Accent colour').fill(ACCENT), { theme: 'dark', accent: ACCENT }],
      ["'system' under a dark browser", () => page.getByRole('radio', { name: 'System' }).check(), { theme: 'dark' }],
      ['the browser turning light', () => page.emulateMedia({ colorScheme: 'light' }), { theme: 'light', background: 'rgb(246, 246, 247)', accent: ACCENT }],
      ['the browser turning dark', () => page.emulateMedia({ colorScheme: 'dark' }), { theme: 'dark', background: 'rgb(20, 20, 20)' }],
    ]
    for (const [what, change, expected] of changes) {
      await change()
      await expect.poll(shown, { message: `the frame after ${what}` }).toMatchObject(expected)
    }
    // One SYNC_THEME when the frame was ready and one per change of the theme; nothing the frame answered was dropped.
    const debug = await page.evaluate(() => (globalThis as { __porticoDebug?: { frame?: { sent: Record<string, number>; rejected: Record<string, number> } } }).__porticoDebug?.frame)
    expect(debug?.sent.SYNC_THEME).toBe(1 + changes.length)
    expect(debug?.rejected).toEqual({ origin: 0, source: 0, schema: 0, 'unknown-id': 0 })
    recordFigure('theme changes followed', changes.length, 'test/e2e/embedded/theme.e2e.test.ts')
  })
})
