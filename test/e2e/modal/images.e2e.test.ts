/**
 * Network and token images against the devnet's registry: the Networks list shows each network's drawn image
 * from the registry's asset route (loaded, not just linked), a network the devnet has no image for (an added
 * Sepolia) shows the generated disc; the Tokens tab shows the token images of the token route; each Activity
 * row shows the icon of its kind. Screenshots of the three views in both themes, at 1280×800 and 360×740.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Network } from 'portico'
import { PHONE_VIEWPORT, TEST_VIEWPORT, screenshot } from '../harness'
import { connectWithTestWallet, openDemo, SEPOLIA, startDemoEnv, type DemoEnv, type DemoPage } from './demo-env'

type DebugWindow = { __porticoDebug?: { modal?: { addNetwork(namespace: string, network: Network): Promise<void> } } }

/** The Activity row's kind, from the history route's operation type (SPEC §7) and status. */
const KIND: Record<string, string> = { send: 'sent', receive: 'received', mint: 'minted', trade: 'swapped', approve: 'approved', deploy: 'deployed', execute: 'executed' }

/** Each row's leading picture: a loaded <img> (its src and natural width) or the generated disc's letter. */
const pictures = (demo: DemoPage, list: string) =>
  demo.dialog.getByRole('list', { name: list }).locator('li').evaluateAll((items) =>
    items.map((item) => {
      const img = item.querySelector('img.pt-img') as HTMLImageElement | null
      return {
        name: item.querySelector('.pt-label')?.firstChild?.textContent ?? '',
        src: img?.getAttribute('src') ?? null,
        loaded: img ? img.complete && img.naturalWidth > 0 : false,
        generated: item.querySelector('svg.pt-img text')?.textContent ?? null,
      }
    }),
  )

describe('network and token images, activity icons (demo + devnet registry)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv({ debug: true })
  })
  afterAll(async () => {
    await env?.stop()
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: Networks shows the registry's image of each network and a generated disc for one it has none of; Tokens its token images; Activity its kinds`, async () => {
      const demo = await openDemo(env, { colorScheme: theme })
      const { page, dialog } = demo
      if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
      await connectWithTestWallet(demo)
      await page.evaluate((network) => (window as DebugWindow).__porticoDebug?.modal?.addNetwork('eip155', network), SEPOLIA)

      await page.getByRole('button', { name: 'Network: Ethereum' }).click()
      const registry = `${env.devnet.urls.registry}/public/getAssetImage/`
      await expect
        .poll(() => pictures(demo, 'Networks'))
        .toEqual([
          { name: 'Ethereum', src: expect.stringContaining(`${registry}eip155%3A1?`), loaded: true, generated: null },
          { name: 'Base', src: expect.stringContaining(`${registry}eip155%3A8453?`), loaded: true, generated: null },
          { name: 'Sepolia', src: null, loaded: false, generated: 'S' },
        ])
      await screenshot(page, `images-Networks-${theme}`)
      await page.setViewportSize(PHONE_VIEWPORT)
      await screenshot(page, `images-Networks-${theme}-phone`)
      await page.setViewportSize(TEST_VIEWPORT)
      await dialog.getByRole('button', { name: 'Back' }).or(dialog.getByRole('button', { name: 'Close' })).first().click()

      // Tokens: every row's image is the token route's image of its symbol, loaded.
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^Account / }).click()
      await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Account')
      await dialog.getByRole('tab', { name: 'Tokens' }).click()
      const tokens = dialog.getByRole('list', { name: 'Tokens' })
      await tokens.getByTestId('token-quantity').first().waitFor()
      const symbols = await tokens.locator('.pt-label > .pt-hint').allTextContents()
      expect(symbols.map((symbol) => symbol.trim())).toEqual(['ETH', 'USDC', 'WBTC', 'DAI'])
      await expect
        .poll(async () => (await pictures(demo, 'Tokens')).map(({ src, loaded }) => ({ src: src?.split('?')[0], loaded })))
        .toEqual(symbols.map((symbol) => ({ src: `${env.devnet.urls.registry}/public/getTokenImage/${symbol.trim()}`, loaded: true })))
      // The Account view scrolls as a whole: the list in view for the pictures.
      const showList = () => tokens.evaluate((element) => element.scrollIntoView({ block: 'end' }))
      await showList()
      await screenshot(page, `images-Tokens-${theme}`)
      await page.setViewportSize(PHONE_VIEWPORT)
      await showList()
      await screenshot(page, `images-Tokens-${theme}-phone`)
      await page.setViewportSize(TEST_VIEWPORT)

      // Activity: each row's icon is its kind's, as the history route describes the transaction.
      await dialog.getByRole('tab', { name: 'Activity' }).click()
      const region = dialog.getByRole('region', { name: 'Transactions' })
      await expect.poll(() => region.getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull()
      const url = new URL(`v1/account/${demo.wallet.address}/history`, `${env.devnet.urls.api}/`)
      url.searchParams.set('projectId', 'portico-e2e')
      url.searchParams.set('chainId', 'eip155:1')
      const route = (await (await fetch(url)).json()) as { data: { metadata: { operationType: string; status: string }; transfers: { nft_info?: { flags: { is_spam: boolean } } }[] }[] }
      const kept = route.data.filter((tx) => !(tx.transfers.length > 0 && tx.transfers.every((transfer) => transfer.nft_info?.flags.is_spam)))
      const rows = await region.locator('li.pt-list-item').evaluateAll((items) =>
        items.map((item) => ({ kind: item.querySelector('[data-kind]')?.getAttribute('data-kind'), path: item.querySelector('[data-kind] path')?.getAttribute('d') })),
      )
      expect(rows.map((row) => row.kind)).toEqual(kept.map((tx) => (tx.metadata.status === 'failed' ? 'failed' : (KIND[tx.metadata.operationType] ?? tx.metadata.operationType))))
      // One drawing per kind: the kinds shown (sent, received, minted at least) each have their own.
      const byKind = new Map(rows.map((row) => [row.kind, row.path]))
      expect([...byKind.keys()]).toEqual(expect.arrayContaining(['sent', 'received', 'minted']))
      expect(new Set(byKind.values()).size).toBe(byKind.size)
      const showRows = () => region.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await showRows()
      await screenshot(page, `images-Activity-${theme}`)
      await page.setViewportSize(PHONE_VIEWPORT)
      await showRows()
      await screenshot(page, `images-Activity-${theme}-phone`)
    })
  }
})
