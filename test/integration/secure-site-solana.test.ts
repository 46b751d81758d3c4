/**
 * The devnet secure site's Solana methods (SPEC §7), run on the user's derived Solana key: the signatures
 * verify with ed25519, a transaction not naming the user as signer is refused, sign-and-send sends the
 * signed transaction to the Solana RPC.
 */
import { createPublicKey, verify } from 'node:crypto'
import { base58, base64 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { solTransferMessage, solTransferTransaction } from '../../adapters/solana/compiler'
import type { RpcRequest } from '../../kernel/frame/messages'
import type { User } from '../../devnet/secure-site/accounts'
import { deriveUserKeys } from '../../devnet/secure-site/keys'
import { executeSolanaRpc } from '../../devnet/secure-site/solana-rpc'

const BLOCKHASH = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'
const user: User = { identity: 'solana@portico.test', email: 'solana@portico.test', keys: deriveUserKeys('solana@portico.test') }
const other = deriveUserKeys('someone-else').solana.address

function verifies(address: string, message: Uint8Array, signature: string): boolean {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), base58.decode(address)])
  return verify(null, message, createPublicKey({ key: spki, format: 'der', type: 'spki' }), base58.decode(signature))
}

const transferArgs = (from: string) => ({ from, to: other, lamports: 5n, blockhash: BLOCKHASH })
const transfer = (from: string) => solTransferMessage(transferArgs(from))
const unsignedTransfer = (from: string) => solTransferTransaction(transferArgs(from))
const run = (request: Omit<RpcRequest, 'chainId'>, rpc = vi.fn(), url?: string) => executeSolanaRpc(user, request as RpcRequest, rpc, url)

describe('secure site: Solana signing with the user key', () => {
  it('solana_signMessage signs the base58 message bytes', async () => {
    const message = new TextEncoder().encode('gm')
    const { signature } = (await run({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: user.keys.solana.address } })) as { signature: string }
    expect(verifies(user.keys.solana.address, message, signature)).toBe(true)
  })

  it('solana_signTransaction / solana_signAllTransactions fill the user’s signature slot', async () => {
    const message = transfer(user.keys.solana.address)
    const transaction = base64.encode(unsignedTransfer(user.keys.solana.address))
    const signed = (await run({ method: 'solana_signTransaction', params: { transaction } })) as { signature: string; transaction: string }
    expect(verifies(user.keys.solana.address, message, signed.signature)).toBe(true)
    expect(base64.decode(signed.transaction).subarray(1, 65)).toEqual(base58.decode(signed.signature))
    const all = (await run({ method: 'solana_signAllTransactions', params: { transactions: [transaction, transaction] } })) as { transactions: string[] }
    expect(all.transactions).toEqual([signed.transaction, signed.transaction])
  })

  it('refuses a transaction the user does not sign for, and missing params', async () => {
    const foreign = base64.encode(unsignedTransfer(other))
    await expect(run({ method: 'solana_signTransaction', params: { transaction: foreign } })).rejects.toThrow(/is not a signer/)
    await expect(run({ method: 'solana_signTransaction', params: {} })).rejects.toThrow('solana_signTransaction needs transaction')
    await expect(run({ method: 'solana_signAllTransactions', params: { transactions: [1] } })).rejects.toThrow(/needs transactions/)
  })

  it('solana_signAndSendTransaction sends the signed transaction (base64) to the Solana RPC', async () => {
    const transaction = base64.encode(unsignedTransfer(user.keys.solana.address))
    const rpc = vi.fn(async () => 'the-signature')
    expect(await run({ method: 'solana_signAndSendTransaction', params: { transaction } }, rpc, 'http://127.0.0.1:8899')).toEqual({ signature: 'the-signature' })
    const [url, method, params] = rpc.mock.calls[0] as unknown as [string, string, [string, unknown]]
    expect([url, method, params[1]]).toEqual(['http://127.0.0.1:8899', 'sendTransaction', { encoding: 'base64', preflightCommitment: 'confirmed' }])
    expect(verifies(user.keys.solana.address, base64.decode(params[0]).subarray(65), base58.encode(base64.decode(params[0]).subarray(1, 65)))).toBe(true)
    await expect(run({ method: 'solana_signAndSendTransaction', params: { transaction } })).rejects.toThrow('No RPC url provided for chainId')
  })
})
