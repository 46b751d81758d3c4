/**
 * WalletConnect end to end in Chromium: the demo (walletconnect() plugin) in
 * one tab and the devnet's dev wallet page (@reown/walletkit, dev account #1)
 * in another, paired through the devnet relay. One session is carried through
 * the tests in order, as a person would use it.
 */
import { decodeQrSvg } from '../harness/qr'
import { createPublicClient, formatEther, http, verifyMessage, type Hex } from 'viem'
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTab, SDK_CHUNK, startWalletConnectEnv, type GuardedPage, type WalletConnectEnv } from './env'

const SWITCH_FAILED = (chain: string) =>
  `Failed to switch to chain '${chain}'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.`

let env: WalletConnectEnv
let demo: GuardedPage
let wallet: GuardedPage
let dialog: Locator
let walletAddress: string

const chainClient = (chainId: number) => createPublicClient({ transport: http(env.devnet.urls.rpc[chainId]) })

/** Open the modal, pick WalletConnect, hand the URI to the wallet tab, approve with only `chains` checked. */
async function pair(chains: { ethereum: boolean; base: boolean }): Promise<void> {
  await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  const link = dialog.getByRole('link', { name: /^Open in / })
  const uri = (await link.getAttribute('href')) ?? ''
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(await dialog.getByRole('img', { name: 'WalletConnect QR code' }).getAttribute('data-uri')).toBe(uri)
  // What a phone's camera reads from the drawn modules.
  await expect.poll(() => decodeQrSvg(dialog.getByRole('img', { name: 'WalletConnect QR code' }))).toBe(uri)
  await wallet.page.goto(`${env.devnet.urls.walletPage}?uri=${encodeURIComponent(uri)}`)
  await wallet.page.getByRole('button', { name: 'Approve session' }).waitFor()
  await wallet.page.getByRole('checkbox', { name: /Ethereum/ }).setChecked(chains.ethereum)
  await wallet.page.getByRole('checkbox', { name: /Base/ }).setChecked(chains.base)
  await wallet.page.getByRole('button', { name: 'Approve session' }).click()
  await demo.page.getByRole('button', { name: /^Account / }).waitFor()
}

/** Approve or reject the one pending request of `method` in the wallet tab. */
async function answer(method: string, approve: boolean): Promise<void> {
  await wallet.page.getByRole('button', { name: `${approve ? 'Approve' : 'Reject'} ${method}` }).click()
}

async function signInDemo(message: string): Promise<Locator> {
  await closeModal()
  await demo.page.getByRole('textbox', { name: 'Message' }).fill(message)
  await demo.page.getByRole('button', { name: 'Sign message' }).click()
  return demo.page.getByTestId('signature')
}

async function switchInModal(name: string): Promise<void> {
  await closeModal()
  await demo.page.getByRole('button', { name: /^Network: / }).click()
  await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name }).click()
}

/** Close the modal if it is open; it may also be closing on its own (after a switch), which is fine. */
async function closeModal(): Promise<void> {
  if (await dialog.isVisible()) {
    await dialog
      .getByRole('button', { name: 'Close' })
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if (await dialog.isVisible()) throw error
      })
  }
  await dialog.waitFor({ state: 'hidden' })
}

