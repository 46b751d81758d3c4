/**
 * A right-to-left app (issue 30, "Right to left"): on a page written right to left (<html dir="rtl">, as an Arabic,
 * Hebrew or Persian dapp is) the modal mirrors through logical CSS: a row's icon sits at its right and its tag at its
 * left, the Back arrow and the forward chevrons point the other way, the network pill's chevron too, All wallets'
 * grid starts at the right; addresses and balances still read left to right. Screenshots of Connect, All wallets and Account in both themes and sizes.
 */
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectWithTestWallet, openConnect, openDemo, screenshots, startDemoEnv, TEST_WALLET_NAME, type DemoEnv } from './demo-env'

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('no box: the element is not rendered')
  return found
}
const mirrored = (locator: Locator) => locator.evaluate((svg) => getComputedStyle(svg).scale)

describe('right to left (chromium, demo + devnet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv({ debug: true })
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('on a page written right to left the modal mirrors: icons at the start (right), back and forward arrows turned; addresses and amounts read left to right', async () => {
    const demo = await openDemo(env)
    await demo.page.evaluate(() => (document.documentElement.dir = 'rtl'))
    await openConnect(demo)
    expect(await demo.dialog.evaluate((dialog) => [getComputedStyle(dialog).direction, dialog.matches(':dir(rtl)')])).toEqual(['rtl', true])

    // A wallet row: its image at the right, its Installed tag at the left; the text aligned to the right.
    const row = demo.dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
    const [rowBox, image, tag] = await Promise.all([box(row), box(row.locator('.pt-img').first()), box(row.getByText('Installed'))])
    expect(image.x + image.width).toBeGreaterThan(rowBox.x + rowBox.width - 24)
    expect(tag.x).toBeLessThan(rowBox.x + 24)
    expect(image.x).toBeGreaterThan(tag.x)
    // All wallets' forward chevron points left; the header's Help "?" does not turn.
    const allWallets = demo.dialog.getByRole('button', { name: /All wallets/ })
    expect(await mirrored(allWallets.locator('svg').last())).toBe('-1 1')
    expect(await mirrored(demo.dialog.getByRole('button', { name: /help|what is a wallet/i }).locator('svg'))).not.toBe('-1 1')
    await screenshots(demo, 'Connect-rtl')

    await allWallets.click()
    const back = demo.dialog.locator('.pt-header').getByRole('button', { name: 'Back' })
    expect(await mirrored(back.locator('svg'))).toBe('-1 1')
    const [backBox, dialogBox] = await Promise.all([box(back), box(demo.dialog.locator('.pt-card'))])
    expect(backBox.x).toBeGreaterThan(dialogBox.x + dialogBox.width / 2)
    // The windowed grid runs from the right: its first tile in the rightmost column, the second left of it.
    const grid = demo.dialog.getByRole('list', { name: 'Wallets' })
    const [gridBox, first, second] = await Promise.all([
      box(grid),
      box(grid.locator('li[aria-posinset="1"]')),
      box(grid.locator('li[aria-posinset="2"]')),
    ])
    expect(first.x + first.width).toBeGreaterThan(gridBox.x + gridBox.width - 2)
    expect(second.x + second.width).toBeLessThan(first.x)
    await screenshots(demo, 'AllWallets-rtl')
    await back.click()

    await demo.dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
    await demo.page.getByRole('button', { name: /^Account / }).waitFor()
    await demo.page.getByRole('button', { name: /^Account / }).click()
    await demo.dialog.getByRole('heading', { name: 'Account' }).waitFor()
    // The address and the balance are isolated left-to-right runs: '0xf39F…2266' and '10001.250 ETH', never reordered.
    for (const css of ['.pt-address', '.pt-balance']) {
      const figure = demo.dialog.locator(css).first()
      expect(await figure.evaluate((element) => getComputedStyle(element).unicodeBidi), css).toBe('plaintext')
    }
    expect(await mirrored(demo.dialog.locator('.pt-pill svg').last())).toBe('-1 1')
    await screenshots(demo, 'Account-rtl')

    // Send's empty receiver shows its placeholder as an address starts, '0x…' (not '…0x'), at the field's right.
    await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const receiver = demo.dialog.getByPlaceholder(/^0x/)
    expect(await receiver.evaluate((input) => [getComputedStyle(input).direction, getComputedStyle(input).textAlign])).toEqual(['ltr', 'right'])
    await screenshots(demo, 'Send-rtl')
  })

  it('the same page written left to right turns nothing (the rules are keyed on the direction)', async () => {
    const demo = await openDemo(env)
    await openConnect(demo)
    // All wallets' grid runs from the left.
    await demo.dialog.getByRole('button', { name: /All wallets/ }).click()
    const grid = demo.dialog.getByRole('list', { name: 'Wallets' })
    const [gridBox, first, second] = await Promise.all([
      box(grid),
      box(grid.locator('li[aria-posinset="1"]')),
      box(grid.locator('li[aria-posinset="2"]')),
    ])
    expect(first.x).toBeLessThan(gridBox.x + 2)
    expect(second.x).toBeGreaterThan(first.x + first.width)
    await demo.page.keyboard.press('Escape')
    await demo.dialog.waitFor({ state: 'hidden' })

    await connectWithTestWallet(demo)
    await demo.page.getByRole('button', { name: /^Account / }).click()
    await demo.dialog.getByRole('heading', { name: 'Account' }).waitFor()
    expect(await mirrored(demo.dialog.locator('.pt-pill svg').last())).toBe('none')
  })
})
