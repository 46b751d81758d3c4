/**
 * modal.addNetwork / removeNetwork in chromium against the demo (which exposes its modal in debug runs): the
 * Networks view lists an added network, and removing the active one selects the first remaining (SPEC §4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Network } from 'portico'
import { screenshot } from '../harness/screenshot'
import { openDemo, SEPOLIA, startDemoEnv, type DemoEnv, type DemoPage } from './demo-env'

type DebugWindow = { __porticoDebug?: { modal?: { addNetwork(namespace: string, network: Network): Promise<void>; removeNetwork(namespace: string, id: string): Promise<void> } } }

const heading = (demo: DemoPage) => demo.dialog.getByRole('heading').textContent()
const networkNames = (demo: DemoPage) =>
  demo.dialog.getByRole('list', { name: 'Networks' }).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.querySelector('.pt-label')?.textContent))

describe('modal network API in chromium (demo + devnet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv({ debug: true })
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §4: an added network shows in the network list; removing the active one selects the first remaining', async () => {
    const demo = await openDemo(env)
    const { page, dialog } = demo
    await page.getByRole('button', { name: 'Network: Ethereum' }).waitFor()

    await page.evaluate((network) => (window as DebugWindow).__porticoDebug?.modal?.addNetwork('eip155', network), SEPOLIA)
    await page.getByRole('button', { name: 'Network: Ethereum' }).click()
    await expect.poll(() => heading(demo)).toBe('Choose Network')
    expect(await networkNames(demo)).toEqual(['Ethereum', 'Base', 'Sepolia'])
    expect(await dialog.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true')
    await screenshot(page, 'network-api-added')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)

    await page.evaluate(() => (window as DebugWindow).__porticoDebug?.modal?.removeNetwork('eip155', 'eip155:1'))
    await page.getByRole('button', { name: 'Network: Base' }).click()
    await expect.poll(() => heading(demo)).toBe('Choose Network')
    expect(await networkNames(demo)).toEqual(['Base', 'Sepolia'])
    expect(await dialog.getByRole('button', { name: 'Base' }).getAttribute('aria-current')).toBe('true')
    expect(await page.getByTestId('network').textContent()).toBe('Base (eip155:8453)')

    // The last network of a namespace stays: refused with its message.
    await page.evaluate(() => (window as DebugWindow).__porticoDebug?.modal?.removeNetwork('eip155', 'eip155:11155111'))
    const refusal = await page.evaluate(() =>
      (window as DebugWindow).__porticoDebug?.modal?.removeNetwork('eip155', 'eip155:8453').then(
        () => 'removed',
        (error: Error) => error.message,
      ),
    )
    expect(refusal).toBe('The last network of eip155 cannot be removed')
  })
})
