/**
 * Networks in the modal against the devnet chains: switching from the
 * network list, reading Base through the devnet's RPC service route (the
 * demo leaves Base on the default RPC), the 4902 add-then-switch path, a
 * wallet that moves itself to a chain the app did not request
 * (UnsupportedChain), and the analytics events the devnet sink receives.
 */
import { createTestClient, formatEther, http, parseEther, publicActions } from 'viem'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { ReceivedEvent } from 'portico-devnet'
import { connectWithTestWallet, devnetChains, openDemo, startDemoEnv, type DemoEnv, type DemoPage } from './demo-env'

/** The demo's project id (demo/src/main.tsx), which the RPC service URL carries. */
const DEMO_PROJECT_ID = 'portico-demo'

/** A chain the test wallet knows and the demo's config does not. */
const UNKNOWN_CHAIN_ID = 31337

const heading = (demo: DemoPage) => demo.dialog.getByRole('heading').textContent()

/** Pick a network in the open Networks/UnsupportedChain list. */
async function pickNetwork(demo: DemoPage, name: string): Promise<void> {
  await demo.dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name }).click()
}

function analyticsEvent(event: ReceivedEvent): { event?: string; properties?: Record<string, unknown> } {
  return ((event.body as { props?: { event?: string; properties?: Record<string, unknown> } }).props ?? {})
}

