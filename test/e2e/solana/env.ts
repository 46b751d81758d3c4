/**
 * What the Solana browser tests share: the demo with the devnet's Solana network configured, a fresh
 * Chromium per test with both test wallets (the EIP-6963 one holding dev account #0, the Wallet Standard
 * Solana one holding Solana dev keypair #0), and reads of the devnet Solana RPC to check against.
 */
import { createPublicKey, verify } from 'node:crypto'
import { base58 } from '@scure/base'
import type { Devnet } from '../../../devnet'
import { openDemo, startDemoEnv, type DemoEnv, type DemoPage, type OpenDemoOptions } from '../modal/demo-env'
import { installSolanaTestWallet, type SolanaTestWallet } from '../wallet/solana-test-wallet'

export { SOLANA_TEST_WALLET_NAME } from '../wallet/solana-page-wallet'
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
