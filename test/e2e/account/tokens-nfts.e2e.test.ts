/**
 * The Account view's own tabs against the devnet chain: Tokens shows every seeded token with the quantity
 * the chain reports (§9: 3 decimals; value 2 decimals en-US), NFTs shows the seeded non-spam NFTs the
 * account still holds and hides the spam collection; the selected tab (SPEC §3 currentTab) is kept across
 * opens; both tabs pass axe in both themes and are kept as screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, erc20Abi, formatUnits, http, parseAbi, type Address } from 'viem'
import type { ResolvedTheme } from 'portico'
import { runAxe, screenshot, sessionToasts } from '../harness'
import { connectWithTestWallet, openDemo, startDemoEnv, type DemoEnv, type DemoPage } from '../modal/demo-env'

const ERC721 = parseAbi(['function ownerOf(uint256) view returns (address)'])
const SEEDED_TOKENS = [
  { symbol: 'USDC', decimals: 6 },
  { symbol: 'WBTC', decimals: 8 },
  { symbol: 'DAI', decimals: 18 },
] as const

async function openAccount(demo: DemoPage, tab: 'Tokens' | 'NFTs'): Promise<void> {
  await demo.page.getByRole('button', { name: /^Account / }).click()
  await expect.poll(() => demo.dialog.getByRole('heading').textContent()).toBe('Account')
  await demo.dialog.getByRole('tab', { name: tab }).click()
  await expect.poll(() => demo.dialog.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true')
  await expect.poll(() => demo.dialog.getByRole('tabpanel').locator('[aria-busy="true"]').count()).toBe(0)
}

describe('Account tabs: Tokens and NFTs from the devnet', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §2/§7/§9 Tokens: every seeded token with the quantity the chain reports, native first', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    await openAccount(demo, 'Tokens')
    const owner = demo.wallet.address as Address
    const client = createPublicClient({ transport: http(env.devnet.urls.rpc[1]) })
    const tokens = env.devnet.chains[1]?.tokens as Record<string, Address>
    const expected = [`${Number(formatUnits(await client.getBalance({ address: owner }), 18)).toFixed(3)} ETH`]
    for (const { symbol, decimals } of SEEDED_TOKENS) {
      const units = await client.readContract({ address: tokens[symbol] as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
      expected.push(`${Number(formatUnits(units, decimals)).toFixed(3)} ${symbol}`)
    }
    const list = demo.dialog.getByRole('list', { name: 'Tokens' })
    await expect.poll(() => list.getByTestId('token-quantity').allTextContents()).toEqual(expected)
    // Values: 2 decimals, en-US (ETH 3000, USDC 1, WBTC 60000, DAI 1 on the devnet price table).
    for (const value of await list.getByTestId('token-value').allTextContents()) expect(value).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
  })

  it('SPEC §2/§5 NFTs: the seeded NFTs the account still owns on chain, the spam collection hidden; the tab is kept on reopen', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    await openAccount(demo, 'NFTs')
    const owner = demo.wallet.address as Address
    const client = createPublicClient({ transport: http(env.devnet.urls.rpc[1]) })
    const collections = env.devnet.chains[1]?.collections as Record<string, Address>
    const held: string[] = []
    for (const id of [1n, 2n, 3n]) {
      const holder = await client.readContract({ address: collections.PDP as Address, abi: ERC721, functionName: 'ownerOf', args: [id] })
      if (holder.toLowerCase() === owner.toLowerCase()) held.push(`#${id}`)
    }
    expect(held.length).toBeGreaterThan(0)
    expect(await client.readContract({ address: collections.SPAM as Address, abi: ERC721, functionName: 'ownerOf', args: [1n] })).toBe(owner)

    const list = demo.dialog.getByRole('list', { name: 'NFTs' })
    await expect.poll(async () => (await list.locator('.pt-hint').allTextContents()).sort()).toEqual(held.sort())
    expect(await list.textContent()).not.toContain('Claim Your Free Airdrop')

    await demo.page.keyboard.press('Escape')
    await demo.page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => demo.dialog.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
  })

  it("SPEC §4/§8 a failing balance route: the 'Token Balance Unavailable' toast, an empty Tokens tab, nothing stuck", async () => {
    // 500 on every attempt (the first call and its 3 retries, SPEC §9).
    env.devnet.faults.add({ pattern: '/balance', mode: '500', count: 4 })
    try {
      const demo = await openDemo(env, { allowConsoleErrors: [/status of 500/], clock: true })
      await connectWithTestWallet(demo)
      // The retries' 1 + 2 + 4 s backoff passes on the session clock (portico-devnet/playwright, clock.ts).
      await demo.clock.skipAheadDuring(
        expect.poll(() => sessionToasts(demo.page), { timeout: 20_000 }).toContainEqual(expect.stringContaining('Token Balance Unavailable')),
      )
      await openAccount(demo, 'Tokens')
      expect(await demo.dialog.getByRole('tabpanel').textContent()).toContain('No tokens yet')
    } finally {
      env.devnet.faults.clear()
    }
  })

  for (const theme of ['light', 'dark'] as ResolvedTheme[]) {
    it(`${theme} theme: the Tokens and NFTs tabs pass axe (no serious or critical violation)`, async () => {
      const demo = await openDemo(env, { colorScheme: theme })
      await connectWithTestWallet(demo)
      for (const tab of ['Tokens', 'NFTs'] as const) {
        if (tab === 'NFTs') await demo.page.keyboard.press('Escape')
        await openAccount(demo, tab)
        await screenshot(demo.page, `Account${tab}-${theme}`)
        expect(await runAxe(demo.page), `${tab} (${theme})`).toEqual([])
      }
    })
  }
})
