/**
 * The feature forms' language (kernel/ui/forms): Swap and Send as a person sees them, in both themes, at the
 * desktop and the phone size, each state (empty, filled with its quote or summary, a picker open, an error)
 * passing axe; the Picker (a combobox and its listbox) driven by the keyboard: arrows move, Enter chooses and
 * gives focus back, Escape closes the list and leaves the modal open. One devnet; the themes run side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Address } from 'viem'
import type { ResolvedTheme } from 'portico'
import { animationsSettled, DESKTOP_VIEWPORT, PHONE_VIEWPORT, runAxe, screenshot } from '../harness'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv, type DemoPage } from '../modal/demo-env'
import { amountField, expectQuoted, heading, inputError, openAccount, openSwap, pickToken, quoteDetails } from './swap-form'

/** The state on screen at both sizes; axe at the desktop size (the phone's sheet has the same tree). */
async function capture(demo: DemoPage, name: string): Promise<void> {
  for (const [size, viewport] of [['desktop', DESKTOP_VIEWPORT], ['phone', PHONE_VIEWPORT]] as const) {
    await demo.page.setViewportSize(viewport)
    // A view that just opened fades in: captured once its transitions are over (spinners run on).
    await animationsSettled(demo.page)
    await screenshot(demo.page, `forms-${name}-${size}`)
    if (size === 'desktop') expect(await runAxe(demo.page), name).toEqual([])
  }
}

async function openFeature(demo: DemoPage, label: string, title: string): Promise<void> {
  await openAccount(demo)
  await demo.dialog.getByRole('button', { name: label, exact: true }).click()
  await expect.poll(() => heading(demo), { timeout: 10_000 }).toBe(title)
}

describe('feature forms: Swap and Send in the cards, pickers and rows of kernel/ui/forms', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('the Send token picker by keyboard: ArrowDown opens at the chosen token, Enter chooses and focuses the button, Escape closes the list only', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    await openFeature(demo, 'Send', 'Send')
    const combobox = demo.dialog.getByRole('combobox', { name: 'Token', exact: true })
    const listbox = demo.dialog.getByRole('listbox', { name: 'Token', exact: true })
    expect(await combobox.textContent()).toMatch(/^.?ETH/)
    await combobox.focus()
    await demo.page.keyboard.press('ArrowDown')
    await listbox.waitFor()
    expect(await combobox.getAttribute('aria-expanded')).toBe('true')
    const options = listbox.getByRole('option')
    expect(await options.count()).toBeGreaterThan(1)
    // Opened at the chosen token (native first), which is marked selected.
    const active = () => listbox.getAttribute('aria-activedescendant')
    expect(await active()).toBe(await options.first().getAttribute('id'))
    expect(await options.first().getAttribute('aria-selected')).toBe('true')
    await demo.page.keyboard.press('ArrowDown')
    expect(await active()).toBe(await options.nth(1).getAttribute('id'))
    const second = ((await options.nth(1).textContent()) ?? '').split(' ')[0] as string
    await demo.page.keyboard.press('Enter')
    await expect.poll(() => listbox.count()).toBe(0)
    expect(await combobox.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement)).toBe(true)
    await expect.poll(() => demo.dialog.getByRole('textbox', { name: `Amount (${second})` }).count()).toBe(1)
    // Escape closes the list, not the modal; End and Home reach the ends.
    await demo.page.keyboard.press('ArrowUp')
    await listbox.waitFor()
    await demo.page.keyboard.press('End')
    expect(await active()).toBe(await options.last().getAttribute('id'))
    await demo.page.keyboard.press('Home')
    expect(await active()).toBe(await options.first().getAttribute('id'))
    await demo.page.keyboard.press('Escape')
    await expect.poll(() => listbox.count()).toBe(0)
    expect(await demo.dialog.isVisible()).toBe(true)
    expect(await heading(demo)).toBe('Send')
    expect(await combobox.getAttribute('aria-expanded')).toBe('false')
  })

  it('Swap and Send in both themes at 1280x800 and 360x740: empty, filled, a picker open, an error, each passing axe', async () => {
    const bob = env.devnet.accounts[1]?.address as Address
    await Promise.all(
      (['light', 'dark'] as ResolvedTheme[]).map(async (theme) => {
        const demo = await openDemo(env, { colorScheme: theme })
        if (theme === 'dark') await demo.page.getByRole('button', { name: 'Dark theme' }).click()
        await connectWithTestWallet(demo)

        // Swap: empty, quoted with its summary open, the insufficient balance, the token picker.
        await openSwap(demo)
        await amountField(demo).fill('')
        await capture(demo, `swap-empty-${theme}`)
        await demo.page.setViewportSize(DESKTOP_VIEWPORT)
        await pickToken(demo, 'To', 'USDC')
        await amountField(demo).fill('0.5')
        await expectQuoted(demo)
        expect(await quoteDetails(demo)).toHaveLength(3)
        await capture(demo, `swap-quoted-${theme}`)
        await amountField(demo).fill('100000000')
        await expect.poll(() => inputError(demo).textContent(), { timeout: 20_000 }).toBe('Insufficient balance')
        await capture(demo, `swap-error-${theme}`)
        await demo.dialog.getByRole('button', { name: /^To token: / }).click()
        await demo.dialog.getByRole('region', { name: 'My tokens' }).waitFor()
        await capture(demo, `swap-picker-${theme}`)

        // Send: empty, the token picker open, filled with the receiver's name, an amount above the balance.
        await demo.page.setViewportSize(DESKTOP_VIEWPORT)
        await demo.dialog.getByRole('button', { name: 'Back' }).click()
        await demo.dialog.getByRole('button', { name: 'Back' }).click()
        await openFeature(demo, 'Send', 'Send')
        await demo.dialog.getByText(/^Network fee: /).waitFor({ timeout: 20_000 })
        await capture(demo, `send-empty-${theme}`)
        await demo.dialog.getByRole('combobox', { name: 'Token', exact: true }).click()
        await capture(demo, `send-picker-${theme}`)
        await demo.dialog.getByRole('listbox', { name: 'Token', exact: true }).getByRole('option', { name: /^USDC / }).click()
        await demo.dialog.getByRole('textbox', { name: 'Amount (USDC)' }).fill('12.5')
        await demo.dialog.getByRole('textbox', { name: 'To' }).fill(bob)
        await demo.dialog.getByText('bob.eth').waitFor({ timeout: 20_000 })
        await capture(demo, `send-filled-${theme}`)
        await demo.dialog.getByRole('textbox', { name: 'Amount (USDC)' }).fill('100000000')
        await expect.poll(() => demo.dialog.getByRole('alert').textContent()).toMatch(/^Above your balance of /)
        await capture(demo, `send-error-${theme}`)
      }),
    )
  }, 120_000)
})
