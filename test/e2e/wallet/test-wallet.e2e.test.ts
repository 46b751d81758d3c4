/**
 * The EIP-6963 test wallet as a dapp sees it: approve/reject/hang modes,
 * authorisation across reloads, chain switching with 4902, signing and
 * sending against the devnet chains; and the in-page (demo) variant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { startDevnet, type Devnet } from 'portico-devnet'
import { guardPage, launchBrowser, startStaticServer, type BrowserSession, type StaticServer } from '../harness'
import { installTestWallet, walletScript, type TestWallet, type WalletChain } from 'portico-devnet/playwright'

type Outcome = { result: unknown } | { error: { code: number; message: string } }

/** A request from the page through the announced provider, as a dapp makes it. */
function walletRequest(page: Page, method: string, params?: unknown): Promise<Outcome> {
  return page.evaluate(
    async ([method, params]) => {
      const provider = (window as unknown as { dappProvider: { request(args: unknown): Promise<unknown> } }).dappProvider
      try {
        return { result: await provider.request(params === undefined ? { method } : { method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    [method, params] as const,
  )
}

/** A dapp page: picks the first announced provider and records its events. */
const DAPP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>dapp</title></head><body><main><h1>dapp</h1></main>
<script>
  window.walletEvents = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    if (window.dappProvider) return
    window.dappProvider = event.detail.provider
    for (const name of ['accountsChanged', 'chainChanged']) window.dappProvider.on(name, (value) => window.walletEvents.push([name, value]))
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
</script></body></html>`

const TYPED_DATA = {
  domain: { name: 'Portico', version: '1', chainId: 1 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Greeting: [{ name: 'text', type: 'string' }],
  },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const

describe('EIP-6963 test wallet (Node-side signer)', () => {
  let devnet: Devnet
  let server: StaticServer
  let browser: BrowserSession
  let wallet: TestWallet
  let chains: WalletChain[]

  beforeAll(async () => {
    // One at a time: if one fails, afterAll still closes the others.
    devnet = await startDevnet({ quiet: true })
    server = await startStaticServer({ '/': { body: DAPP_PAGE } })
    browser = await launchBrowser()
    chains = [
      { id: 1, rpcUrl: devnet.urls.rpc[1] as string },
      { id: 8453, rpcUrl: devnet.urls.rpc[8453] as string },
    ]
    wallet = await installTestWallet(browser.context, { chains })
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await devnet?.stop()
  })

  async function openDapp(): Promise<Page> {
    const page = await browser.newPage()
    await guardPage(page)
    await page.goto(server.url)
    return page
  }

  it('SPEC §8 wallet error codes: reject mode answers 4001, the next prompt is approved again', async () => {
    const page = await openDapp()
    wallet.mode('reject', { once: true })

    await expect(walletRequest(page, 'eth_requestAccounts')).resolves.toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
    await expect(walletRequest(page, 'eth_accounts')).resolves.toEqual({ result: [] })
    await expect(walletRequest(page, 'eth_requestAccounts')).resolves.toEqual({ result: [wallet.address] })
  })

  it('SPEC §4 reconnect: authorisation survives a reload until wallet_revokePermissions', async () => {
    const page = await openDapp()
    await walletRequest(page, 'eth_requestAccounts')
    await page.reload()

    await expect(walletRequest(page, 'eth_accounts')).resolves.toEqual({ result: [wallet.address] })
    await expect(walletRequest(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).resolves.toEqual({ result: null })
    await expect(walletRequest(page, 'eth_accounts')).resolves.toEqual({ result: [] })
    expect(await page.evaluate(() => (window as unknown as { walletEvents: unknown[] }).walletEvents)).toEqual([['accountsChanged', []]])
    await expect(walletRequest(page, 'personal_sign', ['0x68', wallet.address])).resolves.toMatchObject({ error: { code: 4100 } })
  })

  it('SPEC §6 personal_sign: hang mode holds the prompt until the test releases it', async () => {
    const page = await openDapp()
    await walletRequest(page, 'eth_requestAccounts')
    wallet.mode('hang', { method: 'personal_sign', once: true })

    const pending = walletRequest(page, 'personal_sign', ['0x6869', wallet.address])
    await expect.poll(() => wallet.calls('personal_sign').at(-1)).toEqual({ method: 'personal_sign', params: ['0x6869', wallet.address] })
    expect(wallet.release('approve')).toBe(1)

    const outcome = await pending
    expect('result' in outcome && (await verifyMessage({ address: wallet.address, message: 'hi', signature: outcome.result as Hex }))).toBe(true)
  })

  it('SPEC §8 wallet error 4902: unknown chains are refused until wallet_addEthereumChain; switches emit chainChanged', async () => {
    const page = await openDapp()
    await walletRequest(page, 'eth_requestAccounts')

    await expect(walletRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x2105' }])).resolves.toEqual({ result: null })
    await expect(walletRequest(page, 'eth_chainId')).resolves.toEqual({ result: '0x2105' })
    await expect(walletRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).resolves.toMatchObject({ error: { code: 4902 } })

    const external = { chainId: '0x7a69', chainName: 'Far', rpcUrls: ['https://rpc.example.com'] }
    await expect(walletRequest(page, 'wallet_addEthereumChain', [external])).resolves.toMatchObject({ error: { code: -32602 } })
    const local = { chainId: '0x7a69', chainName: 'Local', rpcUrls: [devnet.urls.rpc[1]], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
    await expect(walletRequest(page, 'wallet_addEthereumChain', [local])).resolves.toEqual({ result: null })
    await expect(walletRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).resolves.toEqual({ result: null })

    await wallet.switchChain(1)
    expect(await page.evaluate(() => (window as unknown as { walletEvents: unknown[] }).walletEvents)).toEqual([
      ['chainChanged', '0x2105'],
      ['chainChanged', '0x7a69'],
      ['chainChanged', '0x1'],
    ])
  })

  it('SPEC §6 eth_signTypedData_v4 and eth_sendTransaction: signed with the dev key, sent to the devnet chain', async () => {
    const page = await openDapp()
    await walletRequest(page, 'eth_requestAccounts')
    await wallet.switchChain(1)

    const typed = await walletRequest(page, 'eth_signTypedData_v4', [wallet.address, JSON.stringify(TYPED_DATA)])
    const { EIP712Domain: _domain, ...types } = TYPED_DATA.types
    expect(await verifyTypedData({ address: wallet.address, domain: TYPED_DATA.domain, types, primaryType: 'Greeting', message: TYPED_DATA.message, signature: (typed as { result: Hex }).result })).toBe(true)

    const to = devnet.accounts[1]?.address as Hex
    const sent = await walletRequest(page, 'eth_sendTransaction', [{ from: wallet.address, to, value: `0x${parseEther('0.5').toString(16)}` }])
    const receipt = await createPublicClient({ transport: http(devnet.urls.rpc[1]) }).waitForTransactionReceipt({ hash: (sent as { result: Hex }).result })
    expect(receipt).toMatchObject({ status: 'success', from: wallet.address.toLowerCase(), to: to.toLowerCase() })
  })
})

describe('EIP-6963 test wallet (in-page variant for the demo)', () => {
  let devnet: Devnet
  let server: StaticServer
  let browser: BrowserSession

  beforeAll(async () => {
    devnet = await startDevnet({ quiet: true })
    const config = { chains: [{ id: 1, rpcUrl: devnet.urls.rpc[1] }, { id: 8453, rpcUrl: devnet.urls.rpc[8453] }], approval: 'auto' }
    const page = DAPP_PAGE.replace('<script>', `<script src="/test-wallet.js"></script><script>PorticoTestWallets.install(${JSON.stringify(config)})</script><script>`)
    server = await startStaticServer({ '/': { body: page }, '/test-wallet.js': { body: await walletScript('in-page'), type: 'text/javascript' } })
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await devnet?.stop()
  })

  it('SPEC §3 Connector: a person without an extension connects, signs and stays connected after a reload', async () => {
    const page = await browser.newPage()
    await guardPage(page)
    await page.goto(server.url)
    const address = devnet.accounts[0]?.address as Hex

    await expect(walletRequest(page, 'eth_requestAccounts')).resolves.toEqual({ result: [address] })
    const signed = await walletRequest(page, 'personal_sign', ['0x6869', address])
    expect(await verifyMessage({ address, message: 'hi', signature: (signed as { result: Hex }).result })).toBe(true)
    await expect(walletRequest(page, 'eth_getBalance', [address, 'latest'])).resolves.toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]+$/) })

    await page.reload()
    await expect(walletRequest(page, 'eth_accounts')).resolves.toEqual({ result: [address] })
    await expect(walletRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).resolves.toMatchObject({ error: { code: 4902 } })
  })
})
