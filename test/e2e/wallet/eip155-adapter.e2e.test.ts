/**
 * The eip155 adapter in a real browser against the test wallet and the devnet:
 * discovery, connect with a network, the 4902 add-then-switch path, the
 * switch-chain error, balance, signing, sending, disconnect and reconnect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { startDevnet, type Devnet } from 'portico-devnet'
import type { Network } from 'portico'
import { guardPage, launchBrowser, startStaticServer, type BrowserSession, type StaticServer } from '../harness'
import { installTestWallet, type TestWallet } from 'portico-devnet/playwright'

const RDNS = 'dev.portico.testwallet'

async function adapterScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../../../adapters/eip155/adapter.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'PorticoEip155',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

function network(id: number, rpcUrl: string): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    name: `Devnet ${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}

/** Run an adapter method in the page; errors come back as { error: { message, code } }. */
function inPage(page: Page, call: string, arg?: unknown): Promise<{ result?: unknown; error?: { message: string; code?: unknown } }> {
  return page.evaluate(
    async ([call, arg]) => {
      const adapter = (window as unknown as { adapter: Record<string, (a: unknown) => unknown> }).adapter
      try {
        const result = await adapter[call]?.(arg)
        return { result: typeof result === 'bigint' ? String(result) : result }
      } catch (error) {
        const { message, code } = error as { message: string; code?: unknown }
        return { error: { message, code } }
      }
    },
    [call, arg] as const,
  )
}

describe('eip155 adapter with the EIP-6963 test wallet in chromium', () => {
  let devnet: Devnet
  let server: StaticServer
  let browser: BrowserSession
  let wallet: TestWallet
  let page: Page

  beforeAll(async () => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>adapter</title></head><body><main><h1>adapter</h1></main>
<script src="/adapter.js"></script><script>window.adapter = PorticoEip155.createEip155Adapter()</script></body></html>`
    // One at a time: if one fails, afterAll still closes the others.
    devnet = await startDevnet({ quiet: true })
    server = await startStaticServer({ '/': { body: html }, '/adapter.js': { body: await adapterScript(), type: 'text/javascript' } })
    browser = await launchBrowser()
    wallet = await installTestWallet(browser.context, {
      chains: [
        { id: 1, rpcUrl: devnet.urls.rpc[1] as string },
        { id: 8453, rpcUrl: devnet.urls.rpc[8453] as string },
      ],
    })
    page = await browser.newPage()
    await guardPage(page)
    await page.goto(server.url)
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await devnet?.stop()
  })

  it('SPEC §3 Connector: the test wallet is discovered as an ANNOUNCED connector with its data: icon', async () => {
    const connectors = (await inPage(page, 'getConnectors')).result as Array<Record<string, unknown>>
    expect(connectors).toEqual([
      { id: RDNS, name: 'Portico Test Wallet', type: 'ANNOUNCED', chain: 'eip155', imageUrl: expect.stringMatching(/^data:image\/svg\+xml,/), info: { rdns: RDNS } },
    ])
  })

  it('SPEC §4 connect: connects and switches to the requested network', async () => {
    const connected = await inPage(page, 'connect', { connectorId: RDNS, network: network(8453, devnet.urls.rpc[8453] as string) })
    expect(connected.result).toEqual({ address: wallet.address, chainId: 8453, accounts: [{ address: wallet.address, type: 'eoa' }] })
    expect(wallet.state().chainId).toBe(8453)
  })

  it('SPEC §8 wallet error 4902: an unknown chain is added from the Network, then switched to', async () => {
    await expect(inPage(page, 'switchNetwork', network(31337, devnet.urls.rpc[1] as string))).resolves.toEqual({})
    expect(wallet.calls().slice(-3).map((call) => [call.method, call.outcome])).toEqual([
      ['wallet_switchEthereumChain', 4902],
      ['wallet_addEthereumChain', 'ok'],
      ['wallet_switchEthereumChain', 'ok'],
    ])
    expect(wallet.state().chainId).toBe(31337)
  })

  it("SPEC §8 'Chain is not supported': a wallet that does not know the chain (4902) and refuses to add it", async () => {
    wallet.mode('reject', { method: 'wallet_addEthereumChain', once: true })
    await expect(inPage(page, 'switchNetwork', network(31338, devnet.urls.rpc[1] as string))).resolves.toEqual({
      error: { code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' },
    })
    expect(wallet.calls().slice(-2).map((call) => [call.method, call.outcome])).toEqual([
      ['wallet_switchEthereumChain', 4902],
      ['wallet_addEthereumChain', 4001],
    ])
    expect(wallet.state().chainId).toBe(31337)
  })

  it('SPEC §8 Chain switch: a refused switch gives the catalogue message', async () => {
    wallet.mode('reject', { method: 'wallet_switchEthereumChain', once: true })
    await expect(inPage(page, 'switchNetwork', network(1, devnet.urls.rpc[1] as string))).resolves.toEqual({
      error: { code: 'SWITCH_CHAIN_FAILED', message: "Failed to switch to chain 'eip155:1'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method." },
    })
    await expect(inPage(page, 'switchNetwork', network(1, devnet.urls.rpc[1] as string))).resolves.toEqual({})
  })

  it('SPEC §7 chain RPC: getBalance reads the devnet chain', async () => {
    const balance = await inPage(page, 'getBalance', { address: wallet.address, network: network(8453, devnet.urls.rpc[8453] as string) })
    expect(balance.result).toEqual({ balance: expect.stringMatching(/^\d+(\.\d+)?$/), symbol: 'ETH' })
  })

  it('SPEC §6 personal_sign and eth_sendTransaction through the adapter', async () => {
    const signed = await inPage(page, 'signMessage', { message: 'Portico adapter', address: wallet.address })
    expect(await verifyMessage({ address: wallet.address, message: 'Portico adapter', signature: signed.result as Hex })).toBe(true)

    const hash = await page.evaluate((to) => (window as unknown as { adapter: { sendTransaction(a: unknown): Promise<string> } }).adapter.sendTransaction({ to, value: 1000n }), devnet.accounts[1]?.address as string)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(wallet.calls('eth_sendTransaction').at(-1)?.outcome).toBe('ok')
  })

  it('SPEC §4 disconnect and reconnect: revoked sites are not restored after a reload', async () => {
    await expect(inPage(page, 'reconnect', { connectorId: RDNS })).resolves.toMatchObject({ result: { address: wallet.address } })
    await inPage(page, 'disconnect')
    expect(wallet.state().authorized).toBe(false)

    await page.reload()
    await expect(inPage(page, 'reconnect', { connectorId: RDNS })).resolves.toEqual({})
  })
})
