/**
 * The embedded wallet's Solana methods (SPEC §7 "solana sign message,
 * transaction, all transactions, signAndSend"), in WalletConnect's parameter
 * and result shapes. The app asked the user to approve them already (SPEC §6);
 * here the user's Solana key signs, and sign-and-send goes to the devnet's
 * Solana RPC.
 */
import { getTransactionDecoder, getTransactionEncoder, type Address, type SignatureBytes } from '@solana/kit'
import type { RpcRequest } from '../../kernel/frame/messages'
import type { User } from './accounts'
import { base58Decode, base58Encode } from './base58'
import { HttpError } from './http-util'

function stringParam(request: RpcRequest, name: string): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name]
  if (typeof value !== 'string') throw new HttpError(400, `${request.method} needs ${name}`)
  return value
}

/** Our signature in our slot of a base64 wire transaction. */
function signTransaction(user: User, text: string): { signature: string; transaction: string } {
  let transaction
  try {
    transaction = getTransactionDecoder().decode(Buffer.from(text, 'base64'))
  } catch {
    throw new HttpError(400, 'The transaction does not decode')
  }
  const address = user.keys.solana.address as Address
  if (!(address in transaction.signatures)) throw new HttpError(400, `${address} is not a signer of this transaction`)
  const signature = user.keys.solana.sign(new Uint8Array(transaction.messageBytes)) as SignatureBytes
  const signed = getTransactionEncoder().encode({ ...transaction, signatures: { ...transaction.signatures, [address]: signature } })
  return { signature: base58Encode(signature), transaction: Buffer.from(signed).toString('base64') }
}

export async function executeSolanaRpc(
  user: User,
  request: RpcRequest,
  rpc: (url: string, method: string, params: unknown) => Promise<unknown>,
  solanaRpcUrl: string | undefined,
): Promise<unknown> {
  switch (request.method) {
    case 'solana_signMessage':
      return { signature: base58Encode(user.keys.solana.sign(base58Decode(stringParam(request, 'message')))) }
    case 'solana_signTransaction':
      return signTransaction(user, stringParam(request, 'transaction'))
    case 'solana_signAllTransactions': {
      const transactions = (request.params as { transactions?: unknown } | undefined)?.transactions
      if (!Array.isArray(transactions) || !transactions.every((item): item is string => typeof item === 'string')) {
        throw new HttpError(400, 'solana_signAllTransactions needs transactions')
      }
      return { transactions: transactions.map((transaction) => signTransaction(user, transaction).transaction) }
    }
    case 'solana_signAndSendTransaction': {
      if (!solanaRpcUrl) throw new HttpError(400, 'No RPC url provided for chainId')
      const { transaction } = signTransaction(user, stringParam(request, 'transaction'))
      const signature = await rpc(solanaRpcUrl, 'sendTransaction', [transaction, { encoding: 'base64', preflightCommitment: 'confirmed' }])
      return { signature }
    }
    default:
      throw new HttpError(400, `${request.method} is not supported by the devnet secure site`)
  }
}
