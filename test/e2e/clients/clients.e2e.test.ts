/**
 * Issue 27 item 4 in Chromium against the demo and the devnet: the client libraries apps already use, over
 * Portico's providers, as the README shows them (page-clients.ts is that code, bundled for the page).
 * ethers v6's BrowserProvider over modal.getProvider('eip155') signs a message that recovers to the connected
 * address and sends a value anvil credits exactly; a SOL transfer built with @solana/kit is signed through
 * modal.getProvider('solana') (the signature verifies over kit's message) and lands on the devnet's litesvm.
 */
import { getTransactionDecoder } from '@solana/kit'
import { base58, base64 } from '@scure/base'
import { verifyMessage } from 'ethers'
import type { Page } from 'playwright-core'
import { createPublicClient, http, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageBundle } from '../../../devnet/page-bundle'
import type { Modal } from 'portico'
import { connectWithTestWallet, type DemoEnv } from '../modal/demo-env'
import { lamportsOf, openSolanaDemo, SOLANA_TEST_WALLET_NAME, startSolanaDemoEnv, verifySolanaSignature } from '../solana/env'
import type * as PageClients from './page-clients'

const CLIENTS_PATH = '/__clients.js'
const clientsBundle = pageBundle('test-clients', new URL('./page-clients.ts', import.meta.url))

type Clients = typeof PageClients

/**
 * Serve the clients' bundle from the demo's own origin (its CSP allows scripts from 'self' only) and import it
 * into the page as `window.__clients` (the import is a string: vitest would rewrite an import() in this file).
 */
async function loadClients(page: Page): Promise<void> {
  const body = await clientsBundle()
  await page.route(`**${CLIENTS_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body }))
  await page.evaluate(`import(${JSON.stringify(CLIENTS_PATH)}).then((clients) => { window.__clients = clients })`)
}

describe('ethers and @solana/kit over the Portico providers (demo + devnet)', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startSolanaDemoEnv({ debug: true })
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('ethers v6 BrowserProvider: signMessage recovers to the connected address; sendTransaction moves exactly its value on anvil', async () => {
    const demo = await openSolanaDemo(env)
    await loadClients(demo.page)
    await connectWithTestWallet(demo)
    const receiver = env.devnet.accounts[3]!.address as Address
    const value = 123_456_789_000_000n
    const chainId = await demo.page.evaluate(() => (window as unknown as { __porticoDebug: { modal: Modal } }).__porticoDebug.modal.getState().chains.eip155?.networkState.caipNetwork?.id)
    const node = createPublicClient({ transport: http(env.devnet.urls.rpc[Number(chainId)] as string) })
    const receiverBefore = await node.getBalance({ address: receiver })

    const result = await demo.page.evaluate(
      ([to, amount]) => (window as unknown as { __clients: Clients }).__clients.ethersSignAndSend(to, amount, 'Portico with ethers'),
      [receiver, String(value)] as const,
    )
    expect(result.address.toLowerCase()).toBe(demo.wallet.address.toLowerCase())
    expect(verifyMessage('Portico with ethers', result.signature).toLowerCase()).toBe(demo.wallet.address.toLowerCase())
    expect([result.status, result.chainId]).toEqual([1, String(chainId)])
    const transaction = await node.getTransaction({ hash: result.hash as `0x${string}` })
    expect([transaction.from, transaction.to, transaction.value]).toEqual([demo.wallet.address.toLowerCase(), receiver.toLowerCase(), value])
    expect(await node.getBalance({ address: receiver })).toBe(receiverBefore + value)
  })

  it('@solana/kit: a transfer kit compiles is signed through the solana provider (the signature verifies) and lands with exactly its lamports', async () => {
    const demo = await openSolanaDemo(env)
    await loadClients(demo.page)
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await demo.dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
    await expect.poll(() => demo.page.getByTestId('address-solana').textContent()).toBe(demo.solanaWallet.address)
    const receiver = env.devnet.solana.accounts[3]!.address
    const lamports = 7_654_321n
    const receiverBefore = await lamportsOf(env.devnet, receiver)

    const result = await demo.page.evaluate(
      ([rpcUrl, to, amount]) => (window as unknown as { __clients: Clients }).__clients.kitSignAndSend(rpcUrl, to, amount),
      [env.devnet.urls.solanaRpc, receiver, String(lamports)] as const,
    )
    expect(result.from).toBe(demo.solanaWallet.address)
    const unsigned = getTransactionDecoder().decode(base64.decode(result.unsigned))
    const signed = getTransactionDecoder().decode(base64.decode(result.signed.transaction))
    // The wallet filled the payer's slot and changed nothing else: the signature is over kit's message.
    expect(new Uint8Array(signed.messageBytes)).toEqual(new Uint8Array(unsigned.messageBytes))
    expect(verifySolanaSignature(result.from, new Uint8Array(unsigned.messageBytes), result.signed.signature)).toBe(true)
    expect(new Uint8Array(signed.signatures[result.from as keyof typeof signed.signatures]!)).toEqual(base58.decode(result.signed.signature))
    expect(result.sent).toBe(result.signed.signature)
    expect(await lamportsOf(env.devnet, receiver)).toBe(receiverBefore + lamports)
    expect(demo.solanaWallet.calls('signTransaction').map((call) => call.outcome)).toEqual(['ok'])
  })
})