describe('modal networks in chromium (demo + devnet + test wallet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §2 Networks: Ethereum → Base and back from the modal; the wallet and the app agree', async () => {
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const { page, dialog, wallet } = demo
    expect(wallet.state().chainId).toBe(1)
    expect(await page.getByTestId('network').textContent()).toBe('Ethereum (eip155:1)')

    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Ethereum' }).click()
    await expect.poll(() => heading(demo)).toBe('Choose Network')
    expect(await dialog.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe('true')
    await pickNetwork(demo, 'Base')
    // Back on Account, which now names Base.
    await expect.poll(() => heading(demo)).toBe('Account')
    await dialog.getByRole('button', { name: 'Base' }).waitFor()
    expect(wallet.state().chainId).toBe(8453)
    expect(await page.getByTestId('network').textContent()).toBe('Base (eip155:8453)')
    await dialog.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Network: Base' }).click()
    await expect.poll(() => heading(demo)).toBe('Choose Network')
    await pickNetwork(demo, 'Ethereum')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(wallet.state().chainId).toBe(1)
    expect(await page.getByTestId('network').textContent()).toBe('Ethereum (eip155:1)')
    await page.getByRole('button', { name: 'Network: Ethereum' }).waitFor()
    expect(wallet.calls('wallet_switchEthereumChain').map((call) => call.outcome)).toEqual(['ok', 'ok'])
  })

  it("SPEC §7 default RPC: Base names no RPC URL in the demo, so its balance is read through the devnet's RPC service route and equals anvil's", async () => {
    const demo = await openDemo(env)
    const { page, dialog, wallet } = demo
    const serviceUrl = `${env.devnet.urls.api}/v1?chainId=eip155:8453&projectId=${DEMO_PROJECT_ID}`
    const baseAnvil = env.devnet.urls.rpc[8453] as string
    // A balance on Base unlike the one on Ethereum, so the figure shown can only come from Base.
    const anvil = createTestClient({ mode: 'anvil', transport: http(baseAnvil) }).extend(publicActions)
    const before = await anvil.getBalance({ address: wallet.address })
    await anvil.setBalance({ address: wallet.address, value: parseEther('4321.987654') })
    onTestFinished(() => anvil.setBalance({ address: wallet.address, value: before }))
    const posts: { url: string; methods: string[] }[] = []
    page.on('request', (request) => {
      if (request.method() !== 'POST') return
      let body: unknown
      try {
        body = request.postDataJSON()
      } catch {
        return
      }
      const methods = (Array.isArray(body) ? body : [body]).map((call) => String((call as { method?: unknown } | null)?.method))
      posts.push({ url: request.url(), methods })
    })

    await connectWithTestWallet(demo)
    await page.getByRole('button', { name: 'Network: Ethereum' }).click()
    await pickNetwork(demo, 'Base')
    await page.getByRole('button', { name: 'Network: Base' }).waitFor()
    await page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => heading(demo)).toBe('Account')
    const wei = await anvil.getBalance({ address: wallet.address })
    expect(wei).toBe(parseEther('4321.987654'))
    await expect.poll(() => dialog.getByRole('region', { name: 'Account' }).getByLabel('Balance').textContent()).toBe(`${Number(formatEther(wei)).toFixed(3)} ETH`)
    // The read went to the service route, keyed by chain id and project id; the page never asked Base's node itself.
    expect(posts).toContainEqual({ url: serviceUrl, methods: ['eth_getBalance'] })
    expect(posts.filter((post) => post.url.startsWith(baseAnvil))).toEqual([])
  })

  it('SPEC §8 wallet error 4902: a chain the wallet does not know is added, then switched to', async () => {
    const demo = await openDemo(env, { walletChains: devnetChains(env.devnet).slice(0, 1) })
    await connectWithTestWallet(demo)
    const { page, wallet } = demo

    await page.getByRole('button', { name: 'Network: Ethereum' }).click()
    await pickNetwork(demo, 'Base')
    await page.getByRole('button', { name: 'Network: Base' }).waitFor()
    expect(wallet.calls().filter((call) => call.method.startsWith('wallet_')).map((call) => [call.method, call.outcome])).toEqual([
      ['wallet_switchEthereumChain', 4902],
      ['wallet_addEthereumChain', 'ok'],
      ['wallet_switchEthereumChain', 'ok'],
    ])
    const added = wallet.calls('wallet_addEthereumChain')[0]?.params as Array<Record<string, unknown>>
    // Base's RPC URL is the one the config resolved: the devnet's RPC service route (SPEC §7).
    expect(added[0]).toMatchObject({ chainId: '0x2105', chainName: 'Base', rpcUrls: [`${env.devnet.urls.api}/v1?chainId=eip155:8453&projectId=${DEMO_PROJECT_ID}`] })
    expect(wallet.state().chainId).toBe(8453)
    expect(wallet.state().addedChains.map((chain) => chain.id)).toEqual([8453])
  })

  it('SPEC §2 UnsupportedChain: the wallet moving to a chain the app did not request opens UnsupportedChain; picking Ethereum recovers', async () => {
    const demo = await openDemo(env, {
      walletChains: [...devnetChains(env.devnet), { id: UNKNOWN_CHAIN_ID, rpcUrl: env.devnet.urls.rpc[1] as string }],
    })
    await connectWithTestWallet(demo)
    const { page, dialog, wallet } = demo

    await wallet.switchChain(UNKNOWN_CHAIN_ID)
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expect.poll(() => heading(demo)).toBe('Switch Network')
    expect(await dialog.getByText('This app doesn’t support your current network.', { exact: false }).count()).toBe(1)
    expect(await page.getByTestId('network').textContent()).toContain(`eip155:${UNKNOWN_CHAIN_ID}`)

    await pickNetwork(demo, 'Ethereum')
    await expect.poll(() => heading(demo)).toBe('Account')
    expect(wallet.state().chainId).toBe(1)
    expect(await page.getByTestId('network').textContent()).toBe('Ethereum (eip155:1)')
  })

  it('SPEC §2 UnsupportedChain: connecting from a chain the app did not request (the wallet refuses the switch) lands on UnsupportedChain', async () => {
    const demo = await openDemo(env, {
      walletChains: [...devnetChains(env.devnet), { id: UNKNOWN_CHAIN_ID, rpcUrl: env.devnet.urls.rpc[1] as string }],
      chainId: UNKNOWN_CHAIN_ID,
    })
    const { page, dialog, wallet } = demo
    wallet.mode('reject', { method: 'wallet_switchEthereumChain', once: true })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: 'Portico Test Wallet' }).click()
    await expect.poll(() => heading(demo)).toBe('Switch Network')
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    // The app names the chain the wallet is really on, not the one it asked for.
    expect(await page.getByTestId('network').textContent()).toBe(`Unknown network (eip155:${UNKNOWN_CHAIN_ID})`)
    // It stays open: the connect flow closing behind it does not hide it.
    await page.waitForTimeout(300)
    expect(await dialog.isVisible()).toBe(true)
    expect(await heading(demo)).toBe('Switch Network')

    await pickNetwork(demo, 'Base')
    await expect.poll(() => heading(demo)).toBe('Account')
    expect(wallet.state().chainId).toBe(8453)
  })

  it('SPEC §7 analytics: the devnet sink receives CONNECT_SUCCESS, SWITCH_NETWORK with the network, and DISCONNECT_SUCCESS', async () => {
    env.devnet.analytics.clear()
    const demo = await openDemo(env)
    await connectWithTestWallet(demo)
    const { page, dialog } = demo
    await page.getByRole('button', { name: 'Network: Ethereum' }).click()
    await pickNetwork(demo, 'Base')
    await page.getByRole('button', { name: 'Network: Base' }).waitFor()
    await page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    const names = () => env.devnet.analytics.events().map((event) => analyticsEvent(event).event)
    await expect.poll(names).toContain('DISCONNECT_SUCCESS')
    const events = env.devnet.analytics.events().map(analyticsEvent)
    const order = ['CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS'].map((name) => names().indexOf(name))
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(events.find((event) => event.event === 'SWITCH_NETWORK')?.properties).toEqual({ network: 'eip155:8453' })
    const first = env.devnet.analytics.events()[0]
    expect(first?.query).toMatchObject({ projectId: expect.any(String), st: expect.any(String), sv: expect.any(String) })
    expect(first?.body).toMatchObject({ url: env.demo.url, domain: '127.0.0.1', timestamp: expect.any(Number), eventId: expect.any(String) })
  })
})
