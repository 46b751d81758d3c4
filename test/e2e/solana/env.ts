/**
 * What the Solana browser tests share: the demo with the devnet's Solana network configured, a fresh
 * Chromium per test with both test wallets (the EIP-6963 one holding dev account #0, the Wallet Standard
 * Solana one holding Solana dev keypair #0), and reads of the devnet Solana RPC to check against.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto'
import { base58, base64 } from '@scure/base'
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import { solanaRpc as adapterRpc } from '../../../adapters/solana/rpc'
import { transferTransaction } from '../../../adapters/solana/transfers'
import type { Devnet } from 'portico-devnet'
import { pickOption } from '../harness'
import { openDemo, startDemoEnv, type DemoEnv, type DemoPage, type OpenDemoOptions } from '../modal/demo-env'
import { installSolanaTestWallet, type SolanaTestWallet } from 'portico-devnet/playwright'

export { SOLANA_TEST_WALLET_NAME } from 'portico-devnet/wallets'
export const SOLANA_NETWORK_NAME = 'Solana Local'

export const startSolanaDemoEnv = (options: { debug?: boolean } = {}): Promise<DemoEnv> => startDemoEnv({ ...options, solana: true })

export interface SolanaDemoPage extends DemoPage {
  solanaWallet: SolanaTestWallet
}

/** The demo with both test wallets; the Solana one holds dev keypair `account` (default #0). */
export async function openSolanaDemo(env: DemoEnv, options: OpenDemoOptions & { account?: number } = {}): Promise<SolanaDemoPage> {
  let solanaWallet: SolanaTestWallet | undefined
  const demo = await openDemo(env, {
    ...options,
    beforeLoad: async (context) => {
      await options.beforeLoad?.(context)
      solanaWallet = await installSolanaTestWallet(context, {
        secretKey: env.devnet.solana.accounts[options.account ?? 0]!.secretKey,
        rpcUrl: env.devnet.urls.solanaRpc,
        caipNetworkId: env.devnet.solana.caipNetworkId as `${string}:${string}`,
      })
    },
  })
  return { ...demo, solanaWallet: solanaWallet as SolanaTestWallet }
}

/** One JSON-RPC call to the devnet's Solana RPC. */
export async function solanaRpc<T>(devnet: Devnet, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(devnet.urls.solanaRpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}

/** The lamports of an address, as the RPC answers. */
export async function lamportsOf(devnet: Devnet, address: string): Promise<bigint> {
  return BigInt((await solanaRpc<{ value: number }>(devnet, 'getBalance', [address])).value)
}

/** SPEC §9 display: SOL with 3 decimals. */
export function solDisplay(lamports: bigint): string {
  return `${(Number(lamports) / 1e9).toFixed(3)} SOL`
}

/** '7EcD…FLtV', as the modal shows a Solana address. */
export function shortSolanaAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`
}

/** ed25519 verification in Node: the base58 signature of `message` by the base58 public key `address`. */
export function verifySolanaSignature(address: string, message: Uint8Array, signature: string): boolean {
  // The SPKI DER of an ed25519 public key is a fixed 12-byte prefix and the 32 key bytes.
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), base58.decode(address)])
  return verify(null, message, createPublicKey({ key: spki, format: 'der', type: 'spki' }), base58.decode(signature))
}

/** A new Solana address nobody has used: no SOL, no token account. */
export function freshSolanaAddress(): string {
  const { publicKey } = generateKeyPairSync('ed25519')
  return base58.encode(new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)))
}

/** What the owner holds of the mint, in base units, summed over its token accounts, as the RPC answers. */
export async function tokenUnitsOf(devnet: Devnet, owner: string, mint: string): Promise<bigint> {
  type Parsed = { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }
  const { value } = await solanaRpc<{ value: Parsed[] }>(devnet, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}

/** On the Send view: choose the token, type the amount and the receiver, Preview, then Send (the wallet is asked next). */
export async function sendFromForm(dialog: Locator, symbol: string, amount: string, receiver: string): Promise<void> {
  const heading = () => dialog.getByRole('heading', { level: 2 }).textContent()
  const preview = dialog.getByRole('button', { name: 'Preview' })
  await pickOption(dialog, 'Token', new RegExp(`^${symbol} `))
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill(amount)
  await dialog.getByRole('textbox', { name: 'To' }).fill(receiver)
  await expect.poll(() => preview.isEnabled()).toBe(true)
  await preview.click()
  await expect.poll(heading).toBe('Review Send')
  expect(await dialog.getByRole('list', { name: 'Transfer' }).textContent()).toContain(`Send ${amount} ${symbol}`)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
}

/**
 * Give `to` `amount` base units of the mint from Solana dev keypair #0 (which holds the devnet's tokens): the
 * transfer the solana adapter builds, signed here with #0's key and sent to the devnet RPC. Resolves once landed.
 */
export async function fundTokens(devnet: Devnet, to: string, mint: string, amount: bigint): Promise<void> {
  const owner = devnet.solana.accounts[0]!
  const network = { rpcUrls: { default: { http: [devnet.urls.solanaRpc] } } } as Parameters<typeof adapterRpc>[0]
  const unsigned = await transferTransaction(adapterRpc(network), { from: owner.address, to, amount, token: mint })
  // The PKCS#8 DER of an ed25519 key is a fixed 16-byte prefix and the 32-byte seed (the secret key's first half).
  const key = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), base58.decode(owner.secretKey).subarray(0, 32)]), format: 'der', type: 'pkcs8' })
  const signed = new Uint8Array(unsigned)
  signed.set(sign(null, unsigned.subarray(65), key), 1)
  await solanaRpc(devnet, 'sendTransaction', [base64.encode(signed), { encoding: 'base64' }])
}