describe('WalletConnect in chromium (demo + dev wallet page + devnet relay)', () => {
  beforeAll(async () => {
    env = await startWalletConnectEnv()
    walletAddress = (env.devnet.accounts[1] as { address: string }).address
    demo = await openTab(env, env.demo.url)
    dialog = demo.page.getByRole('dialog')
    await demo.page.getByRole('heading', { name: 'Account' }).waitFor()
    wallet = await openTab(env, env.devnet.urls.walletPage)
    await wallet.page.getByTestId('wallet-address').waitFor()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §2 ConnectingWalletConnect: the SDK chunk loads only once WalletConnect is picked', async () => {
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: 'WalletConnect' }).waitFor()
    expect(demo.requests.filter((url) => SDK_CHUNK.test(url))).toEqual([])
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await dialog.getByRole('link', { name: /^Open in / }).waitFor()
    expect(demo.requests.filter((url) => SDK_CHUNK.test(url))).toHaveLength(1)
    await closeModal()
  })

  it('SPEC §7 relay: pairs by URI; the Account view shows the dev wallet address and its devnet balance', async () => {
    await pair({ ethereum: true, base: false })
    expect(await demo.page.getByTestId('address').textContent()).toBe(walletAddress)
    expect(await wallet.page.getByRole('list', { name: 'Active sessions' }).textContent()).toContain('Portico demo')

    const wei = await chainClient(1).getBalance({ address: walletAddress as Hex })
    const eth = Number(formatEther(wei)).toFixed(3) // the modal shows 3 decimals (SPEC §9)
    await demo.page.getByRole('button', { name: /^Account / }).click()
    await expect.poll(() => dialog.getByLabel('Balance').textContent()).toContain(eth)
    await closeModal()
  })

  it('SPEC §6 personal_sign: the wallet signs and the signature verifies', async () => {
    const result = await signInDemo('hello over the relay')
    await answer('personal_sign', true)
    await expect.poll(() => result.textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await result.textContent()) as Hex
    expect(await verifyMessage({ address: walletAddress as Hex, message: 'hello over the relay', signature })).toBe(true)
  })

  it('SPEC §8 user rejected: a rejected request shows the error and the next one succeeds', async () => {
    const result = await signInDemo('no thanks')
    await answer('personal_sign', false)
    await expect.poll(() => result.getAttribute('class')).toContain('error')
    expect(await result.textContent()).toMatch(/rejected/i)

    const again = await signInDemo('yes please')
    await answer('personal_sign', true)
    await expect.poll(() => again.textContent()).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('SPEC §6 eth_sendTransaction: the wallet sends it and it is mined on anvil', async () => {
    await closeModal()
    const to = (env.devnet.accounts[2] as { address: string }).address
    await demo.page.getByRole('textbox', { name: 'To' }).fill(to)
    await demo.page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.01')
    await demo.page.getByRole('button', { name: 'Send' }).click()
    await answer('eth_sendTransaction', true)
    const hash = demo.page.getByTestId('tx-hash')
    await expect.poll(() => hash.textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await chainClient(1).waitForTransactionReceipt({ hash: (await hash.textContent()) as Hex, timeout: 30_000 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(walletAddress.toLowerCase())
  })

  it('SPEC §8 chain switch: the wallet refuses wallet_switchEthereumChain → the §8 message, the modal recovers', async () => {
    await switchInModal('Base')
    await answer('wallet_switchEthereumChain', false)
    await demo.page.getByText(SWITCH_FAILED('eip155:8453')).waitFor()
    expect(await demo.page.getByTestId('network').textContent()).toBe('Ethereum (eip155:1)')
    // Still usable: the list answers the next pick.
    await dialog.getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Ethereum' }).click()
    await closeModal()
  })

  it('SPEC §5 chain switch: through the session (wallet_switchEthereumChain approved), then a transaction on Base', async () => {
    await switchInModal('Base')
    await answer('wallet_switchEthereumChain', true)
    await expect.poll(() => demo.page.getByTestId('network').textContent()).toBe('Base (eip155:8453)')
    await closeModal()

    await demo.page.getByRole('button', { name: 'Send' }).click()
    await wallet.page.getByRole('listitem', { name: 'Request eth_sendTransaction' }).getByText('on eip155:8453').waitFor()
    await answer('eth_sendTransaction', true)
    const hash = demo.page.getByTestId('tx-hash')
    await expect.poll(() => hash.textContent()).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await chainClient(8453).waitForTransactionReceipt({ hash: (await hash.textContent()) as Hex, timeout: 30_000 })
    expect(receipt.status).toBe('success')
  })

  it('SPEC §4 reconnect: a reload restores the session without a click', async () => {
    demo.requests.length = 0
    await demo.page.reload()
    await expect.poll(() => demo.page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('connected')
    expect(await demo.page.getByTestId('address').textContent()).toBe(walletAddress)
    // Restoring a stored WalletConnect session is the one reason to load the SDK at page load.
    expect(demo.requests.some((url) => SDK_CHUNK.test(url))).toBe(true)
  })

  it('SPEC §7 relay websocket: every socket dropped mid-session → both sides reconnect and the next request succeeds', async () => {
    const before = env.devnet.relay.metrics().connectionsTotal
    env.devnet.relay.dropAllSockets()
    await expect.poll(() => env.devnet.relay.metrics().connectionsTotal, { timeout: 30_000 }).toBeGreaterThanOrEqual(before + 2)
    const result = await signInDemo('after the drop')
    await answer('personal_sign', true)
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('SPEC §4 disconnect: from the dapp → the wallet sees the session deleted', async () => {
    await demo.page.getByRole('button', { name: /^Account / }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => demo.page.getByTestId('status').textContent()).toBe('disconnected')
    await wallet.page.getByRole('log', { name: 'Wallet log' }).getByText('Session deleted by the dapp').waitFor()
    await wallet.page.getByText('No active session.').waitFor()
    await closeModal()
  })

  it('SPEC §4 disconnect: from the wallet → the dapp sees it', async () => {
    await pair({ ethereum: true, base: true })
    await wallet.page.getByRole('button', { name: 'Disconnect Portico demo' }).click()
    await expect.poll(() => demo.page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('disconnected')
  })

  it('no request left 127.0.0.1 from either tab, and no page error', () => {
    expect(demo.guard.blockedUrls()).toEqual([])
    expect(wallet.guard.blockedUrls()).toEqual([])
    demo.guard.assertClean()
    wallet.guard.assertClean()
  })
})
